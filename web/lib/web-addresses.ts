/** A web address in plain text, up to the space, bracket or quote after it, without a sentence's last stop. */
const WEB_ADDRESS = /(https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)])/;

/** A stretch of plain text: a web address (`href`) or the words between them. */
export interface TextPart {
  text: string;
  href?: string;
}

/** Plain text in its stretches, each web address on its own, as a mail reader links them. */
export function textParts(text: string): TextPart[] {
  // A split on a capturing group: the addresses are the odd parts.
  return text
    .split(WEB_ADDRESS)
    .map((part, index) => (index % 2 === 1 ? { text: part, href: part } : { text: part }))
    .filter((part) => part.text !== "");
}
