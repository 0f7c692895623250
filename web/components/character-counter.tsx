import { Text } from "@mantine/core";

/** 'N characters left' under a text field; turns to the error style when the text is too long. */
export function CharacterCounter({ length, limit, id }: { length: number; limit: number; id?: string }) {
  const remaining = limit - length;
  return (
    <Text id={id} size="xs" c={remaining < 0 ? "red.9" : "gray.8"} aria-live="polite">
      {remaining} characters left
    </Text>
  );
}
