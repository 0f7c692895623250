/**
 * E-mail to volunteers about messages and asks (issue 11): sent at once, gathered into a digest, or
 * never, by the volunteer's message or recommendation notification frequency.
 */
export const NOTIFICATION_FREQUENCIES = [
  "IMMEDIATELY",
  "DAILY",
  "WEEKLY",
  "BI_WEEKLY",
  "MONTHLY",
  "NEVER",
] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];

/** A message from the team (message frequency) or an ask if interested (recommendation frequency). */
export type VolunteerNotificationKind = "MESSAGE" | "RECOMMENDATION";

/** Without a choice in the profile: messages at once, asks once a week. */
export const DEFAULT_NOTIFICATION_FREQUENCY: Record<VolunteerNotificationKind, NotificationFrequency> = {
  MESSAGE: "IMMEDIATELY",
  RECOMMENDATION: "WEEKLY",
};

/**
 * A digest gathers what came since the previous one and leaves once its oldest item has waited this
 * many days, so a volunteer gets at most one per period.
 */
export const DIGEST_PERIOD_DAYS = {
  DAILY: 1,
  WEEKLY: 7,
  BI_WEEKLY: 14,
  MONTHLY: 30,
} as const satisfies Partial<Record<NotificationFrequency, number>>;

/** Where the e-mails send the volunteer, relative to the app's address (the volunteers' side). */
export const VOLUNTEER_LINKS = {
  messages: "/volunteer/messages",
  studiesForYou: "/volunteer/studies-for-you",
  notificationSettings: "/volunteer/profile/notifications",
} as const;
