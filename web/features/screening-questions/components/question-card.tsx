import { Button, Group, List, Paper, Stack, Text } from "@mantine/core";
import type { ScreeningQuestion } from "../../../../core/contracts/screening-questions";
import {
  CHOICE_INPUT_TYPES,
  QUESTION_INPUT_TYPES,
  SCREENING_TEXTS,
} from "../../../../core/rules/screening-questions";

/** One question of the list: its text, type, choices and answers, with its actions (none while locked). */
export function QuestionCard(props: {
  question: ScreeningQuestion;
  position: number;
  count: number;
  locked: boolean;
  busy: boolean;
  onEdit: () => void;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
}) {
  const { question, position } = props;
  const known = (QUESTION_INPUT_TYPES as readonly string[]).includes(question.inputType);
  return (
    <Paper component="li" withBorder p="sm">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Text fw={600}>
            {position}. {question.text}
            {question.required && (
              <Text component="span" c="red.9" aria-label="required">
                {" "}
                *
              </Text>
            )}
          </Text>
          <Text size="sm" c="gray.8">
            {known ? SCREENING_TEXTS.inputTypeNames[question.inputType] : question.inputType}
            {question.category && ` · ${question.category.name}`}
          </Text>
        </Group>
        {question.helpText && (
          <Text size="sm" c="gray.8">
            {question.helpText}
          </Text>
        )}
        {!known && <Text c="red.8">{`${SCREENING_TEXTS.unknownControlType} ${question.inputType}`}</Text>}
        {CHOICE_INPUT_TYPES.includes(question.inputType) && (
          <List size="sm">
            {question.options.map((option) => (
              <List.Item key={option.id}>{option.text}</List.Item>
            ))}
          </List>
        )}
        <Text size="sm" c="gray.8">
          {SCREENING_TEXTS.answers(question.answerCount)}
        </Text>
        {!props.locked && (
          <Group gap="xs">
            {question.editable && (
              <Button size="xs" variant="default" disabled={props.busy} onClick={props.onEdit}>
                Edit
              </Button>
            )}
            <Button
              size="xs"
              variant="default"
              disabled={props.busy || position === 1}
              onClick={() => props.onMove(-1)}
            >
              Move up
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={props.busy || position === props.count}
              onClick={() => props.onMove(1)}
            >
              Move down
            </Button>
            <Button size="xs" variant="default" color="red.9" disabled={props.busy} onClick={props.onDelete}>
              Delete
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
