import { Button, Card, Checkbox, Group, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type ReactNode, useRef, useState } from "react";
import type { CriteriaGroupForm } from "../../../../core/eligibility/criteria-form";
import {
  GROUP_NAMES_MISSING_MESSAGE,
  groupNamesMissing,
} from "../../../../core/eligibility/criteria-form-rules";
import { FORM_MESSAGES } from "../../../../core/rules/form-messages";
import { TOAST_DURATION_MS } from "../../../../core/rules/limits";
import { type LookupLists, optionsOf } from "../api/reference-data";
import { type CriteriaDraft, withGroupAdded, withGroupDeleted } from "./criteria-draft";
import { CriteriaSummary } from "./criteria-summary";
import { LANGUAGE_LOCKED_TOOLTIP, LanguageLock } from "./language-lock";

interface Props {
  heading: string;
  draft: CriteriaDraft;
  onChange: (draft: CriteriaDraft) => void;
  lists: LookupLists;
  /** Editing another language: only texts change, groups cannot be added or deleted. */
  translating: boolean;
  onEdit: (index: number) => void;
  submitLabel: string;
  onSubmit: (draft: CriteriaDraft) => Promise<void> | void;
  beforeSubmit?: ReactNode;
  /** The feasibility panel: how many volunteers the criteria reach as they stand (issue 29). */
  feasibility?: ReactNode;
  languageSwitch?: ReactNode;
}

/** The criteria overview: participant types, the groups (arms) with Edit and Delete, 'Add group/arm'. */
export function CriteriaOverview(props: Props) {
  const { draft, translating } = props;
  const [typesError, setTypesError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const typesRef = useRef<HTMLDivElement>(null);
  const several = draft.groups.length > 1;
  // Unsaved groups have no id: each group object gets a key of its own for as long as it lives.
  const keys = useRef(new WeakMap<CriteriaGroupForm, number>());
  const nextKey = useRef(0);
  const keyOf = (group: CriteriaGroupForm) => {
    let key = keys.current.get(group);
    if (key === undefined) {
      nextKey.current += 1;
      key = nextKey.current;
      keys.current.set(group, key);
    }
    return key;
  };

  const submit = async () => {
    if (draft.participantTypeIds.length === 0) {
      setTypesError(FORM_MESSAGES.selectAtLeastOne);
      typesRef.current?.scrollIntoView({ block: "center" });
      typesRef.current?.querySelector("input")?.focus();
      return;
    }
    if (groupNamesMissing(draft.groups)) {
      notifications.show({
        color: "red.9",
        position: "top-center",
        autoClose: TOAST_DURATION_MS,
        withCloseButton: true,
        withBorder: true,
        closeButtonProps: { "aria-label": "Close notice" },
        message: (
          <Text size="sm" c="dark.9">
            {GROUP_NAMES_MISSING_MESSAGE}
          </Text>
        ),
      });
      return;
    }
    setSubmitting(true);
    try {
      await props.onSubmit(draft);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack gap="lg" maw={820}>
      <Group justify="space-between" align="end">
        <Title order={1}>{props.heading}</Title>
        {props.languageSwitch}
      </Group>
      <LanguageLock locked={translating}>
        <Checkbox.Group
          ref={typesRef}
          label="Participant types"
          description={translating ? LANGUAGE_LOCKED_TOOLTIP : "Who may take part in this study"}
          withAsterisk
          value={draft.participantTypeIds.map(String)}
          onChange={(values) => {
            setTypesError(null);
            props.onChange({ ...draft, participantTypeIds: values.map(Number) });
          }}
          error={typesError}
        >
          <Stack gap="xs" mt="xs">
            {optionsOf(props.lists.PARTICIPANT_TYPE).map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} disabled={translating} />
            ))}
          </Stack>
        </Checkbox.Group>
      </LanguageLock>
      <Stack gap="md">
        <Title order={2} size="h3">
          Criteria groups
        </Title>
        {draft.groups.map((group, index) => {
          const name = group.groupName.trim() || (several ? "Group name missing" : "");
          return (
            <Card
              key={keyOf(group)}
              withBorder
              padding="md"
              component="section"
              aria-labelledby={`criteria-group-${index}`}
            >
              <Stack gap="xs">
                <Group justify="space-between">
                  <Title
                    id={`criteria-group-${index}`}
                    order={3}
                    size="h4"
                    c={group.groupName.trim() || !several ? undefined : "red.9"}
                  >
                    {name || `Group ${index + 1}`}
                  </Title>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => props.onEdit(index)}
                      aria-label={`Edit ${name || `group ${index + 1}`}`}
                    >
                      Edit
                    </Button>
                    {several && !translating && (
                      <Button
                        size="xs"
                        variant="outline"
                        color="red.9"
                        onClick={() => props.onChange(withGroupDeleted(draft, index))}
                        aria-label={`Delete ${name || `group ${index + 1}`}`}
                      >
                        Delete
                      </Button>
                    )}
                  </Group>
                </Group>
                {translating && group.defaultLanguageName && (
                  <Text size="xs" c="gray.8">
                    Default language name: {group.defaultLanguageName}
                  </Text>
                )}
                <CriteriaSummary group={group} lists={props.lists} />
              </Stack>
            </Card>
          );
        })}
        {!translating && (
          <Group>
            <Button variant="outline" onClick={() => props.onChange(withGroupAdded(draft))}>
              Add group/arm
            </Button>
          </Group>
        )}
      </Stack>
      {props.feasibility}
      <Group>
        {props.beforeSubmit}
        <Button onClick={submit} loading={submitting}>
          {props.submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
