/** The base path the server wrote into index.html ("" when the app sits at the root). */
export function readBasePath(): string {
  if (typeof document === "undefined") return "";
  const content = document.querySelector('meta[name="recruit-base-path"]')?.getAttribute("content") ?? "";
  // In the Vite dev server the placeholder is not replaced: the app then sits at the root.
  return content.startsWith("/__RECRUIT_BASE__") ? "" : content.replace(/\/+$/, "");
}
