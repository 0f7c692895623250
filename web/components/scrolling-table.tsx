import { Table, type TableScrollContainerProps } from "@mantine/core";

/**
 * A table that scrolls in its own box when it is wider (or, with `mah`, taller) than its place, for a
 * table of figures with no link or control of its own: the box is a region named `label` that a keyboard
 * reaches with Tab and scrolls with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollingTable({ label, ...props }: TableScrollContainerProps & { label: string }) {
  return (
    <Table.ScrollContainer
      {...props}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: "region", "aria-label": label } }}
    />
  );
}
