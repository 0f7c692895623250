import { Table } from "@mantine/core";
import type { ReactNode } from "react";
import "./cards-on-phone.css";

/**
 * A table wider than a phone: from 36em up it keeps `minWidth` and scrolls in its own box when its
 * place is narrower; below, each row is a card (cards-on-phone.css), since a box scrolled sideways hid
 * the right-hand columns, the templates' Edit and Delete among them. Each cell names its column with
 * `data-label` (none for the row's name or its buttons); a row's checkbox cell, and the header's, is
 * `data-card="aside"`, the header's with the words its checkbox says in `data-label`.
 *
 * A table with no link or control of its own gives `label`: its box is then a region a keyboard reaches
 * with Tab and scrolls with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function CardsOnPhone({
  minWidth,
  label,
  children,
}: {
  minWidth: number;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      className="cards-on-phone"
      classNames={{ scrollContainerInner: "cards-on-phone-inner" }}
      // The scrollbar shows whenever the table is wider than its box, not only under the pointer: it is
      // what tells that columns wait to the right.
      scrollAreaProps={
        label === undefined
          ? { type: "auto" }
          : { type: "auto", viewportProps: { tabIndex: 0, role: "region", "aria-label": label } }
      }
    >
      {children}
    </Table.ScrollContainer>
  );
}
