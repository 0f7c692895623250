import { Button, Checkbox, Group, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { studyNotificationRoutes } from "../../../../core/contracts/routes/study-notifications";
import {
  type NotificationSetting,
  type StudyNotification,
  StudyNotificationBody,
} from "../../../../core/contracts/study-notifications";
import { notices } from "../../../../core/rules/notices";
import { frequencyText } from "../../../../core/rules/profile-display";
import { STUDY_NOTIFICATION_TEXTS } from "../../../../core/rules/study-notifications";
import { showNotice } from "../../../components/notice";
import { api } from "../../../lib/api";
import { ApiError } from "../../../lib/api-client";
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

function SettingForm(props: {
  studyId: number;
  setting: NotificationSetting;
  saved: StudyNotification | undefined;
  members: { id: number; name: string }[];
}) {
  const { setting, saved } = props;
  const queryClient = useQueryClient();
  const [receivers, setReceivers] = useState<number[]>(saved?.recipientStudyTeamMembers ?? []);
  const [emailEnabled, setEmailEnabled] = useState((saved?.recipientEmails.length ?? 0) > 0);
  const [email, setEmail] = useState(saved?.recipientEmails[0] ?? "");
  const [frequency, setFrequency] = useState(saved?.frequency ?? setting.frequencies.at(-1) ?? "NEVER");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = `notification-${setting.id}`;

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
      if (saved) {
        await api.call(
          studyNotificationRoutes.update,
          { params: { studyId: props.studyId, notificationId: saved.id }, body },
          { tolerate: [400, 404] },
        );
      } else {
        await api.call(
          studyNotificationRoutes.create,
          { params: { studyId: props.studyId }, body },
          { tolerate: [400, 409] },
        );
      }
      showNotice(notices["notification-saved"](setting.displayText));
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      showNotice(notices["notification-not-saved"](setting.displayText));
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
        <Checkbox.Group
          label={STUDY_NOTIFICATION_TEXTS.receivers}
          value={receivers.map(String)}
          onChange={(values) => setReceivers(values.map(Number))}
        >
          <Group gap="md" mt={4}>
            {props.members.map((member) => (
              <Checkbox key={member.id} value={String(member.id)} label={member.name} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox
          label={STUDY_NOTIFICATION_TEXTS.specificEmail}
          checked={emailEnabled}
          onChange={(event) => setEmailEnabled(event.currentTarget.checked)}
        />
        {emailEnabled && (
          <TextInput
            label={STUDY_NOTIFICATION_TEXTS.specificEmailLabel}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={error}
            maw={420}
          />
        )}
        <Select
          label={STUDY_NOTIFICATION_TEXTS.frequency}
          data={setting.frequencies.map((value) => ({ value, label: frequencyText(value) }))}
          value={frequency}
          onChange={(value) => value && setFrequency(value)}
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
