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
import { useEffect, useRef, useState } from "react";
import { Link, Navigate, useParams, useSearchParams } from "react-router";
import type { InterestForm } from "../../../../core/contracts/volunteer-participation";
import { SOURCE_TAG_QUERY, sourceTagOf } from "../../../../core/rules/source-tags";
import { VOLUNTEER_PAGES } from "../../../../core/rules/volunteer-app";
import { ApiError } from "../../../lib/api-client";
import { useTranslation } from "../../../lib/i18n";
import { paths } from "../../../lib/paths";
import { showInterest, useInterestForm, volunteerKeys } from "../api/volunteer";

type Question = InterestForm["questions"][number];
type Answer = { value?: string; optionIds?: number[] };

function QuestionInput(props: {
  question: Question;
  answer: Answer;
  error?: string;
  /** The empty choice of a dropdown, in the reader's language. */
  chooseLabel: string;
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
            { value: "", label: props.chooseLabel },
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
  // The study link's tag, passed on from the study page; a value that is not a tag is left out.
  const [searchParams] = useSearchParams();
  const sourceTag = sourceTagOf(searchParams.get(SOURCE_TAG_QUERY));
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
  // The field of the first error, focused once the errors show (as the app's other forms do), so that a
  // keyboard or a screen reader starts where the form needs them, with the field's error read out.
  const [firstError, setFirstError] = useState<{ field: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!firstError) return;
    formRef.current
      ?.querySelector(`[data-field="${firstError.field}"]`)
      ?.querySelector<HTMLElement>("input, textarea, select")
      ?.focus();
  }, [firstError]);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation();

  if (done || form.alreadyInterested) {
    return (
      <Alert color="green" title={t("interest.knows")}>
        <Text size="sm" c="dark.9">
          {t("interest.contactBefore")}{" "}
          <Anchor component={Link} to={VOLUNTEER_PAGES.messages} c="blue.9">
            {t("interest.messages")}
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
        .map((q) => [`answers.${q.id}`, t("interest.required")]),
    );
    if (!consent) missing.consent = t("interest.consentMissing");
    setErrors(missing);
    const [field] = Object.keys(missing);
    if (field !== undefined) {
      setFirstError({ field });
      return;
    }
    setBusy(true);
    try {
      await showInterest(form.studyNum, {
        answers: Object.entries(answers).map(([questionId, answer]) => ({
          questionId: Number(questionId),
          ...answer,
        })),
        shareContactDetails: true,
        ...(sourceTag && { sourceTag }),
      });
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: volunteerKeys.conversations });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 409) setDone(true);
      else setErrors({ consent: t("interest.invalid") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="lg">
        {form.questions.map((question) => (
          <div key={question.id} data-field={`answers.${question.id}`}>
            <QuestionInput
              question={question}
              answer={answers[question.id] ?? {}}
              error={errors[`answers.${question.id}`]}
              chooseLabel={t("interest.choose")}
              onChange={(answer) => setAnswers((current) => ({ ...current, [question.id]: answer }))}
            />
          </div>
        ))}
        <div data-field="consent">
          <Checkbox
            // Required, and marked so as the required questions are ("Answers marked * are required").
            label={
              <>
                {t("interest.consent")}
                <Text span c="red.8" aria-hidden="true">
                  {" *"}
                </Text>
              </>
            }
            required
            checked={consent}
            onChange={(e) => setConsent(e.currentTarget.checked)}
            error={errors.consent}
          />
        </div>
        <Group>
          <Button type="submit" loading={busy}>
            {t("interest.submit")}
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
  const { t } = useTranslation();
  if (form.isError) return <Navigate to={paths.notFound()} replace />;
  if (!form.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t("interest.loading")} />
      </Center>
    );
  }
  return (
    <Stack>
      <Title order={1}>{t("interest.title", { title: form.data.title })}</Title>
      {form.data.questions.length > 0 && !form.data.alreadyInterested && <Text>{t("interest.intro")}</Text>}
      <Questionnaire form={form.data} />
    </Stack>
  );
}
