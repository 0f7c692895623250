/**
 * The text-search query of a keyword box: every word of the input must begin a word of the study's
 * texts ("diab heart" finds "Diabetes and the heart"). Only letters and digits are kept, so the query
 * is always valid `to_tsquery` syntax whatever the reader types; the database lower-cases each word as
 * it lower-cased the texts. Answers null when the input holds no word at all (it then finds nothing).
 */
export function prefixSearchQuery(input: string): string | null {
  const words = input.match(/[\p{L}\p{N}]+/gu);
  return words ? words.map((word) => `${word}:*`).join(" & ") : null;
}
