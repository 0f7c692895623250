/** A web address in plain text, up to the space, bracket or quote after it, without a sentence's last stop. */
const WEB_ADDRESS = /https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)]/g;

/** A stretch of plain text: a web address (`href`) or the words between them, from character `start`. */
export interface TextPart {
  text: string;
  start: number;
  href?: string;
}

/** Plain text in its stretches, each web address on its own, as a mail reader links them. */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index), start: from });
    parts.push({ text: match[0], start: match.index, href: match[0] });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), start: from });
  return parts;
}
