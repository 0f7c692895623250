/**
 * The scroll area's props that make its box a region named `label`, which a keyboard reaches with Tab
 * and scrolls with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable): for a table with no
 * link or control of its own.
 */
export function scrollRegionProps(label: string) {
  return { viewportProps: { tabIndex: 0, role: "region", "aria-label": label } };
}
