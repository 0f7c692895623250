import { zodResolver } from "@hookform/resolvers/zod";
import {
  Button,
  Group,
  MultiSelect,
  Radio,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { ErrorDetail } from "../../../../core/contracts/errors";
import {
  compensationEnabled,
  isTranslatableField,
  normalizeStudyInformation,
  type StudyInformationField,
  type StudyInformationValues,
  studyInformationSchema,
} from "../../../../core/contracts/study-information";
import { CHANGED_ELSEWHERE_TEXTS } from "../../../../core/rules/drafts";
import { STUDY_TEXT_LIMITS, SUGGESTED_READING_LEVEL } from "../../../../core/rules/limits";
import { STUDY_INFORMATION_LABELS as LABELS } from "../../../../core/rules/study-properties";
import { ChangedElsewhere } from "../../../components/changed-elsewhere";
import { CharacterCounter } from "../../../components/character-counter";
import { DraftRestored } from "../../../components/draft-restored";
import {
  forgetFormDraft,
  keepFormDraft,
  onFieldsOf,
  readFormDraft,
  readFormDraftBase,
  sameFormValues,
} from "../../../lib/drafts";
import { htmlLang } from "../../../lib/html-lang";
import { changeDetails, type Rebased, rebaseChanges } from "../../../lib/rebase-changes";
import { type LookupLists, languageName, optionsOf } from "../api/reference-data";
import { LANGUAGE_LOCKED_TOOLTIP, LanguageLock } from "./language-lock";

export interface PrincipalInvestigator {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
}

interface Props {
  initialValues: StudyInformationValues;
  /** The default-language values, shown beside the texts when editing another language. */
  defaultLanguageValues: StudyInformationValues | null;
  language: string;
  defaultLanguage: string;
  pi: PrincipalInvestigator;
  lists: LookupLists;
  submitLabel: string;
  /** Saves; answers the values a team member saved meanwhile when the save was refused for them (412). */
  onSubmit: (values: StudyInformationValues) => Promise<ChangedElsewhereOutcome | undefined> | undefined;
  /** Field errors the server answered, shown on their fields. */
  serverErrors?: readonly ErrorDetail[];
  /** A Back button beside the submit button; it hands over what was typed so that nothing is lost. */
  onBack?: (values: StudyInformationValues) => void;
  /**
   * Where the changes not yet saved are kept (web/lib/drafts.ts: one user's, one study's, one language's),
   * offered back when the form is drawn again; the page removes them once saved.
   */
  draftKey?: string;
}

type TextField = keyof typeof STUDY_TEXT_LIMITS;

/** A save refused because a team member saved the form first: the values they saved. */
export interface ChangedElsewhereOutcome {
  changedElsewhere: StudyInformationValues;
}

type Changes = Pick<Rebased<StudyInformationValues>, "changedByOthers" | "changedByBoth">;

/** The Study Information form of the add-study flow and of the study information page (spec 001 §2, §5). */
export function StudyInformationForm(props: Props) {
  const translating = props.language !== props.defaultLanguage;
  const [showDefaultText, setShowDefaultText] = useState(false);
  const form = useForm<StudyInformationValues>({
    defaultValues: props.initialValues,
    resolver: zodResolver(studyInformationSchema({ defaultLanguage: !translating })),
    shouldFocusError: true,
  });
  const { register, control, formState, watch, setValue, setError, handleSubmit } = form;
  const { draftKey } = props;
  // The values last saved, which a draft is told from (read again after a save).
  const saved = useRef(props.initialValues);
  saved.current = props.initialValues;
  const [restored, setRestored] = useState(() =>
    draftKey ? readFormDraft(draftKey, props.initialValues) !== null : false,
  );
  // Set when a team member's save came between the form's values and the user's changes.
  const [changes, setChanges] = useState<Changes | null>(null);
  /** Puts the user's changes over `theirs`, the values now saved, and says what each changed. */
  const rebase = useCallback(
    (base: StudyInformationValues, mine: StudyInformationValues, theirs: StudyInformationValues) => {
      const rebased = rebaseChanges(base, mine, theirs);
      saved.current = theirs;
      form.reset(theirs);
      form.reset(rebased.values, { keepDefaultValues: true });
      if (draftKey) keepFormDraft(draftKey, rebased.values, theirs);
      setChanges({ changedByOthers: rebased.changedByOthers, changedByBoth: rebased.changedByBoth });
    },
    [draftKey, form],
  );
  // Drawn once per study and language (the page's key): the draft read then, and kept as it is typed.
  useEffect(() => {
    if (!draftKey) return;
    const draft = readFormDraft(draftKey, saved.current);
    const base = onFieldsOf(readFormDraftBase(draftKey), saved.current);
    // The saved values stay the form's defaults: the restored ones are its changes.
    if (draft && base && !sameFormValues(base, saved.current)) rebase(base, draft, saved.current);
    else if (draft) form.reset(draft, { keepDefaultValues: true });
    const watching = watch((values) => keepFormDraft(draftKey, values, saved.current));
    return () => watching.unsubscribe();
  }, [draftKey, form, watch, rebase]);
  const discardDraft = () => {
    if (draftKey) forgetFormDraft(draftKey);
    form.reset(saved.current);
    setRestored(false);
    setChanges(null);
  };
  const errors = formState.errors;
  const offers = compensationEnabled({ offersCompensation: watch("offersCompensation") });

  // A field that becomes disabled is cleared and not validated (spec 001 §5).
  useEffect(() => {
    if (!offers && !translating) setValue("compensation", "", { shouldValidate: false });
  }, [offers, translating, setValue]);

  useEffect(() => {
    for (const detail of props.serverErrors ?? []) {
      const field = detail.field.replace(/^information\./, "") as StudyInformationField;
      if (field in LABELS)
        setError(field, { message: detail.parameters[0] ?? "Invalid value" }, { shouldFocus: true });
    }
  }, [props.serverErrors, setError]);

  const locked = (field: StudyInformationField) => translating && !isTranslatableField(field);
  const lockDescription = (field: StudyInformationField) =>
    locked(field) ? LANGUAGE_LOCKED_TOOLTIP : undefined;
  const defaultText = (field: TextField): ReactNode =>
    translating && showDefaultText && props.defaultLanguageValues ? (
      <Text size="xs" c="gray.8">
        {languageName(props.defaultLanguage)}:{" "}
        <span lang={htmlLang(props.defaultLanguage)}>
          {String(props.defaultLanguageValues[field] || "—")}
        </span>
      </Text>
    ) : null;

  const text = (field: TextField, options: { long?: boolean; required?: boolean; type?: string } = {}) => {
    const Input = options.long ? Textarea : TextInput;
    const value = watch(field) ?? "";
    const counter = field !== "contactEmail" && field !== "contactPhone";
    return (
      <LanguageLock locked={locked(field)}>
        <Stack gap={2}>
          <Input
            label={LABELS[field]}
            // The text's language, for screen readers and the browser's spelling check (WCAG 3.1.2).
            lang={isTranslatableField(field) ? htmlLang(props.language) : undefined}
            withAsterisk={options.required && !translating}
            type={options.type}
            autosize={options.long ? true : undefined}
            minRows={options.long ? 3 : undefined}
            disabled={locked(field) || (field === "compensation" && !offers)}
            description={lockDescription(field)}
            error={errors[field]?.message}
            {...register(field)}
          />
          {counter && !locked(field) && (
            <CharacterCounter length={value.length} limit={STUDY_TEXT_LIMITS[field]} />
          )}
          {defaultText(field)}
        </Stack>
      </LanguageLock>
    );
  };

  const multi = (field: "conditions" | "locations", list: keyof LookupLists) => (
    <LanguageLock locked={locked(field)}>
      <Controller
        control={control}
        name={field}
        render={({ field: input }) => (
          <MultiSelect
            ref={input.ref}
            label={LABELS[field]}
            withAsterisk={!translating}
            searchable
            data={optionsOf(props.lists[list])}
            value={input.value.map(String)}
            onChange={(next) => input.onChange(next.map(Number))}
            onBlur={input.onBlur}
            disabled={locked(field)}
            description={lockDescription(field)}
            error={errors[field]?.message}
            hidePickedOptions
          />
        )}
      />
    </LanguageLock>
  );

  const submit = handleSubmit(async (values) => {
    const base = saved.current;
    const mine = normalizeStudyInformation(values);
    const outcome = await props.onSubmit(mine);
    if (outcome) {
      rebase(base, mine, outcome.changedElsewhere);
      return;
    }
    // Saved: the page has removed the draft, and the word that it was restored goes with it.
    if (draftKey && readFormDraft(draftKey, saved.current) === null) {
      setRestored(false);
      setChanges(null);
    }
  });
  const pi = [props.pi.firstName, props.pi.middleName, props.pi.lastName].filter(Boolean).join(" ");

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        {changes ? (
          <ChangedElsewhere
            message={CHANGED_ELSEWHERE_TEXTS.information}
            details={changeDetails(changes, LABELS)}
            onDiscard={discardDraft}
          />
        ) : (
          restored && <DraftRestored onDiscard={discardDraft} />
        )}
        <Text size="sm" c="gray.8">
          Write in plain language. Suggested reading level: {SUGGESTED_READING_LEVEL}.
        </Text>
        {translating && (
          <Switch
            label={`Show ${languageName(props.defaultLanguage)} text`}
            checked={showDefaultText}
            onChange={(event) => setShowDefaultText(event.currentTarget.checked)}
          />
        )}
        <Stack gap={2}>
          <Text fw={600} size="sm">
            Principal Investigator
          </Text>
          <Text>{pi || "—"}</Text>
        </Stack>
        {text("title", { required: true })}
        {multi("conditions", "MEDICAL_CONDITION")}
        {text("purpose", { long: true, required: true })}
        {text("studyDescription", { long: true, required: true })}
        {multi("locations", "STUDY_LOCATION")}
        <LanguageLock locked={locked("offersCompensation")}>
          <Controller
            control={control}
            name="offersCompensation"
            render={({ field: input }) => (
              <Radio.Group
                label={LABELS.offersCompensation}
                withAsterisk={!translating}
                value={input.value === null ? null : String(input.value)}
                onChange={(next) => input.onChange(Number(next))}
                description={lockDescription("offersCompensation")}
                error={errors.offersCompensation?.message}
              >
                <Group mt="xs">
                  {optionsOf(props.lists.BOOLEAN)
                    .slice()
                    .reverse()
                    .map((option, index) => (
                      <Radio
                        key={option.value}
                        ref={index === 0 ? input.ref : undefined}
                        value={option.value}
                        label={option.label}
                        disabled={locked("offersCompensation")}
                      />
                    ))}
                </Group>
              </Radio.Group>
            )}
          />
        </LanguageLock>
        {text("compensation", { long: true, required: offers })}
        <LanguageLock locked={locked("department")}>
          <Controller
            control={control}
            name="department"
            render={({ field: input }) => (
              <Select
                ref={input.ref}
                label={LABELS.department}
                withAsterisk={!translating}
                searchable
                data={optionsOf(props.lists.STUDY_DEPARTMENT)}
                value={input.value === null ? null : String(input.value)}
                onChange={(next) => input.onChange(next === null ? null : Number(next))}
                onBlur={input.onBlur}
                disabled={locked("department")}
                description={lockDescription("department")}
                error={errors.department?.message}
              />
            )}
          />
        </LanguageLock>
        <Title order={2} size="h4" mt="sm">
          Study contact
        </Title>
        {text("contactName", { required: true })}
        {text("contactEmail", { required: true, type: "email" })}
        {text("contactPhone", { type: "tel" })}
        {text("contactWebsite")}
        {text("aboutStudy", { long: true })}
        <Group mt="md">
          {props.onBack && (
            <Button variant="outline" onClick={() => props.onBack?.(form.getValues())}>
              Back
            </Button>
          )}
          <Button type="submit" loading={formState.isSubmitting}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
