/**
 * The in-app path to return to after logging in, or the fallback when `redirectUrl` points anywhere
 * but this origin (an open-redirect attempt) or is not a path at all.
 */
export function safeRedirectPath(
  redirectUrl: string | null | undefined,
  origin: string,
  fallback: string,
): string {
  if (!redirectUrl) return fallback;
  const trimmed = redirectUrl.trim();
  if (!trimmed.startsWith("/") || trimmed.startsWith("//") || trimmed.startsWith("/\\")) {
    try {
      const absolute = new URL(trimmed);
      if (absolute.origin !== origin) return fallback;
      return `${absolute.pathname}${absolute.search}${absolute.hash}`;
    } catch {
      return fallback;
    }
  }
  try {
    const resolved = new URL(trimmed, origin);
    if (resolved.origin !== origin) return fallback;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return fallback;
  }
}
