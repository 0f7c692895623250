import { Anchor } from "@mantine/core";
import { Fragment } from "react";
import { textParts } from "../../../lib/web-addresses";

/** A mail's plain text as its recipient's mail reader shows it: its lines kept, its web addresses links. */
export function TextWithLinks({ text }: { text: string }) {
  return (
    <div style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
      {textParts(text).map((part) =>
        part.href ? (
          <Anchor key={part.start} href={part.href} c="blue.9">
            {part.text}
          </Anchor>
        ) : (
          <Fragment key={part.start}>{part.text}</Fragment>
        ),
      )}
    </div>
  );
}
