import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Anchor,
  Button,
  Group,
  MultiSelect,
  Radio,
  Stack,
  Textarea,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import { useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import {
  type MessageTemplate,
  MessageTemplateBody,
  TEMPLATE_ERROR_CODES,
  TEMPLATE_TYPES,
} from "../../../../core/contracts/message-templates";
import { CHANGED_ELSEWHERE_TEXTS } from "../../../../core/rules/drafts";
import { MESSAGE_TEXT_MAX_LENGTH } from "../../../../core/rules/limits";
import { TEMPLATE_TEXTS } from "../../../../core/rules/message-templates";
import { ChangedElsewhere } from "../../../components/changed-elsewhere";
import { CharacterCounter } from "../../../components/character-counter";
import { basePath } from "../../../lib/api";
import { ApiError } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { changeDetails, type Rebased, rebaseChanges } from "../../../lib/rebase-changes";
import { useAttachments } from "../../attachments/api/attachments";

type TemplateValues = z.input<typeof MessageTemplateBody>;

/** A save refused because a team member saved the template first: the template as they saved it. */
export interface TemplateChangedElsewhere {
  changedElsewhere: MessageTemplate;
}

type Changes = Pick<Rebased<TemplateValues>, "changedByOthers" | "changedByBoth">;

/** The form's labels, which also name the fields a team member changed. */
const LABELS: Record<"type" | "name" | "text" | "attachments", string> = {
  type: "Type",
  name: "Template name",
  text: "Template text",
  attachments: "Attachments",
};

function valuesOf(studyId: number, template?: MessageTemplate): TemplateValues {
  return {
    studyId,
    type: template?.type ?? "MESSAGE",
    name: template?.name ?? "",
    text: template?.text ?? "",
    attachments: template?.attachments ?? [],
  };
}

/** The first detail's first parameter of a 400 answer, as the spec's template errors show it. */
function firstParameter(error: ApiError): string {
  const body = error.body as { details?: { parameters?: string[] }[] } | null;
  return body?.details?.[0]?.parameters?.[0] ?? "";
}

/**
 * The template form (spec 000 §2.10, §5): type, name, text with the name tokens explained, and the
 * study's attachments. Attachments deleted meanwhile are dropped before saving; the server refuses them too.
 */
export function TemplateForm(props: {
  studyId: number;
  studyNum: string;
  template?: MessageTemplate;
  submitLabel: string;
  onSubmit: (body: MessageTemplateBody) => Promise<TemplateChangedElsewhere | undefined>;
}) {
  const attachments = useAttachments(props.studyId);
  const form = useForm<TemplateValues>({
    resolver: zodResolver(MessageTemplateBody),
    defaultValues: valuesOf(props.studyId, props.template),
  });
  // The values the form was drawn from: the template as read, or as a team member saved it since.
  const base = useRef(valuesOf(props.studyId, props.template));
  const [changes, setChanges] = useState<Changes | null>(null);
  const discardChanges = () => {
    form.reset(base.current);
    setChanges(null);
  };
  const text = form.watch("text") ?? "";
  const options = (attachments.data ?? []).map((attachment) => ({
    value: String(attachment.id),
    label: attachment.title,
  }));

  async function submit(values: TemplateValues) {
    const known = new Set((attachments.data ?? []).map((attachment) => attachment.id));
    const body = MessageTemplateBody.parse({
      ...values,
      attachments: (values.attachments ?? []).filter((attachment) => known.has(attachment.id)),
    });
    try {
      const outcome = await props.onSubmit(body);
      if (outcome) {
        const theirs = valuesOf(props.studyId, outcome.changedElsewhere);
        const rebased = rebaseChanges(base.current, values, theirs);
        base.current = theirs;
        form.reset(theirs);
        form.reset(rebased.values, { keepDefaultValues: true });
        setChanges({ changedByOthers: rebased.changedByOthers, changedByBoth: rebased.changedByBoth });
      }
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) {
        form.setError("root", { message: TEMPLATE_TEXTS.unknownError });
      } else if (error.code === TEMPLATE_ERROR_CODES.duplicatedName) {
        form.setError("name", { message: TEMPLATE_TEXTS.duplicatedName(firstParameter(error) || body.name) });
      } else if (error.code === TEMPLATE_ERROR_CODES.missingAttachments) {
        form.setError("attachments", { message: TEMPLATE_TEXTS.missingAttachments });
      } else {
        form.setError("root", { message: `${error.code ?? "ERROR"}: ${firstParameter(error)}` });
      }
    }
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate>
      <Stack maw={640}>
        {changes && (
          <ChangedElsewhere
            message={CHANGED_ELSEWHERE_TEXTS.template}
            details={changeDetails<TemplateValues>(changes, LABELS)}
            onDiscard={discardChanges}
          />
        )}
        {form.formState.errors.root && (
          <Alert color="red.9" variant="light" role="alert">
            {form.formState.errors.root.message}
          </Alert>
        )}
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Radio.Group label={LABELS.type} required value={field.value} onChange={field.onChange}>
              <Group mt="xs">
                {TEMPLATE_TYPES.map((type) => (
                  <Radio key={type} value={type} label={TEMPLATE_TEXTS.typeLabels[type]} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <TextInput
          label={LABELS.name}
          required
          {...form.register("name")}
          error={form.formState.errors.name?.message}
        />
        <div>
          <Textarea
            label={LABELS.text}
            required
            autosize
            minRows={5}
            description={TEMPLATE_TEXTS.tokens}
            {...form.register("text")}
            error={form.formState.errors.text?.message}
            aria-describedby="template-text-counter"
          />
          <CharacterCounter id="template-text-counter" length={text.length} limit={MESSAGE_TEXT_MAX_LENGTH} />
        </div>
        <Controller
          control={form.control}
          name="attachments"
          render={({ field, fieldState }) => (
            <MultiSelect
              label={LABELS.attachments}
              data={options}
              value={(field.value ?? []).map((attachment) => String(attachment.id))}
              onChange={(ids) => field.onChange(ids.map((id) => ({ id: Number(id) })))}
              error={fieldState.error?.message}
              clearable
              searchable
              nothingFoundMessage="No attachments"
            />
          )}
        />
        <Group gap="md">
          <Button variant="default" size="xs" onClick={() => attachments.refetch()}>
            {TEMPLATE_TEXTS.refreshAttachments}
          </Button>
          <Anchor
            href={`${basePath}${paths.study.attachments(props.studyNum)}`}
            target="_blank"
            rel="noopener"
            size="sm"
          >
            {TEMPLATE_TEXTS.manageAttachments}
            <VisuallyHidden> (opens in a new window)</VisuallyHidden>
          </Anchor>
        </Group>
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
