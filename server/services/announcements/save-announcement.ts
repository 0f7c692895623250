import { eq } from "drizzle-orm";
import type { Announcement, AnnouncementBody } from "../../../core/contracts/announcements";
import { ANNOUNCEMENT_TEXTS, earliestAnnouncementStart } from "../../../core/rules/announcements";
import type { Db } from "../../db/connect";
import { announcements } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";
import { presentAnnouncement } from "./list-announcements";

function checkStart(startTime: number, now: number): void {
  const earliest = earliestAnnouncementStart(now);
  if (startTime < earliest) {
    const message = ANNOUNCEMENT_TEXTS.startTooEarly(new Date(earliest).toUTCString());
    throw AppError.invalid("ANNOUNCEMENT_START_TOO_EARLY", message, [{ field: "startTime", message }]);
  }
}

/** A new announcement; its start is not before the nearest 30-minute slot after one hour from now. */
export async function createAnnouncement(options: {
  db: Db;
  body: AnnouncementBody;
  userId: number;
  now?: number;
}): Promise<Announcement> {
  checkStart(options.body.startTime, options.now ?? Date.now());
  const [row] = await options.db
    .insert(announcements)
    .values({
      title: options.body.title,
      message: options.body.message,
      startTime: new Date(options.body.startTime),
      endTime: new Date(options.body.endTime),
      userId: options.userId,
    })
    .returning();
  if (!row) throw new Error("The announcement was not stored");
  return presentAnnouncement(row);
}

/**
 * Replaces an announcement. A start that changed obeys the rule of a new one; an unchanged start may be
 * in the past (an announcement under way can still be corrected or ended earlier).
 */
export async function updateAnnouncement(options: {
  db: Db;
  id: number;
  body: AnnouncementBody;
  userId: number;
  now?: number;
}): Promise<Announcement> {
  const [existing] = await options.db.select().from(announcements).where(eq(announcements.id, options.id));
  if (!existing) throw AppError.notFound("The announcement");
  if (existing.startTime.getTime() !== options.body.startTime) {
    checkStart(options.body.startTime, options.now ?? Date.now());
  }
  const [row] = await options.db
    .update(announcements)
    .set({
      title: options.body.title,
      message: options.body.message,
      startTime: new Date(options.body.startTime),
      endTime: new Date(options.body.endTime),
      updateTime: new Date(options.now ?? Date.now()),
      userId: options.userId,
    })
    .where(eq(announcements.id, options.id))
    .returning();
  if (!row) throw AppError.notFound("The announcement");
  return presentAnnouncement(row);
}

/** Deletes an announcement; 404 when there is none. */
export async function deleteAnnouncement(db: Db, id: number): Promise<void> {
  const deleted = await db
    .delete(announcements)
    .where(eq(announcements.id, id))
    .returning({ id: announcements.id });
  if (deleted.length === 0) throw AppError.notFound("The announcement");
}
