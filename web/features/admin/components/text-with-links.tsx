import { Anchor } from "@mantine/core";
import { Fragment } from "react";
import { textParts } from "../../../lib/web-addresses";

/** A mail's plain text as its recipient's mail reader shows it: its lines kept, its web addresses links. */
export function TextWithLinks({ text }: { text: string }) {
  return (
    <div style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
      {textParts(text).map((part, index) =>
        part.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered
          <Anchor key={index} href={part.href} c="blue.9">
            {part.text}
          </Anchor>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </div>
  );
}
