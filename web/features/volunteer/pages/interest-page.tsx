import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type RefCallback, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link, Navigate, useParams, useSearchParams } from "react-router";
import { InterestAnswer, type InterestForm } from "../../../../core/contracts/volunteer-participation";
import { SOURCE_TAG_QUERY, sourceTagOf } from "../../../../core/rules/source-tags";
import { VOLUNTEER_PAGES } from "../../../../core/rules/volunteer-app";
import { ApiError } from "../../../lib/api-client";
import { htmlLang } from "../../../lib/html-lang";
import { useTranslation } from "../../../lib/i18n";
import { textAround } from "../../../lib/text-around";
import { showInterest, useInterestForm, volunteerKeys } from "../api/volunteer";
import { VolunteerPagePending } from "../components/volunteer-page-pending";
import { issueText } from "../issue-text";

type Question = InterestForm["questions"][number];
type Answer = { value?: string; optionIds?: number[] };

function QuestionInput(props: {
  question: Question;
  answer: Answer;
  error?: string;
  /** The empty choice of a dropdown, in the reader's language. */
  chooseLabel: string;
  onChange: (answer: Answer) => void;
  /** Where a refused submit takes the focus: the field, or a group's first choice. */
  focusRef: RefCallback<HTMLElement>;
}) {
  const { question, answer, focusRef } = props;
  // The team's words, marked with the language each is in (WCAG 3.1.2): untranslated ones are the study's.
  const common = {
    label: <span lang={htmlLang(question.textLanguages.text)}>{question.text}</span>,
    description: question.helpText ? (
      <span lang={htmlLang(question.textLanguages.helpText)}>{question.helpText}</span>
    ) : undefined,
    required: question.required,
    error: props.error,
  };
  switch (question.inputType) {
    case "PARAGRAPH_TEXT":
      return (
        <Textarea
          {...common}
          ref={focusRef}
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
            {question.options.map((option, index) => (
              <Checkbox
                key={option.id}
                ref={index === 0 ? focusRef : undefined}
                value={String(option.id)}
                label={<span lang={htmlLang(option.language)}>{option.text}</span>}
              />
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
            {question.options.map((option, index) => (
              <Radio
                key={option.id}
                ref={index === 0 ? focusRef : undefined}
                value={String(option.id)}
                label={<span lang={htmlLang(option.language)}>{option.text}</span>}
              />
            ))}
          </Stack>
        </Radio.Group>
      );
    case "DROPDOWN":
      return (
        <NativeSelect
          {...common}
          ref={focusRef}
          value={answer.optionIds?.[0] ? String(answer.optionIds[0]) : ""}
          onChange={(e) =>
            props.onChange({ optionIds: e.currentTarget.value ? [Number(e.currentTarget.value)] : [] })
          }
        >
          <option value="">{props.chooseLabel}</option>
          {question.options.map((option) => (
            <option key={option.id} value={String(option.id)} lang={htmlLang(option.language)}>
              {option.text}
            </option>
          ))}
        </NativeSelect>
      );
    default:
      return (
        <TextInput
          {...common}
          ref={focusRef}
          value={answer.value ?? ""}
          onChange={(e) => props.onChange({ value: e.currentTarget.value })}
        />
      );
  }
}

/**
 * The form's values: each question's answer under `q{id}` (a key of digits alone would be read as an
 * array's index), and the consent.
 */
type QuestionnaireValues = { answers: Record<string, Answer>; consent: boolean };
const answerKey = (questionId: number) => `q${questionId}`;
const hasAnswer = (answer: Answer | undefined) => Boolean(answer?.value?.trim() || answer?.optionIds?.length);
/** Whether the volunteer gave or changed an answer (a prefilled one counts): only those are sent. */
const isGiven = (answer: Answer | undefined) =>
  answer !== undefined && (answer.value !== undefined || answer.optionIds !== undefined);

/**
 * The screening questions and the consent (react-hook-form): a refused submit shows each error beside
 * its question and takes the focus to the first; an error goes once its answer is mended.
 */
function Questionnaire({ form }: { form: InterestForm }) {
  // The study link's tag, passed on from the study page; a value that is not a tag is left out.
  const [searchParams] = useSearchParams();
  const sourceTag = sourceTagOf(searchParams.get(SOURCE_TAG_QUERY));
  const queryClient = useQueryClient();
  const { t, language } = useTranslation();
  const [done, setDone] = useState(false);
  const questionnaire = useForm<QuestionnaireValues>({
    defaultValues: {
      answers: Object.fromEntries(
        form.questions.map((q) => [
          answerKey(q.id),
          q.prefilledOptionIds.length > 0 ? { optionIds: q.prefilledOptionIds } : {},
        ]),
      ),
      consent: false,
    },
  });
  const errors = questionnaire.formState.errors;

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

  const submit = questionnaire.handleSubmit(async ({ answers }) => {
    try {
      await showInterest(form.studyNum, {
        answers: form.questions
          .filter((q) => isGiven(answers[answerKey(q.id)]))
          .map((q) => ({ questionId: q.id, ...answers[answerKey(q.id)] })),
        shareContactDetails: true,
        ...(sourceTag && { sourceTag }),
      });
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: volunteerKeys.conversations });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 409) setDone(true);
      else questionnaire.setError("consent", { message: t("interest.invalid") }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {form.questions.map((question) => (
          <Controller
            key={question.id}
            control={questionnaire.control}
            name={`answers.${answerKey(question.id)}`}
            rules={{
              validate: (answer: Answer) => {
                if (question.required && !hasAnswer(answer)) return t("interest.required");
                // The contract's bounds of an answer (its length), in the reader's language.
                const checked = InterestAnswer.safeParse({ questionId: question.id, ...answer });
                const [issue] = checked.error?.issues ?? [];
                return issue ? issueText(issue, t, language) : true;
              },
            }}
            render={({ field }) => (
              <QuestionInput
                question={question}
                answer={field.value}
                error={errors.answers?.[answerKey(question.id)]?.message}
                chooseLabel={t("interest.choose")}
                onChange={field.onChange}
                focusRef={field.ref}
              />
            )}
          />
        ))}
        <Controller
          control={questionnaire.control}
          name="consent"
          rules={{ validate: (consent) => consent || t("interest.consentMissing") }}
          render={({ field }) => (
            <Checkbox
              ref={field.ref}
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
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              error={errors.consent?.message}
            />
          )}
        />
        <Group>
          <Button type="submit" loading={questionnaire.formState.isSubmitting}>
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
  if (form.error instanceof ApiError) return <Navigate to={VOLUNTEER_PAGES.notFound} replace />;
  if (!form.data) return <VolunteerPagePending label={t("interest.loading")} />;
  return (
    <Stack>
      <Title order={1}>
        {/* The study's title in its own language, within the sentence in the page's (WCAG 3.1.2). */}
        {textAround(
          (place) => t("interest.title", { title: place }),
          <span lang={htmlLang(form.data.titleLanguage)}>{form.data.title}</span>,
        )}
      </Title>
      {form.data.questions.length > 0 && !form.data.alreadyInterested && <Text>{t("interest.intro")}</Text>}
      <Questionnaire form={form.data} />
    </Stack>
  );
}
