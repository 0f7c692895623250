import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { headingMayTakeFocus, showsNewPage } from "./new-page-focus";
import { observeMainHeading } from "./observe-main-heading";

/**
 * After a navigation within the app, gives the focus to the new page's main heading once it shows
 * (./new-page-focus.ts): a browser would have put the reader at the top of a new document, a client-side
 * route change leaves them where they were. The first page of a visit keeps the browser's own start.
 */
export function FocusOnNewPage({ main }: { main: RefObject<HTMLElement | null> }) {
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);
  // The heading as the observer last saw it: the DOM before the commit that the layout effect follows,
  // since a mutation's callback runs only after that commit's layout effects.
  const seenHeading = useRef<HTMLHeadingElement | null>(null);
  const waiting = useRef<{ activeAtNavigation: Element | null } | null>(null);
  // The heading once it shows after a navigation takes the focus, unless something else has taken it.
  const settle = useCallback((heading: HTMLHeadingElement | null) => {
    seenHeading.current = heading;
    const navigation = waiting.current;
    if (!navigation || !heading) return;
    waiting.current = null;
    if (!headingMayTakeFocus(document.activeElement, navigation.activeAtNavigation, document.body)) return;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    // Where the page scrolls is ScrollToTop's: to the top, or back where it was on back and forward.
    heading.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    const region = main.current;
    return region ? observeMainHeading(region, settle) : undefined;
  }, [main, settle]);

  useLayoutEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    const heading = main.current?.querySelector("h1") ?? null;
    if (!showsNewPage(heading, seenHeading.current)) return;
    waiting.current = { activeAtNavigation: document.activeElement };
    settle(heading);
  }, [pathname, main, settle]);

  return null;
}
