import { Table } from "@mantine/core";
import { type ReactNode, useLayoutEffect, useRef } from "react";
import "./cards-when-narrow.css";
import { scrollRegionProps } from "./scroll-region";

/** Marks `box` with `data-cards` when its table, at its narrowest, is wider than the box. */
function chooseCards(box: HTMLElement): void {
  const table = box.querySelector("table");
  if (!table) return;
  box.removeAttribute("data-cards");
  table.style.width = "min-content";
  const needed = table.getBoundingClientRect().width;
  table.style.width = "";
  box.toggleAttribute("data-cards", box.clientWidth < needed - 0.5);
}

/**
 * A table that a team works in: a table where it fits its place, and a card a row where it does not
 * (cards-when-narrow.css), on a phone and beside the lists' menu on a tablet alike: in a box scrolled
 * sideways its right-hand columns were out of sight, the templates' Edit and Delete among them. Each
 * cell names its column with `data-label` (none for the row's name or its buttons); a row's checkbox
 * cell, and the header's, is `data-card="aside"`, the header's with the words its checkbox says in
 * `data-label`. The row's name is `data-card="name"` where a cell comes before it in the table (the
 * matched list's User ID): a card shows it first. A word longer than a card's line breaks; anything else
 * wider than the card (a field) scrolls in its box, with the scrollbar shown.
 *
 * A table with no link or control of its own gives `label`: its box is then a region a keyboard reaches
 * and scrolls (scrollRegionProps).
 */
export function CardsWhenNarrow({
  label,
  maxHeight,
  children,
}: {
  label?: string;
  /** A long table's height, beyond which it scrolls down in its box (the weeks of a study's interest). */
  maxHeight?: number;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const place = useRef<HTMLDivElement>(null);
  const sample = useRef<HTMLSpanElement>(null);
  // Chosen before the first paint (a phone never sees the table drawn, then the cards) and after every
  // render, as the rows may have changed. The attribute is set here alone; React does not render it.
  useLayoutEffect(() => {
    if (box.current) chooseCards(box.current);
  });
  // And whenever the place's width changes, or the text's size: a reader's own style sheet may set a larger
  // text or WCAG's text spacing once the page is drawn, which widens the table, not its place. The observer
  // watches a line of no height across the box and a sample of text out of sight, not the box, whose
  // height a change of mode changes: it is never notified of its own choice.
  useLayoutEffect(() => {
    const line = place.current;
    const text = sample.current;
    if (!line || !text) return;
    const measure = () => `${line.clientWidth} ${text.offsetWidth}`;
    let measured = measure();
    const observer = new ResizeObserver(() => {
      if (measure() === measured) return;
      measured = measure();
      if (box.current) chooseCards(box.current);
    });
    observer.observe(line);
    observer.observe(text);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="cards-when-narrow">
      <div ref={place} />
      <span ref={sample} className="cards-when-narrow-sample" aria-hidden="true" />
      <Table.ScrollContainer
        minWidth={0}
        maxHeight={maxHeight}
        // The scrollbar shows whenever what is inside is wider than the box, not only under the pointer.
        scrollAreaProps={{ type: "auto", ...(label === undefined ? {} : scrollRegionProps(label)) }}
      >
        {children}
      </Table.ScrollContainer>
    </div>
  );
}
