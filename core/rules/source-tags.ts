/**
 * A study link's `src` tag (issue 29): which flyer, newsletter or post brought a volunteer, kept with
 * their interest. Letters, digits, dots, hyphens and underscores, so that it travels in a link unescaped.
 */
export const SOURCE_TAG_MAX_LENGTH = 40;
export const SOURCE_TAG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const SOURCE_TAG_QUERY = "src";

export function isSourceTag(value: string): boolean {
  return value.length <= SOURCE_TAG_MAX_LENGTH && SOURCE_TAG_PATTERN.test(value);
}

/** The tag of a link's `src` value, or null when it is missing or not a tag (it is then ignored). */
export function sourceTagOf(value: string | null | undefined): string | null {
  const text = value?.trim() ?? "";
  return text !== "" && isSourceTag(text) ? text : null;
}

/** A study's public link carrying a tag. */
export function taggedStudyLink(studyLink: string, tag: string): string {
  const url = new URL(studyLink);
  url.searchParams.set(SOURCE_TAG_QUERY, tag);
  return url.toString();
}
