/** Reads a cookie visible to scripts. */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

export function writeCookie(name: string, value: string, days: number, path = "/"): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=${path}; SameSite=Lax`;
}

/**
 * Expires every script-visible cookie except those in `keep`. HttpOnly session and CSRF cookies are
 * strictly necessary, cannot be read by scripts, and stay.
 */
export function clearCookiesExcept(keep: readonly string[]): void {
  for (const part of document.cookie.split(";")) {
    const name = part.trim().split("=")[0];
    if (!name || keep.includes(name)) continue;
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
