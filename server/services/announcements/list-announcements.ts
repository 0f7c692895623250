import { and, desc, gt, lte } from "drizzle-orm";
import type { Announcement } from "../../../core/contracts/announcements";
import type { DbOrTx } from "../../db/connect";
import { announcements } from "../../db/schema/index";

type AnnouncementRow = typeof announcements.$inferSelect;

export function presentAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    startTime: row.startTime.getTime(),
    endTime: row.endTime.getTime(),
    updateTime: row.updateTime?.getTime() ?? null,
    userId: row.userId,
  };
}

const NEWEST_FIRST = [desc(announcements.startTime), desc(announcements.endTime), desc(announcements.id)];

/** Every announcement, ordered by start then end, newest first (spec 001 §3). */
export async function listAnnouncements(db: DbOrTx): Promise<Announcement[]> {
  const rows = await db
    .select()
    .from(announcements)
    .orderBy(...NEWEST_FIRST);
  return rows.map(presentAnnouncement);
}

/** The announcements shown at `now`: started and not yet ended. */
export async function listCurrentAnnouncements(db: DbOrTx, now = new Date()): Promise<Announcement[]> {
  const rows = await db
    .select()
    .from(announcements)
    .where(and(lte(announcements.startTime, now), gt(announcements.endTime, now)))
    .orderBy(...NEWEST_FIRST);
  return rows.map(presentAnnouncement);
}
