import type { CsrfResponse } from "../../core/contracts/auth";

/** What the server wrote into the page for its first render (server/http/plugins/web-app.ts). */
function meta(name: string): HTMLMetaElement | null {
  return typeof document === "undefined" ? null : document.querySelector(`meta[name="${name}"]`);
}

export function csrfFromPage(): CsrfResponse | null {
  const element = meta("recruit-csrf");
  const token = element?.getAttribute("content");
  const headerName = element?.getAttribute("data-header");
  return token && headerName ? { token, headerName } : null;
}

/** The instance's DEFAULT_LANGUAGE, lower-cased; none in the Vite dev server's page. */
export function defaultLanguageFromPage(): string | null {
  return meta("recruit-default-language")?.getAttribute("content") ?? null;
}

/** The language the server chose for a volunteer's page (`<html data-ui-language>`); none on staff pages. */
export function pageLanguage(): string | null {
  return typeof document === "undefined" ? null : (document.documentElement.dataset.uiLanguage ?? null);
}
