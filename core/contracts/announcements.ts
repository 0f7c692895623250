import { z } from "zod";
import { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_TEXTS } from "../rules/announcements";
import { FORM_MESSAGES } from "../rules/form-messages";
import { audience, defineEndpoint } from "./endpoint";
import { EntityIdParam, EpochMillis } from "./ids";

/** Spec 001 §3 "Announcement"; times are epoch milliseconds. */
export const Announcement = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  startTime: z.number(),
  endTime: z.number(),
  updateTime: z.number().nullable(),
  userId: z.number().int().nullable(),
});
export type Announcement = z.infer<typeof Announcement>;

/** What a volunteer's landing page shows. */
export const PublicAnnouncement = Announcement.pick({
  id: true,
  title: true,
  message: true,
  startTime: true,
  endTime: true,
});

/**
 * Title and message required within their limits, start and end required, the end no earlier than the
 * start (spec 001 §5). The earliest start depends on the time of the request: the server checks it.
 */
export const AnnouncementFields = z.object({
  title: z
    .string()
    .trim()
    .min(1, FORM_MESSAGES.required(ANNOUNCEMENT_TEXTS.titleLabel))
    .max(
      ANNOUNCEMENT_LIMITS.title,
      FORM_MESSAGES.maxLength(ANNOUNCEMENT_TEXTS.titleLabel, ANNOUNCEMENT_LIMITS.title),
    ),
  message: z
    .string()
    .trim()
    .min(1, FORM_MESSAGES.required(ANNOUNCEMENT_TEXTS.messageLabel))
    .max(
      ANNOUNCEMENT_LIMITS.message,
      FORM_MESSAGES.maxLength(ANNOUNCEMENT_TEXTS.messageLabel, ANNOUNCEMENT_LIMITS.message),
    ),
  startTime: EpochMillis,
  endTime: EpochMillis,
});

export const AnnouncementBody = AnnouncementFields.refine((body) => body.endTime >= body.startTime, {
  path: ["endTime"],
  message: ANNOUNCEMENT_TEXTS.endBeforeStart,
});
export type AnnouncementBody = z.infer<typeof AnnouncementBody>;

const AnnouncementIdParams = z.object({ announcementId: EntityIdParam });

/** Announcements: written by administrators, read by everyone while current (spec 001 §7). */
export const announcementEndpoints = {
  listCurrent: defineEndpoint({
    method: "GET",
    path: "/public/application-announcements",
    summary: "The announcements shown now (started and not ended), newest first",
    audience: audience.public,
    response: z.array(PublicAnnouncement),
  }),
  listAll: defineEndpoint({
    method: "GET",
    path: "/secure/admin/application-announcements/",
    summary: "Every announcement, ordered by start then end, newest first",
    audience: audience.role("ADMIN"),
    response: z.array(Announcement),
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/secure/admin/application-announcements/",
    summary:
      "Creates an announcement; 400 ANNOUNCEMENT_START_TOO_EARLY before the nearest 30-minute slot after one hour from now",
    audience: audience.role("ADMIN"),
    body: AnnouncementBody,
    status: 201,
    response: Announcement,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/secure/admin/application-announcements/:announcementId",
    summary: "Replaces an announcement; a changed start obeys the rule of a new one",
    audience: audience.role("ADMIN"),
    params: AnnouncementIdParams,
    body: AnnouncementBody,
    response: Announcement,
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: "/secure/admin/application-announcements/:announcementId",
    summary: "Deletes an announcement",
    audience: audience.role("ADMIN"),
    params: AnnouncementIdParams,
  }),
};
