import { FORM_MESSAGES } from "./form-messages";

/** Spec 001 §5 and §9. */
export const ANNOUNCEMENT_LIMITS = { title: 200, message: 3500 } as const;

const SLOT_MS = 30 * 60_000;
const LEAD_MS = 60 * 60_000;

/**
 * The earliest start an announcement may have: the nearest 30-minute slot after one hour from now
 * (spec 001 §5); a time already on a slot is its own nearest slot.
 */
export function earliestAnnouncementStart(now: number): number {
  return Math.ceil((now + LEAD_MS) / SLOT_MS) * SLOT_MS;
}

export const ANNOUNCEMENT_TEXTS = {
  title: "Announcements",
  add: "Add announcement",
  create: "Create",
  update: "Update",
  cancel: "Cancel",
  edit: "Edit",
  delete: "Delete",
  beingEdited: "Being edited",
  none: "There are no announcements yet",
  titleLabel: "Title",
  messageLabel: "Message",
  startLabel: "Start",
  endLabel: "End",
  startTooEarly: (earliest: string) => `Start cannot be before ${earliest}`,
  endBeforeStart: "End cannot be before Start",
  created: "Announcement created",
  updated: "Announcement updated",
  deleted: "Announcement deleted",
  confirmDelete: (title: string) => `Delete the announcement "${title}"? Nobody will see it any more.`,
  current: "Shown now",
  scheduled: "Scheduled",
  ended: "Ended",
  required: FORM_MESSAGES.required,
} as const;

export type AnnouncementTiming = "scheduled" | "current" | "ended";

/** Where an announcement stands at `now`: shown between its start and its end. */
export function announcementTiming(announcement: { startTime: number; endTime: number }, now: number) {
  if (now < announcement.startTime) return "scheduled" as const;
  return now < announcement.endTime ? ("current" as const) : ("ended" as const);
}
