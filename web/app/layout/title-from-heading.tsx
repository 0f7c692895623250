import { type RefObject, useEffect } from "react";
import { documentTitle, TAB_TITLE_ATTRIBUTE } from "../../../core/rules/document-title";
import { observeMainHeading } from "./observe-main-heading";

/**
 * Keeps the browser tab's title to the page's main heading (core/rules/document-title.ts). A page's heading arrives
 * with its code and often with its data, and changes with them (a study's title once it is read), so the
 * title follows the main region's first `h1` as it changes rather than each page setting its own; a heading
 * that names a volunteer gives the tab its own words.
 */
export function TitleFromHeading({ main, brand }: { main: RefObject<HTMLElement | null>; brand: string }) {
  useEffect(() => {
    const region = main.current;
    if (!region) return;
    return observeMainHeading(region, (heading) => {
      const title = documentTitle(heading?.getAttribute(TAB_TITLE_ATTRIBUTE) ?? heading?.textContent, brand);
      if (document.title !== title) document.title = title;
    });
  }, [main, brand]);
  return null;
}
