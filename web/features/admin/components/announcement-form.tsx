import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Stack, Textarea, TextInput, Title } from "@mantine/core";
import dayjs from "dayjs";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { type Announcement, AnnouncementFields } from "../../../../core/contracts/announcements";
import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_TEXTS,
  earliestAnnouncementStart,
} from "../../../../core/rules/announcements";
import { DATE_TIME_FORMAT } from "../../../../core/rules/dates";
import { FORM_MESSAGES } from "../../../../core/rules/form-messages";
import { CharacterCounter } from "../../../components/character-counter";

const LOCAL_INPUT_FORMAT = "YYYY-MM-DDTHH:mm";
const toInput = (time: number) => dayjs(time).format(LOCAL_INPUT_FORMAT);
// A datetime-local value has no zone: dayjs reads it as local time, as the browser shows it.
const fromInput = (value: string) => dayjs(value).valueOf();

export interface AnnouncementFormValues {
  title: string;
  message: string;
  start: string;
  end: string;
}

/**
 * The rules of spec 001 §5 on the form's local date-times. An announcement being edited may keep the
 * start it has, even one in the past; a changed start obeys the rule of a new one, as on the server.
 */
function formSchema(keptStart: number | null) {
  return z
    .object({
      title: AnnouncementFields.shape.title,
      message: AnnouncementFields.shape.message,
      start: z.string().min(1, FORM_MESSAGES.required(ANNOUNCEMENT_TEXTS.startLabel)),
      end: z.string().min(1, FORM_MESSAGES.required(ANNOUNCEMENT_TEXTS.endLabel)),
    })
    .superRefine((values, context) => {
      const start = fromInput(values.start);
      const earliest = earliestAnnouncementStart(Date.now());
      if (start !== keptStart && start < earliest) {
        context.addIssue({
          code: "custom",
          path: ["start"],
          message: ANNOUNCEMENT_TEXTS.startTooEarly(dayjs(earliest).format(DATE_TIME_FORMAT)),
        });
      }
      if (values.end && fromInput(values.end) < start) {
        context.addIssue({ code: "custom", path: ["end"], message: ANNOUNCEMENT_TEXTS.endBeforeStart });
      }
    });
}

/** The create or edit form; `editing` fills it and turns Create into Update. */
export function AnnouncementForm(props: {
  editing: Announcement | null;
  onSubmit: (body: {
    title: string;
    message: string;
    startTime: number;
    endTime: number;
  }) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { editing } = props;
  const earliest = earliestAnnouncementStart(Date.now());
  const form = useForm<AnnouncementFormValues>({
    resolver: zodResolver(formSchema(editing?.startTime ?? null)),
    defaultValues: editing
      ? {
          title: editing.title,
          message: editing.message,
          start: toInput(editing.startTime),
          end: toInput(editing.endTime),
        }
      : { title: "", message: "", start: toInput(earliest), end: "" },
  });
  const errors = form.formState.errors;
  const title = form.watch("title");
  const message = form.watch("message");

  return (
    <section aria-labelledby="announcement-form-heading">
      <Title order={2} size="h4" id="announcement-form-heading" mb="xs">
        {editing ? `${ANNOUNCEMENT_TEXTS.edit}: ${editing.title}` : ANNOUNCEMENT_TEXTS.add}
      </Title>
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          const saved = await props.onSubmit({
            title: values.title,
            message: values.message,
            startTime: fromInput(values.start),
            endTime: fromInput(values.end),
          });
          if (saved) form.reset();
        })}
      >
        <Stack gap="xs" maw={640}>
          <div>
            <TextInput
              label={ANNOUNCEMENT_TEXTS.titleLabel}
              required
              {...form.register("title")}
              error={errors.title?.message}
            />
            <CharacterCounter length={title.length} limit={ANNOUNCEMENT_LIMITS.title} />
          </div>
          <div>
            <Textarea
              label={ANNOUNCEMENT_TEXTS.messageLabel}
              required
              autosize
              minRows={3}
              {...form.register("message")}
              error={errors.message?.message}
            />
            <CharacterCounter length={message.length} limit={ANNOUNCEMENT_LIMITS.message} />
          </div>
          <Group grow align="flex-start">
            <TextInput
              label={ANNOUNCEMENT_TEXTS.startLabel}
              type="datetime-local"
              required
              {...form.register("start")}
              error={errors.start?.message}
            />
            <TextInput
              label={ANNOUNCEMENT_TEXTS.endLabel}
              type="datetime-local"
              required
              {...form.register("end")}
              error={errors.end?.message}
            />
          </Group>
          <Group>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {editing ? ANNOUNCEMENT_TEXTS.update : ANNOUNCEMENT_TEXTS.create}
            </Button>
            <Button variant="default" onClick={props.onCancel}>
              {ANNOUNCEMENT_TEXTS.cancel}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
