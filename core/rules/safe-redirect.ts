/**
 * The in-app path to go to after signing in: only a path of this app ("/studies/x?y") is accepted;
 * absolute URLs, protocol-relative "//host" and "/\host" forms (open-redirect attempts) give `fallback`.
 */
export function safeRedirectPath(redirectUrl: string | null | undefined, fallback: string): string {
  const value = redirectUrl?.trim();
  if (!value || !value.startsWith("/")) return fallback;
  if (value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // Control characters and backslashes are read as slashes by some browsers.
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  return value;
}
