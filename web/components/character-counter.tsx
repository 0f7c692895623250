import { Text } from "@mantine/core";

/**
 * 'N characters left' under a text field; turns to the error style when the text is too long. A page in
 * another language passes its own words.
 */
export function CharacterCounter({
  length,
  limit,
  id,
  text = (remaining) => `${remaining} ${remaining === 1 ? "character" : "characters"} left`,
}: {
  length: number;
  limit: number;
  id?: string;
  text?: (remaining: number) => string;
}) {
  const remaining = limit - length;
  return (
    <Text id={id} size="xs" c={remaining < 0 ? "red.9" : "gray.8"} aria-live="polite">
      {text(remaining)}
    </Text>
  );
}
