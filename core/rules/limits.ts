/** Business constants of spec 000 §9 and spec 001 §9 that more than one place needs. */
export const STUDY_LIST_PAGE_SIZE = 10;
export const DEACTIVATION_NOTICE_DAYS = 14;
export const UNKNOWN_ENROLLMENT_NUMBER = -1;
export const TOAST_DURATION_MS = 5000;
export const COPY_CONFIRMATION_MS = 5000;
export const HEADER_HISTORY_JUMP_STEPS = 50;
export const DAY_MS = 86_400_000;
/** The public search's keyword (decision 016): the API refuses a longer one; the form and the address stop there. */
export const PUBLIC_SEARCH_KEYWORD_MAX_LENGTH = 100;

/** Study Information limits (spec 001 §5 and §9). */
export const STUDY_TEXT_LIMITS = {
  title: 400,
  purpose: 300,
  studyDescription: 2000,
  compensation: 500,
  contactName: 100,
  contactWebsite: 100,
  aboutStudy: 1000,
  contactEmail: 100,
  contactPhone: 64,
} as const;
export const STUDY_NUMBER_MAX_LENGTH = 64;
export const SUGGESTED_READING_LEVEL = "7th grade";

/** Eligibility criteria limits (spec 001 §9). */
export const GROUP_NAME_MAX_LENGTH = 64;
export const CRITERIA_OTHER_TEXT_MAX_LENGTH = 2000;
export const DEFAULT_GROUP_NAME = "Group 1";
export const MAX_CRITERIA_GROUPS = 20;

/** Matched participants (spec 000 §5 and §9; the page size is a shared constant the spec does not show). */
export const ASK_NOTE_MAX_LENGTH = 275;
export const MATCHED_PARTICIPANT_PAGE_SIZE = 10;
export const MESSAGE_TEXT_MAX_LENGTH = 2000;
export const TEMPLATE_NAME_MAX_LENGTH = 64;

/** Interested participants (spec 000 §9: the participant page size is a shared constant it does not show). */
export const INTERESTED_PARTICIPANT_PAGE_SIZE = 10;

/** Label names: required, unique in a study; the spec shows no limit, 64 as template names. */
export const LABEL_NAME_MAX_LENGTH = 64;

/** Attachments (spec 000 §5, §9): the file's size, a new attachment's name and a rename. */
export const ATTACHMENT_MAX_BYTES = 5_242_880;
export const ATTACHMENT_TITLE_MAX_LENGTH = 128;
export const ATTACHMENT_RENAME_MAX_LENGTH = 64;

/** The inbox (spec 000 §4.6): a conversation's window and how far "Show previous messages" reaches back. */
export const CONVERSATION_WINDOW = 10;
/** Scrolling a conversation to where reading starts (spec 000 §9); loading older messages jumps at once. */
export const CONVERSATION_SCROLL = { durationMs: 500, offsetPx: 40, olderDurationMs: 0 } as const;
export const CONVERSATION_LIST_PAGE_SIZE = 10;

/** The largest IRB records file a study import accepts (bytes); it is streamed, never held in memory. */
export const STUDY_IMPORT_MAX_BYTES = 32 * 1024 * 1024;
