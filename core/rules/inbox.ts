import { FIRST_NAME_PLACEHOLDER, LAST_NAME_PLACEHOLDER } from "./message-placeholders";

/** The inbox's texts (spec 000 §2.11); where the spec quotes none, ours. */
export const INBOX_TEXTS = {
  title: "Messages",
  shared: "All study team members can access these messages.",
  none: "Your study has not received any messages yet.",
  noNew: "No new messages",
  back: "Back to Messages",
  /** The tab's title on a conversation, whose heading is the volunteer's name (document-title.ts). */
  conversationTab: "Conversation",
  viewProfile: "View full profile",
  showPrevious: "Show previous messages",
  unreadOnly: "Unread only",
  send: "Send message",
  writeMessage: "Write a message",
  message: "Message",
  messageParticipants: (count: number) => `Message ${count} participant${count === 1 ? "" : "s"}`,
  applyLabel: "Add a label to the participants messaged",
  tokensHint: `${FIRST_NAME_PLACEHOLDER} and ${LAST_NAME_PLACEHOLDER} are replaced by each participant's first and last name.`,
  newMessages: (count: number) => `${count} new message${count === 1 ? "" : "s"}`,
} as const;
