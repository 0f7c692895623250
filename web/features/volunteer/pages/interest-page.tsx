import {
  Alert,
  Anchor,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import type { InterestForm } from "../../../../core/contracts/volunteer-participation";
import { VOLUNTEER_PAGES } from "../../../../core/rules/volunteer-app";
import { ApiError } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { showInterest, useInterestForm, volunteerKeys } from "../api/volunteer";

type Question = InterestForm["questions"][number];
type Answer = { value?: string; optionIds?: number[] };

function QuestionInput(props: {
  question: Question;
  answer: Answer;
  error?: string;
  onChange: (answer: Answer) => void;
}) {
  const { question, answer } = props;
  const label = question.text;
  const common = {
    label,
    description: question.helpText ?? undefined,
    required: question.required,
    error: props.error,
  };
  switch (question.inputType) {
    case "PARAGRAPH_TEXT":
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          value={answer.value ?? ""}
          onChange={(e) => props.onChange({ value: e.currentTarget.value })}
        />
      );
    case "CHECKBOX":
      return (
        <Checkbox.Group
          {...common}
          value={(answer.optionIds ?? []).map(String)}
          onChange={(values) => props.onChange({ optionIds: values.map(Number) })}
        >
          <Stack gap={6} mt={6}>
            {question.options.map((option) => (
              <Checkbox key={option.id} value={String(option.id)} label={option.text} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case "RADIO_BUTTONS":
      return (
        <Radio.Group
          {...common}
          value={answer.optionIds?.[0] ? String(answer.optionIds[0]) : null}
          onChange={(value) => props.onChange({ optionIds: [Number(value)] })}
        >
          <Stack gap={6} mt={6}>
            {question.options.map((option) => (
              <Radio key={option.id} value={String(option.id)} label={option.text} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case "DROPDOWN":
      return (
        <NativeSelect
          {...common}
          data={[
            { value: "", label: "Choose" },
            ...question.options.map((option) => ({ value: String(option.id), label: option.text })),
          ]}
          value={answer.optionIds?.[0] ? String(answer.optionIds[0]) : ""}
          onChange={(e) =>
            props.onChange({ optionIds: e.currentTarget.value ? [Number(e.currentTarget.value)] : [] })
          }
        />
      );
    default:
      return (
        <TextInput
          {...common}
          value={answer.value ?? ""}
          onChange={(e) => props.onChange({ value: e.currentTarget.value })}
        />
      );
  }
}

function Questionnaire({ form }: { form: InterestForm }) {
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<Record<number, Answer>>(() =>
    Object.fromEntries(
      form.questions
        .filter((q) => q.prefilledOptionIds.length > 0)
        .map((q) => [q.id, { optionIds: q.prefilledOptionIds }]),
    ),
  );
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  if (done || form.alreadyInterested) {
    return (
      <Alert color="green" title="The study team knows you are interested">
        <Text size="sm" c="dark.9">
          They will contact you. Their messages appear under{" "}
          <Anchor component={Link} to={VOLUNTEER_PAGES.messages} c="blue.9">
            Messages
          </Anchor>
          .
        </Text>
      </Alert>
    );
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const missing = Object.fromEntries(
      form.questions
        .filter((q) => q.required && !(answers[q.id]?.value?.trim() || answers[q.id]?.optionIds?.length))
        .map((q) => [`answers.${q.id}`, "This question is required"]),
    );
    if (!consent) missing.consent = "Please agree to share your contact details with the study team";
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      await showInterest(form.studyNum, {
        answers: Object.entries(answers).map(([questionId, answer]) => ({
          questionId: Number(questionId),
          ...answer,
        })),
        shareContactDetails: true,
      });
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: volunteerKeys.conversations });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 409) setDone(true);
      else setErrors({ consent: "Some answers are missing or not valid" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {form.questions.map((question) => (
          <QuestionInput
            key={question.id}
            question={question}
            answer={answers[question.id] ?? {}}
            error={errors[`answers.${question.id}`]}
            onChange={(answer) => setAnswers((current) => ({ ...current, [question.id]: answer }))}
          />
        ))}
        <Checkbox
          label="I agree to share my name and contact details with this study's team"
          checked={consent}
          onChange={(e) => setConsent(e.currentTarget.checked)}
          error={errors.consent}
        />
        <Group>
          <Button type="submit" loading={busy}>
            Tell the study team I'm interested
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /volunteer/studies/{studyNum}/interest: the screening questions and the consent (issue 15). */
export function InterestPage() {
  const { studyNum = "" } = useParams();
  const form = useInterestForm(studyNum);
  if (form.isError) return <Navigate to={paths.notFound()} replace />;
  if (!form.data) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the questions" />
      </Center>
    );
  }
  return (
    <Stack>
      <Title order={1}>I'm interested: {form.data.title}</Title>
      {form.data.questions.length > 0 && !form.data.alreadyInterested && (
        <Text>The study team asks a few questions. Answers marked * are required.</Text>
      )}
      <Questionnaire form={form.data} />
    </Stack>
  );
}
