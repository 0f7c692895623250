import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import type { Message } from "../../../../core/contracts/messages";
import { previousIndex } from "../../../../core/rules/conversation-window";
import { DATE_TIME_FORMAT } from "../../../../core/rules/dates";
import { tabTitleProps } from "../../../../core/rules/document-title";
import { INBOX_TEXTS } from "../../../../core/rules/inbox";
import { CONVERSATION_SCROLL } from "../../../../core/rules/limits";
import { notices } from "../../../../core/rules/notices";
import { localToday, participantSummaryText } from "../../../../core/rules/profile-display";
import { showNotice } from "../../../components/notice";
import { PagePending, unanswered } from "../../../components/page-pending";
import { StatusBadge } from "../../../components/status-badge";
import { ApiError } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { scrollToElement } from "../../../lib/scroll-to-element";
import { attachmentDownloadHref, downloadAttachment } from "../../attachments/api/attachments";
import { useAuthDetails } from "../../auth/api/auth-details";
import {
  interestedKeys,
  useInterestedParticipant,
} from "../../interested-participants/api/interested-participants";
import { MoveToMenu } from "../../interested-participants/components/move-to-menu";
import { messagingKeys, readConversationWindow, sendMessage } from "../../messaging/api/messages";
import { type ComposedMessage, MessageComposer } from "../../messaging/components/message-composer";
import { studyKeys } from "../../studies/api/studies";
import { useStudyByNumber } from "../../studies/api/study";

const messageElementId = (id: number) => `message-${id}`;
const isNew = (message: Message) => message.status === "UNREAD" && !message.recipientVolunteer;

/**
 * /studies/{studyNum}/inbox/{studyVolunteerId} (spec 000 §2.11, §4.6): the participant's summary, the
 * conversation from the first new message (or the last ten) with earlier ones on demand, and the
 * write-message form. Opening it marks the volunteer's messages read.
 */
export function ConversationPage() {
  const { studyNum = "", studyVolunteerId = "" } = useParams();
  if (!/^[1-9]\d{0,9}$/.test(studyVolunteerId)) return <Navigate to={paths.notFound()} replace />;
  return <ConversationView key={studyVolunteerId} studyNum={studyNum} id={Number(studyVolunteerId)} />;
}

function ConversationView({ studyNum, id }: { studyNum: string; id: number }) {
  const study = useStudyByNumber(studyNum).synopsis.data;
  const studyId = study?.id;
  const participant = useInterestedParticipant(studyId, id);
  const userId = useAuthDetails().data?.loggedInUser?.userId;
  const queryClient = useQueryClient();
  const opening = useQuery({
    queryKey: messagingKeys.conversation(studyId ?? 0, id),
    queryFn: () => readConversationWindow(studyId ?? 0, id),
    enabled: studyId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [earlier, setEarlier] = useState<{
    messages: Message[];
    fromIndex: number;
    /** The message that was first before these were loaded: where the reader is taken back to. */
    previousFirstId: number | undefined;
  } | null>(null);
  const anchor = useRef<HTMLLIElement>(null);
  const firstWindow = opening.data;

  // Where reading starts: the first new message, else the newest (spec 000 §2.11).
  useEffect(() => {
    if (!firstWindow || earlier || !anchor.current) return;
    scrollToElement(anchor.current, CONVERSATION_SCROLL);
  }, [firstWindow, earlier]);

  // After older messages are loaded, back to the message that was first, at once.
  useLayoutEffect(() => {
    const element =
      earlier?.previousFirstId && document.getElementById(messageElementId(earlier.previousFirstId));
    if (!element) return;
    scrollToElement(element, {
      durationMs: CONVERSATION_SCROLL.olderDurationMs,
      offsetPx: CONVERSATION_SCROLL.offsetPx,
    });
  }, [earlier]);

  if (!study || unanswered(opening) || unanswered(participant)) {
    return <PagePending label="Loading conversation" />;
  }
  const row = participant.data;
  if (!firstWindow || !row) return <Navigate to={paths.notFound()} replace />;
  const shown = [...(earlier?.messages ?? []), ...firstWindow.page];
  const fromIndex = earlier?.fromIndex ?? firstWindow.fromIndex;
  const anchorId = (shown.find(isNew) ?? shown.at(-1))?.id;

  async function showPrevious() {
    const from = previousIndex(fromIndex);
    const older = await readConversationWindow(study?.id ?? 0, id, from, fromIndex);
    if (older) {
      setEarlier({
        messages: [...older.page, ...(earlier?.messages ?? [])],
        fromIndex: from,
        previousFirstId: shown[0]?.id,
      });
    }
  }

  async function download(studyId: number, attachment: { id: number; filename: string }) {
    if ((await downloadAttachment(studyId, attachment)) === "downloaded") return;
    showNotice(notices["attachment-removed"]());
    setEarlier(null);
    await queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(studyId, id) });
  }

  async function send(message: ComposedMessage) {
    if (!row) return false;
    try {
      await sendMessage({
        studyVolunteer: { id: row.id, studyId: row.studyId, userId: row.userId },
        body: message.body,
        attachments: message.attachmentIds.map((attachmentId) => ({ id: attachmentId })),
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      showNotice(notices["message-not-sent"]());
      return false;
    }
    showNotice(notices["message-sent"]());
    setEarlier(null);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: messagingKeys.study(row.studyId) }),
      queryClient.invalidateQueries({ queryKey: interestedKeys.study(row.studyId) }),
      queryClient.invalidateQueries({ queryKey: studyKeys.all }),
    ]);
    return true;
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.study.inbox(studyNum)} size="sm">
        {INBOX_TEXTS.back}
      </Anchor>
      <Stack gap={6}>
        <Group gap="sm">
          <Title order={1} {...tabTitleProps(INBOX_TEXTS.conversationTab)}>
            {row.firstName} {row.lastName}
          </Title>
          <StatusBadge status={row.status} />
        </Group>
        <Text size="sm">{participantSummaryText(row, localToday())}</Text>
        <Anchor component={Link} to={paths.study.interestedParticipant(studyNum, "all", row.id)} size="sm">
          {INBOX_TEXTS.viewProfile}
        </Anchor>
      </Stack>
      {/* The profile's action bar without its message and label buttons (spec 000 §2.11). */}
      <Group gap="xs">
        <MoveToMenu participant={row} />
      </Group>
      <section aria-labelledby="conversation">
        <Title order={2} size="h3" id="conversation" mb="sm">
          Conversation
        </Title>
        {fromIndex > 0 && (
          <Button variant="default" size="xs" mb="sm" onClick={showPrevious}>
            {INBOX_TEXTS.showPrevious}
          </Button>
        )}
        {shown.length === 0 ? (
          <Text size="sm">No messages yet.</Text>
        ) : (
          <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: "none" }}>
            {shown.map((message) => (
              <Paper
                key={message.id}
                component="li"
                withBorder
                p="sm"
                ml={message.recipientVolunteer ? { base: 0, sm: "xl" } : 0}
                mr={message.recipientVolunteer ? 0 : { base: 0, sm: "xl" }}
                id={messageElementId(message.id)}
                ref={message.id === anchorId ? anchor : undefined}
              >
                <Group justify="space-between" gap="xs">
                  <Text component="span" size="sm" fw={600}>
                    {message.senderFirstName} {message.senderLastName}
                    {isNew(message) && (
                      <Badge ml="xs" color="blue.9" variant="filled" size="sm" tt="none">
                        New
                      </Badge>
                    )}
                  </Text>
                  <Text component="span" size="xs" c="gray.8">
                    {dayjs(message.sentDate).format(DATE_TIME_FORMAT)}
                  </Text>
                </Group>
                <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap" }}>
                  {message.body}
                </Text>
                {message.attachments.length > 0 && (
                  <Group gap="xs" mt="xs">
                    {message.attachments.map((attachment) => (
                      <Anchor
                        key={attachment.id}
                        href={attachmentDownloadHref(message.studyId, attachment.id)}
                        onClick={(event) => {
                          event.preventDefault();
                          void download(message.studyId, attachment);
                        }}
                        size="sm"
                      >
                        {attachment.title}
                      </Anchor>
                    ))}
                  </Group>
                )}
              </Paper>
            ))}
          </Stack>
        )}
      </section>
      <MessageComposer
        studyId={row.studyId}
        recipient={row}
        onSend={send}
        draftKey={`staff:${userId}:conversation:${row.studyVolunteerId}`}
      />
    </Stack>
  );
}
