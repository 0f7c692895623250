import { Anchor, List, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { Link } from "react-router";
import {
  INTERESTED_TEXTS,
  NAME_SEARCH_DEBOUNCE_MS,
  NAME_SEARCH_MAX_LENGTH,
  NAME_SEARCH_MIN_LENGTH,
} from "../../../../core/rules/interested-lists";
import { paths } from "../../../lib/paths";
import { useNameSearch } from "../api/interested-participants";

/**
 * Name search (spec 000 §2.7, §5): from three characters, 333 ms after the last keystroke; results link
 * to the profile within the All list.
 */
export function NameSearch(props: { studyNum: string; studyId: number }) {
  const [text, setText] = useState("");
  const [debounced] = useDebouncedValue(text, NAME_SEARCH_DEBOUNCE_MS);
  const active = debounced.trim().length >= NAME_SEARCH_MIN_LENGTH;
  const results = useNameSearch(props.studyId, debounced);
  return (
    <Stack gap={4} maw={420}>
      <TextInput
        label="Search by name"
        description={`At least ${NAME_SEARCH_MIN_LENGTH} characters`}
        value={text}
        maxLength={NAME_SEARCH_MAX_LENGTH}
        onChange={(event) => setText(event.currentTarget.value)}
        type="search"
      />
      {active && results.data && (
        <Paper withBorder p="xs" role="region" aria-label="Search results" aria-live="polite">
          {results.data.length === 0 ? (
            <Text size="sm">{INTERESTED_TEXTS.noResults}</Text>
          ) : (
            <List listStyleType="none" size="sm" spacing={4}>
              {results.data.map((result) => (
                <List.Item key={result.studyVolunteerId}>
                  <Anchor
                    component={Link}
                    to={paths.study.interestedParticipant(props.studyNum, "all", result.studyVolunteerId)}
                  >
                    {result.firstName} {result.lastName}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          )}
        </Paper>
      )}
    </Stack>
  );
}
