import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n } from "./i18n";

/**
 * The volunteers' pages' i18next around a page the server rendered, so that its hooks read the page's
 * language from the first render. A module of its own: a dynamic import of react-i18next's whole module
 * would keep all of it (its Trans component and HTML parser) in the volunteers' first download.
 */
export function PageLanguageProvider({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
