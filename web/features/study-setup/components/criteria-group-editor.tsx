import {
  Button,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Controller, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import {
  type CriteriaGroupForm,
  PICK_FIELD_NAMES,
  PICK_FIELDS,
  type PickField,
  pregnancyApplies,
  RANGE_FIELD_NAMES,
  RANGE_FIELDS,
  type RangeField,
  sanitizeNumberInput,
  YES_NO_FIELD_NAMES,
  YES_NO_FIELDS,
  type YesNoField,
} from "../../../../core/eligibility/criteria-form";
import {
  CRITERIA_FIELD_LABELS,
  groupFormIssues,
  groupNameRequired,
  rangeBoundLabel,
} from "../../../../core/eligibility/criteria-form-rules";
import { CRITERIA_OTHER_TEXT_MAX_LENGTH } from "../../../../core/rules/limits";
import { CharacterCounter } from "../../../components/character-counter";
import { htmlLang } from "../../../lib/html-lang";
import { type LookupLists, optionsOf } from "../api/reference-data";
import { LANGUAGE_LOCKED_TOOLTIP, LanguageLock } from "./language-lock";

interface Props {
  heading: string;
  group: CriteriaGroupForm;
  groupCount: number;
  lists: LookupLists;
  /** The language being written and the study's own: another than its own is a translation. */
  languages: { editing: string; default: string };
  submitLabel: string;
  onSubmit: (group: CriteriaGroupForm) => Promise<void> | void;
  backAction: ReactNode;
  /** Told the group's values as they are edited (the study's page keeps them as the tab's draft). */
  onChange?: (group: CriteriaGroupForm) => void;
  /** Shown above the form: the word that kept changes were restored, or were made before a team member saved. */
  restored?: ReactNode;
}

type Tab = "inclusion" | "exclusion";
const EXCLUSION_FIELDS = new Set<string>([
  "otherExclusion",
  ...PICK_FIELD_NAMES.map((f) => `${f}Ex`),
  ...YES_NO_FIELD_NAMES.map((f) => `${f}Ex`),
]);

/** The edit page of one group: name, an inclusion tab (default) and an exclusion tab (spec 001 §2). */
export function CriteriaGroupEditor(props: Props) {
  const { lists } = props;
  const translating = props.languages.editing !== props.languages.default;
  // The texts' languages, for screen readers and the browser's spelling check (WCAG 3.1.2).
  const editingLang = htmlLang(props.languages.editing);
  const defaultLang = htmlLang(props.languages.default);
  const [tab, setTab] = useState<Tab>("inclusion");
  const resolver: Resolver<CriteriaGroupForm> = async (values) => {
    const issues = groupFormIssues(values, { groupCount: props.groupCount });
    if (issues.length === 0) return { values, errors: {} };
    const errors: FieldErrors<CriteriaGroupForm> = {};
    for (const issue of issues) {
      if (!errors[issue.field])
        Object.assign(errors, { [issue.field]: { type: "custom", message: issue.message } });
    }
    return { values: {}, errors };
  };
  const form = useForm<CriteriaGroupForm>({ defaultValues: props.group, resolver, shouldFocusError: false });
  const { control, register, watch, formState, handleSubmit, setFocus, getValues } = form;
  // The page's latest listener, without subscribing again on each of its renders.
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  useEffect(() => {
    const watching = watch(() => onChange.current?.(getValues()));
    return () => watching.unsubscribe();
  }, [watch, getValues]);
  const errors = formState.errors;
  const gender = watch("gender");
  const showPregnancy = pregnancyApplies({ gender });

  const onInvalid = (invalid: FieldErrors<CriteriaGroupForm>) => {
    const first = Object.keys(invalid)[0] as keyof CriteriaGroupForm | undefined;
    if (!first) return;
    const target: Tab = EXCLUSION_FIELDS.has(first) ? "exclusion" : "inclusion";
    setTab(target);
    // Let the tab render before focusing and scrolling to the first error (spec 001 §5).
    setTimeout(() => setFocus(first, { shouldSelect: false }), 0);
  };

  const range = (field: RangeField) => (
    <SimpleGrid cols={2} key={field}>
      {(["Min", "Max"] as const).map((bound) => {
        const name = `${field}${bound}` as const;
        return (
          <LanguageLock locked={translating} key={name}>
            <Controller
              control={control}
              name={name}
              render={({ field: input }) => (
                <TextInput
                  ref={input.ref}
                  label={`${rangeBoundLabel(field, bound)}${RANGE_FIELDS[field].unit ? ` (${RANGE_FIELDS[field].unit})` : ""}`}
                  inputMode={RANGE_FIELDS[field].decimals ? "decimal" : "numeric"}
                  value={input.value}
                  onChange={(event) =>
                    input.onChange(
                      sanitizeNumberInput(event.currentTarget.value, RANGE_FIELDS[field].decimals),
                    )
                  }
                  onBlur={input.onBlur}
                  disabled={translating}
                  description={translating ? LANGUAGE_LOCKED_TOOLTIP : undefined}
                  error={errors[name]?.message}
                />
              )}
            />
          </LanguageLock>
        );
      })}
    </SimpleGrid>
  );

  const pick = (field: PickField, excluded: boolean) => {
    const name = excluded ? (`${field}Ex` as const) : field;
    return (
      <LanguageLock locked={translating} key={name}>
        <Controller
          control={control}
          name={name}
          render={({ field: input }) => (
            <MultiSelect
              ref={input.ref}
              label={
                excluded ? `Exclude ${PICK_FIELDS[field].label.toLowerCase()}` : PICK_FIELDS[field].label
              }
              searchable
              hidePickedOptions
              data={optionsOf(lists[PICK_FIELDS[field].lookupType])}
              value={input.value.map(String)}
              onChange={(next) => input.onChange(next.map(Number))}
              disabled={translating}
              description={translating ? LANGUAGE_LOCKED_TOOLTIP : undefined}
            />
          )}
        />
      </LanguageLock>
    );
  };

  const yesNo = (field: YesNoField, excluded: boolean) => {
    if (field === "pregnancy" && !showPregnancy) return null;
    const name = excluded ? (`${field}Ex` as const) : field;
    return (
      <LanguageLock locked={translating} key={name}>
        <Controller
          control={control}
          name={name}
          render={({ field: input }) => (
            <Select
              ref={input.ref}
              label={
                excluded ? `Exclude: ${YES_NO_FIELDS[field].label.toLowerCase()}` : YES_NO_FIELDS[field].label
              }
              placeholder="No preference"
              clearable
              data={optionsOf(lists.BOOLEAN).slice().reverse()}
              value={input.value === null ? null : String(input.value)}
              onChange={(next) => input.onChange(next === null ? null : Number(next))}
              disabled={translating}
              description={translating ? LANGUAGE_LOCKED_TOOLTIP : undefined}
            />
          )}
        />
      </LanguageLock>
    );
  };

  const otherText = (name: "other" | "otherExclusion", defaultText: string | null) => (
    <Stack gap={2}>
      <Textarea
        label={CRITERIA_FIELD_LABELS[name]}
        lang={editingLang}
        description="Shown to volunteers; not used for automatic matching"
        autosize
        minRows={3}
        error={errors[name]?.message}
        {...register(name)}
      />
      <CharacterCounter length={(watch(name) ?? "").length} limit={CRITERIA_OTHER_TEXT_MAX_LENGTH} />
      {translating && defaultText && (
        <Text size="xs" c="gray.8">
          Default language: <span lang={defaultLang}>{defaultText}</span>
        </Text>
      )}
    </Stack>
  );

  return (
    <form onSubmit={handleSubmit((values) => props.onSubmit(values), onInvalid)} noValidate>
      <Stack gap="lg" maw={820}>
        <Title order={1}>{props.heading}</Title>
        {props.restored}
        {groupNameRequired(props.groupCount) && (
          <Stack gap={2}>
            <TextInput
              label={CRITERIA_FIELD_LABELS.groupName}
              lang={editingLang}
              withAsterisk={!translating}
              error={errors.groupName?.message}
              {...register("groupName")}
            />
            {translating && props.group.defaultLanguageName && (
              <Text size="xs" c="gray.8">
                Default language: <span lang={defaultLang}>{props.group.defaultLanguageName}</span>
              </Text>
            )}
          </Stack>
        )}
        <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? "inclusion")} keepMounted>
          <Tabs.List>
            <Tabs.Tab value="inclusion">Inclusion criteria</Tabs.Tab>
            <Tabs.Tab value="exclusion">Exclusion criteria</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="inclusion" pt="md">
            <Stack gap="md">
              {RANGE_FIELD_NAMES.map(range)}
              {PICK_FIELD_NAMES.map((field) => pick(field, false))}
              {YES_NO_FIELD_NAMES.map((field) => yesNo(field, false))}
              {otherText("other", props.group.defaultLanguageOther)}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="exclusion" pt="md">
            <Stack gap="md">
              {PICK_FIELD_NAMES.map((field) => pick(field, true))}
              {YES_NO_FIELD_NAMES.map((field) => yesNo(field, true))}
              {otherText("otherExclusion", props.group.defaultLanguageOtherExclusion)}
            </Stack>
          </Tabs.Panel>
        </Tabs>
        <Group>
          {props.backAction}
          <Button type="submit" loading={formState.isSubmitting}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
