/** Control characters and backslashes are read as slashes by some browsers. */
function hasUnsafeCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || character === "\\") return true;
  }
  return false;
}

/**
 * The in-app path to go to after signing in: only a path of this app ("/studies/x?y") is accepted;
 * absolute URLs, protocol-relative "//host" and "/\host" forms (open-redirect attempts) give `fallback`.
 */
export function safeRedirectPath(redirectUrl: string | null | undefined, fallback: string): string {
  const value = redirectUrl?.trim();
  if (!value?.startsWith("/") || value.startsWith("//")) return fallback;
  return hasUnsafeCharacter(value) ? fallback : value;
}
