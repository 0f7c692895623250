import { Anchor, Button, Card, Group, List, Stack, Text, Textarea, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import { volunteerParticipationRoutes } from "../../../../core/contracts/routes/volunteer-participation";

import { MESSAGE_TEXT_MAX_LENGTH } from "../../../../core/rules/limits";
import { VOLUNTEER_PAGES } from "../../../../core/rules/volunteer-app";
import { CharacterCounter } from "../../../components/character-counter";
import { ApiError } from "../../../lib/api-client";
import { readBasePath } from "../../../lib/base-path";
import { useDraft } from "../../../lib/drafts";
import { htmlLang } from "../../../lib/html-lang";
import { formatDateTime, useTranslation } from "../../../lib/i18n";
import { useAuthDetails } from "../../auth/api/auth-details";
import { replyToTeam, useVolunteerConversation, volunteerKeys } from "../api/volunteer";
import { VolunteerPagePending } from "../components/volunteer-page-pending";

/** /volunteer/messages/{id}: the conversation with a study team, its attachments, and a reply. */
export function VolunteerConversationPage() {
  const studyVolunteerId = Number(useParams().studyVolunteerId);
  const conversation = useVolunteerConversation(studyVolunteerId);
  const queryClient = useQueryClient();
  const userId = useAuthDetails().data?.loggedInUser?.userId;
  // Kept until sent: a session that ends while the volunteer writes brings them back to it after signing in.
  const [text, setText] = useDraft(`volunteer:${userId}:conversation:${studyVolunteerId}`);
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (conversation.error instanceof ApiError || !Number.isInteger(studyVolunteerId))
    return <Navigate to={VOLUNTEER_PAGES.notFound} replace />;
  if (!conversation.data) return <VolunteerPagePending label={t("conversation.loading")} />;
  const data = conversation.data;
  const download = (attachmentId: number) =>
    `${readBasePath()}/backend${volunteerParticipationRoutes.attachment.path
      .replace(":studyVolunteerId", String(studyVolunteerId))
      .replace(":attachmentId", String(attachmentId))}`;

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setProblem(t("conversation.required"));
      return;
    }
    if (text.length > MESSAGE_TEXT_MAX_LENGTH) return;
    setBusy(true);
    try {
      await replyToTeam(studyVolunteerId, text);
      setText("");
      setProblem(null);
      await queryClient.invalidateQueries({ queryKey: volunteerKeys.conversation(studyVolunteerId) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack>
      <Anchor component={Link} to={VOLUNTEER_PAGES.messages} size="sm" c="blue.9">
        {t("conversation.back")}
      </Anchor>
      <Title order={1} lang={data.title ? htmlLang(data.titleLanguage) : undefined}>
        {data.title || data.studyNum}
      </Title>
      <Stack
        component="ol"
        gap="sm"
        style={{ listStyle: "none", padding: 0, margin: 0 }}
        aria-label={t("conversation.list")}
      >
        {data.messages.map((message) => (
          <Card
            key={message.id}
            component="li"
            withBorder
            bg={message.fromStudyTeam ? "gray.0" : "blue.0"}
            ml={message.fromStudyTeam ? 0 : "xl"}
            mr={message.fromStudyTeam ? "xl" : 0}
          >
            <Text size="xs" c="gray.8">
              {message.fromStudyTeam ? t("conversation.studyTeam") : t("conversation.you")} ·{" "}
              {formatDateTime(message.sentDate)}
            </Text>
            <Text style={{ whiteSpace: "pre-wrap" }}>{message.body}</Text>
            {message.attachments.length > 0 && (
              <List size="sm" mt={4}>
                {message.attachments.map((attachment) => (
                  <List.Item key={attachment.id}>
                    <Anchor href={download(attachment.id)} c="blue.9" download>
                      {attachment.title} ({attachment.filename})
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            )}
          </Card>
        ))}
      </Stack>
      <form onSubmit={send} noValidate>
        <Stack gap="xs">
          <Textarea
            label={t("conversation.reply")}
            autosize
            minRows={3}
            value={text}
            error={problem}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <CharacterCounter
            length={text.length}
            limit={MESSAGE_TEXT_MAX_LENGTH}
            text={(remaining) => t("widgets.charactersLeft", { count: remaining })}
          />
          <Group>
            <Button type="submit" loading={busy}>
              {t("conversation.send")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
