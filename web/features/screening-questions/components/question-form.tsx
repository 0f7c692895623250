import { zodResolver } from "@hookform/resolvers/zod";
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useEffect } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { ScreeningQuestionInput } from "../../../../core/contracts/screening-questions";
import {
  CHOICE_INPUT_TYPES,
  type QuestionInputType,
  SCREENING_LIMITS,
  SCREENING_TEXTS,
} from "../../../../core/rules/screening-questions";
import { CharacterCounter } from "../../../components/character-counter";

type QuestionValues = ScreeningQuestionInput;

/**
 * Writes a question (spec 001 §4, §5): text, help text, required, and for a choice type its choices (a
 * new question starts with two empty ones). Once volunteers answered, the existing choices are read-only
 * and only new ones can be added.
 */
export function QuestionForm(props: {
  heading: string;
  initial: QuestionValues;
  answered: boolean;
  onSave: (question: QuestionValues) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<QuestionValues>({
    resolver: zodResolver(ScreeningQuestionInput),
    defaultValues: props.initial,
  });
  const options = useFieldArray({ control: form.control, name: "options", keyName: "key" });
  const { setFocus } = form;
  // The form opens where the user chose a type or Edit, and the button they used is gone or disabled: the
  // question's field takes the focus, so that a keyboard user goes on from there, not from the page's top.
  useEffect(() => setFocus("text"), [setFocus]);
  const inputType = props.initial.inputType as QuestionInputType;
  const choice = CHOICE_INPUT_TYPES.includes(inputType);
  const text = form.watch("text") ?? "";
  const helpText = form.watch("helpText") ?? "";
  const errors = form.formState.errors;
  const optionsError = errors.options?.message ?? errors.options?.root?.message;

  return (
    <form onSubmit={form.handleSubmit(props.onSave)} noValidate aria-label={props.heading}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {props.heading}
        </Title>
        <div>
          <Textarea
            label="Question"
            required
            autosize
            minRows={2}
            {...form.register("text")}
            error={errors.text?.message}
            aria-describedby="question-text-counter"
          />
          <CharacterCounter
            id="question-text-counter"
            length={text.length}
            limit={SCREENING_LIMITS.textMax}
          />
        </div>
        <div>
          <Textarea
            label="Help text"
            autosize
            minRows={1}
            {...form.register("helpText")}
            error={errors.helpText?.message}
            aria-describedby="question-help-counter"
          />
          <CharacterCounter
            id="question-help-counter"
            length={(helpText ?? "").length}
            limit={SCREENING_LIMITS.helpTextMax}
          />
        </div>
        <Checkbox label="Required" {...form.register("required")} />
        {choice && (
          <Stack gap="xs">
            <Text fw={600} size="sm">
              Choices
            </Text>
            {props.answered && (
              <Alert color="blue" variant="light">
                {SCREENING_TEXTS.answeredChoices}
              </Alert>
            )}
            {options.fields.map((field, index) => {
              const locked = props.answered && field.id !== 0;
              return (
                <Group key={field.key} gap="xs" align="flex-start" wrap="nowrap">
                  <TextInput
                    style={{ flex: 1 }}
                    label={`Choice ${index + 1}`}
                    readOnly={locked}
                    {...form.register(`options.${index}.text`)}
                    error={errors.options?.[index]?.text?.message}
                  />
                  <ActionIcon
                    mt={26}
                    variant="default"
                    size="lg"
                    aria-label={`Remove choice ${index + 1}`}
                    disabled={locked}
                    onClick={() => options.remove(index)}
                  >
                    ×
                  </ActionIcon>
                </Group>
              );
            })}
            {optionsError && (
              <Text c="red.8" size="sm" role="alert">
                {optionsError}
              </Text>
            )}
            <Group>
              <Button
                variant="default"
                size="xs"
                disabled={options.fields.length >= SCREENING_LIMITS.maxOptions}
                onClick={() => options.append({ id: 0, text: "" })}
              >
                Add choice
              </Button>
            </Group>
          </Stack>
        )}
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save question
          </Button>
          <Button variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
