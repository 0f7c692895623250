import { z } from "zod";
import { STUDY_NOTIFICATION_TEXTS } from "../rules/study-notifications";
import { NOTIFICATION_FREQUENCIES } from "../rules/volunteer-notifications";
import { contentVersionHeaders } from "./content-version";
import { audience, defineEndpoint } from "./endpoint";
import { EntityId, EntityIdParam, StudyIdParams } from "./ids";
import { isValidEmail } from "./study-information";

/** One of the four notification settings (spec 001 §3) and the frequencies it offers. */
export const NotificationSetting = z.object({
  id: z.number().int(),
  name: z.string(),
  displayText: z.string(),
  frequencies: z.array(z.string()),
});
export type NotificationSetting = z.infer<typeof NotificationSetting>;

/** A notification setting's whole definition (spec 001 §3), as GET /backend/public/notification-settings serves it. */
export const NotificationDefinition = NotificationSetting.extend({ type: z.string(), visible: z.boolean() });
export type NotificationDefinition = z.infer<typeof NotificationDefinition>;

/** A study's choice for one setting (spec 001 §3 "Study notification"). */
export const StudyNotification = z.object({
  id: z.number().int(),
  studyId: z.number().int(),
  notificationSetting: NotificationSetting,
  frequency: z.string(),
  recipientEmails: z.array(z.string()),
  /** User ids of the team members who receive it. */
  recipientStudyTeamMembers: z.array(z.number().int()),
  /** A hash of the frequency and receivers: sent back as If-Match, a save over a team member's answers 412. */
  version: z.string(),
});
export type StudyNotification = z.infer<typeof StudyNotification>;

export const StudyNotificationSettings = z.object({
  settings: z.array(NotificationSetting),
  notifications: z.array(StudyNotification),
});
export type StudyNotificationSettings = z.infer<typeof StudyNotificationSettings>;

/**
 * The form of one setting (spec 001 §5): receivers among the team, a specific e-mail kept only when
 * enabled (and then a valid e-mail), and a frequency the setting offers (checked by the server).
 */
export const StudyNotificationBody = z
  .object({
    notificationSettingName: z.string().trim().min(1).max(100),
    frequency: z.enum(NOTIFICATION_FREQUENCIES),
    recipientStudyTeamMembers: z.array(EntityId).max(200).default([]),
    specificEmailEnabled: z.boolean().default(false),
    specificEmail: z.string().trim().max(100, STUDY_NOTIFICATION_TEXTS.emailTooLong).nullable().default(null),
  })
  .superRefine((body, context) => {
    if (body.specificEmailEnabled && !isValidEmail(body.specificEmail ?? "")) {
      context.addIssue({
        code: "custom",
        path: ["specificEmail"],
        message: STUDY_NOTIFICATION_TEXTS.emailInvalid,
      });
    }
  })
  .transform((body) =>
    Object.assign({}, body, { specificEmail: body.specificEmailEnabled ? body.specificEmail : null }),
  );
export type StudyNotificationBody = z.input<typeof StudyNotificationBody>;

/** The error codes a save answers beyond validation's. */
export const STUDY_NOTIFICATION_ERROR_CODES = {
  /** A choice is saved for the setting already (a team member saved it first). */
  exists: "NOTIFICATION_EXISTS",
  /** A save from a version a team member's save has replaced (412, with If-Match only). */
  changed: "STUDY_NOTIFICATION_CHANGED",
} as const;

export const StudyNotificationParams = StudyIdParams.extend({ notificationId: EntityIdParam });

/** A study's e-mail notification settings (spec 001 §7). */
export const studyNotificationEndpoints = {
  definitions: defineEndpoint({
    method: "GET",
    path: "/public/notification-settings",
    summary:
      "The notification definitions: name, display text, whether shown, and the frequencies each offers",
    audience: audience.public,
    response: z.array(NotificationDefinition),
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/:studyId/notifications",
    summary: "The four notification settings with their frequencies, and the study's choices",
    audience: audience.studyMember(),
    params: StudyIdParams,
    response: StudyNotificationSettings,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/secure/staff/studies/:studyId/notifications",
    summary:
      "Saves the study's choice for a setting it has none for (409 when it has one); 400 for a frequency the setting does not offer or a receiver not on the team",
    otherErrors: { 409: "The study has a choice for this setting already (NOTIFICATION_EXISTS)" },
    audience: audience.studyMember(),
    params: StudyIdParams,
    body: StudyNotificationBody,
    status: 201,
    response: StudyNotification,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/secure/staff/studies/:studyId/notifications/:notificationId",
    summary:
      "Replaces the study's choice for a setting; the same rules as creating; If-Match with the version its read answered",
    otherErrors: {
      409: "The study has a choice for this setting already (NOTIFICATION_EXISTS)",
      412: "The choice changed since the version in If-Match (STUDY_NOTIFICATION_CHANGED): read it again",
    },
    audience: audience.studyMember(),
    params: StudyNotificationParams,
    headers: contentVersionHeaders("The notification setting's version"),
    body: StudyNotificationBody,
    response: StudyNotification,
  }),
};
