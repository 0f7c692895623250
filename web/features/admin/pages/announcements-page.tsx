import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useState } from "react";
import type { Announcement } from "../../../../core/contracts/announcements";
import { ANNOUNCEMENT_TEXTS, announcementTiming } from "../../../../core/rules/announcements";
import { DATE_TIME_FORMAT } from "../../../../core/rules/dates";
import { ConfirmModal } from "../../../components/confirm-modal";
import { showNotice } from "../../../components/notice";
import { PagePending } from "../../../components/page-pending";
import {
  announcementKeys,
  deleteAnnouncement,
  saveAnnouncement,
  useAnnouncements,
} from "../api/announcements";
import { AnnouncementForm } from "../components/announcement-form";

const when = (time: number) => dayjs(time).format(DATE_TIME_FORMAT);

/**
 * /admin/announcements (spec 001 §2, §4): the list by start then end, newest first; create, or edit
 * (the announcement marked 'Being edited') then update or cancel; delete after a confirmation.
 */
export function AnnouncementsPage() {
  const announcements = useAnnouncements();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<{ editing: Announcement | null } | null>(null);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = () => queryClient.invalidateQueries({ queryKey: announcementKeys.all });

  if (!announcements.data) {
    return <PagePending label="Loading announcements" />;
  }

  async function submit(body: { title: string; message: string; startTime: number; endTime: number }) {
    const editing = form?.editing ?? null;
    const refusal = await saveAnnouncement(editing?.id ?? null, body);
    if (refusal) {
      showNotice({ kind: "error", message: refusal });
      return false;
    }
    showNotice({
      kind: "success",
      message: editing ? ANNOUNCEMENT_TEXTS.updated : ANNOUNCEMENT_TEXTS.created,
    });
    setForm(null);
    await reload();
    return true;
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteAnnouncement(deleting.id);
      showNotice({ kind: "success", message: ANNOUNCEMENT_TEXTS.deleted });
      if (form?.editing?.id === deleting.id) setForm(null);
      setDeleting(null);
      await reload();
    } finally {
      setBusy(false);
    }
  }

  const now = Date.now();
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{ANNOUNCEMENT_TEXTS.title}</Title>
        {!form && <Button onClick={() => setForm({ editing: null })}>{ANNOUNCEMENT_TEXTS.add}</Button>}
      </Group>
      {form && (
        <AnnouncementForm
          key={form.editing?.id ?? "new"}
          editing={form.editing}
          onSubmit={submit}
          onCancel={() => setForm(null)}
        />
      )}
      {announcements.data.length === 0 ? (
        <Text>{ANNOUNCEMENT_TEXTS.none}</Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          style={{ listStyle: "none", padding: 0 }}
          aria-label={ANNOUNCEMENT_TEXTS.title}
        >
          {announcements.data.map((announcement) => {
            const beingEdited = form?.editing?.id === announcement.id;
            return (
              <Card
                key={announcement.id}
                component="li"
                withBorder
                aria-current={beingEdited ? "true" : undefined}
              >
                <Group justify="space-between" align="flex-start" wrap="wrap">
                  <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
                    <Group gap="xs">
                      <Title order={2} size="h5">
                        {announcement.title}
                      </Title>
                      {beingEdited && (
                        <Badge color="blue.9" variant="filled">
                          {ANNOUNCEMENT_TEXTS.beingEdited}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                      {announcement.message}
                    </Text>
                    <Text size="sm" c="gray.8">
                      {ANNOUNCEMENT_TEXTS[announcementTiming(announcement, now)]}:{" "}
                      {when(announcement.startTime)} – {when(announcement.endTime)}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Button
                      variant="default"
                      size="xs"
                      aria-label={`${ANNOUNCEMENT_TEXTS.edit} ${announcement.title}`}
                      onClick={() => setForm({ editing: announcement })}
                    >
                      {ANNOUNCEMENT_TEXTS.edit}
                    </Button>
                    <Button
                      variant="default"
                      size="xs"
                      aria-label={`${ANNOUNCEMENT_TEXTS.delete} ${announcement.title}`}
                      onClick={() => setDeleting(announcement)}
                    >
                      {ANNOUNCEMENT_TEXTS.delete}
                    </Button>
                  </Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={ANNOUNCEMENT_TEXTS.delete}
        text={ANNOUNCEMENT_TEXTS.confirmDelete(deleting?.title ?? "")}
        confirmLabel={ANNOUNCEMENT_TEXTS.delete}
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
