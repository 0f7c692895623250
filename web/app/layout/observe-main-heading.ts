/**
 * Calls `onHeading` with the main region's first `h1` now and after every change inside the region (the
 * page's code and data arrive, a heading's text changes); returns what stops it. The tab's title and the
 * focus after a navigation both follow the heading this way.
 */
export function observeMainHeading(
  region: HTMLElement,
  onHeading: (heading: HTMLHeadingElement | null) => void,
): () => void {
  const report = () => onHeading(region.querySelector("h1"));
  report();
  const observer = new MutationObserver(report);
  observer.observe(region, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}
