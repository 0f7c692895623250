import { Button, Checkbox, Group, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { studyNotificationRoutes } from "../../../../core/contracts/routes/study-notifications";
import {
  type NotificationSetting,
  STUDY_NOTIFICATION_ERROR_CODES,
  type StudyNotification,
  StudyNotificationBody,
} from "../../../../core/contracts/study-notifications";
import { CHANGED_ELSEWHERE_TEXTS } from "../../../../core/rules/drafts";
import { notices } from "../../../../core/rules/notices";
import { frequencyText } from "../../../../core/rules/profile-display";
import { STUDY_NOTIFICATION_TEXTS } from "../../../../core/rules/study-notifications";
import { ChangedElsewhere } from "../../../components/changed-elsewhere";
import { showNotice } from "../../../components/notice";
import { api } from "../../../lib/api";
import { ApiError } from "../../../lib/api-client";
import { changeDetails, type Rebased, rebaseChanges } from "../../../lib/rebase-changes";
import { useTeamAccess } from "../api/study-team";

const notificationKeys = { study: (studyId: number) => ["study-notifications", studyId] as const };

/**
 * The 'Email Notifications' tab (spec 001 §2, §5): for each of the four settings, the team members who
 * receive it, a specific e-mail kept only when enabled, and a frequency among those the setting offers.
 */
export function NotificationSettingsPanel(props: { studyId: number }) {
  const settings = useQuery({
    queryKey: notificationKeys.study(props.studyId),
    queryFn: () => api.call(studyNotificationRoutes.list, { params: { studyId: props.studyId } }),
  });
  const team = useTeamAccess(props.studyId);
  if (!settings.data || !team.data) return <Text>Loading the notification settings…</Text>;
  const members = team.data.members.map((member) => ({
    id: member.studyTeamMemberUser.id,
    name: `${member.studyTeamMemberUser.firstName} ${member.studyTeamMemberUser.lastName}`,
  }));
  return (
    <Stack gap="md">
      <Text size="sm">{STUDY_NOTIFICATION_TEXTS.intro}</Text>
      {settings.data.settings.map((setting) => (
        <SettingForm
          key={setting.id}
          studyId={props.studyId}
          setting={setting}
          saved={settings.data.notifications.find((item) => item.notificationSetting.id === setting.id)}
          members={members}
        />
      ))}
    </Stack>
  );
}

/** What a setting's form edits. */
interface ChoiceValues {
  receivers: number[];
  emailEnabled: boolean;
  email: string;
  frequency: string;
}

/** The labels of the form's fields, which also name those a team member changed. */
const CHOICE_LABELS: Record<keyof ChoiceValues, string> = {
  receivers: STUDY_NOTIFICATION_TEXTS.receivers,
  emailEnabled: STUDY_NOTIFICATION_TEXTS.specificEmail,
  email: STUDY_NOTIFICATION_TEXTS.specificEmailLabel,
  frequency: STUDY_NOTIFICATION_TEXTS.frequency,
};

function choiceValues(setting: NotificationSetting, saved: StudyNotification | undefined): ChoiceValues {
  return {
    receivers: saved?.recipientStudyTeamMembers ?? [],
    emailEnabled: (saved?.recipientEmails.length ?? 0) > 0,
    email: saved?.recipientEmails[0] ?? "",
    frequency: saved?.frequency ?? setting.frequencies.at(-1) ?? "NEVER",
  };
}

/** The choice as the form was drawn from it: a save from it is refused when a team member saved since. */
interface Base {
  values: ChoiceValues;
  saved: StudyNotification | undefined;
}

type Changes = Pick<Rebased<ChoiceValues>, "changedByOthers" | "changedByBoth">;

function SettingForm(props: {
  studyId: number;
  setting: NotificationSetting;
  saved: StudyNotification | undefined;
  members: { id: number; name: string }[];
}) {
  const { setting } = props;
  const queryClient = useQueryClient();
  const [base, setBase] = useState<Base>(() => ({
    values: choiceValues(setting, props.saved),
    saved: props.saved,
  }));
  const [values, setValues] = useState<ChoiceValues>(base.values);
  const { receivers, emailEnabled, email, frequency } = values;
  const change = (changed: Partial<ChoiceValues>) =>
    setValues((current) => Object.assign({}, current, changed));
  const [changes, setChanges] = useState<Changes | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = `notification-${setting.id}`;

  /** A team member saved first (412, or 409 for a first save): their choice, with the user's changes over it. */
  async function rebaseOnTheirs() {
    const fresh = await queryClient.fetchQuery({
      queryKey: notificationKeys.study(props.studyId),
      queryFn: () => api.call(studyNotificationRoutes.list, { params: { studyId: props.studyId } }),
      staleTime: 0,
    });
    const theirs = fresh.notifications.find((item) => item.notificationSetting.id === setting.id);
    const theirValues = choiceValues(setting, theirs);
    const rebased = rebaseChanges(base.values, values, theirValues);
    setBase({ values: theirValues, saved: theirs });
    setValues(rebased.values);
    setChanges({ changedByOthers: rebased.changedByOthers, changedByBoth: rebased.changedByBoth });
  }

  async function save() {
    const parsed = StudyNotificationBody.safeParse({
      notificationSettingName: setting.name,
      frequency,
      recipientStudyTeamMembers: receivers,
      specificEmailEnabled: emailEnabled,
      specificEmail: emailEnabled ? email : null,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const body = { ...parsed.data };
      const saved = base.saved
        ? await api.call(
            studyNotificationRoutes.update,
            {
              params: { studyId: props.studyId, notificationId: base.saved.id },
              headers: { "if-match": `"${base.saved.version}"` },
              body,
            },
            { tolerate: [400, 404, 409, 412] },
          )
        : await api.call(
            studyNotificationRoutes.create,
            { params: { studyId: props.studyId }, body },
            { tolerate: [400, 409] },
          );
      setBase({ values: choiceValues(setting, saved), saved });
      setChanges(null);
      showNotice(notices["notification-saved"](setting.displayText));
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      const theirsFirst =
        failure.status === 412 ||
        (failure.status === 409 && !base.saved && failure.code === STUDY_NOTIFICATION_ERROR_CODES.exists);
      if (theirsFirst) await rebaseOnTheirs();
      else showNotice(notices["notification-not-saved"](setting.displayText));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: notificationKeys.study(props.studyId) });
    }
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {setting.displayText}
        </Title>
        {changes && (
          <ChangedElsewhere
            message={CHANGED_ELSEWHERE_TEXTS.notification}
            details={changeDetails<ChoiceValues>(changes, CHOICE_LABELS)}
            onDiscard={() => {
              setValues(base.values);
              setChanges(null);
            }}
          />
        )}
        <Checkbox.Group
          label={STUDY_NOTIFICATION_TEXTS.receivers}
          value={receivers.map(String)}
          onChange={(checked) => change({ receivers: checked.map(Number) })}
        >
          <Group gap="md" mt={4}>
            {props.members.map((member) => (
              <Checkbox key={member.id} value={String(member.id)} label={member.name} />
            ))}
          </Group>
        </Checkbox.Group>
        {/* Set apart from the receivers above: it is not one of the team's members. */}
        <Checkbox
          mt="sm"
          label={STUDY_NOTIFICATION_TEXTS.specificEmail}
          checked={emailEnabled}
          onChange={(event) => change({ emailEnabled: event.currentTarget.checked })}
        />
        {emailEnabled && (
          <TextInput
            label={STUDY_NOTIFICATION_TEXTS.specificEmailLabel}
            type="email"
            value={email}
            onChange={(event) => change({ email: event.currentTarget.value })}
            error={error}
            maw={420}
          />
        )}
        <Select
          label={STUDY_NOTIFICATION_TEXTS.frequency}
          data={setting.frequencies.map((value) => ({ value, label: frequencyText(value) }))}
          value={frequency}
          onChange={(value) => value && change({ frequency: value })}
          allowDeselect={false}
          maw={240}
        />
        <Group>
          <Button
            onClick={save}
            loading={busy}
            aria-label={`${STUDY_NOTIFICATION_TEXTS.save} ${setting.displayText}`}
          >
            {STUDY_NOTIFICATION_TEXTS.save}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
