/**
 * Old hash-style study URLs (study-team/#studies and study-team/#/studies) become path URLs
 * (spec 001 §2). Returns the new address, or null when there is nothing to rewrite.
 */
export function rewriteHashUrl(pathname: string, hash: string): string | null {
  const match = hash.match(/^#\/?(studies(?:[/?].*)?)$/);
  if (!match) return null;
  const prefix = pathname.replace(/\/+$/, "");
  return `${prefix}/${match[1]}`;
}
