import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** Scrolls to the top on navigation, except on back and forward (spec 000 §2.1). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
