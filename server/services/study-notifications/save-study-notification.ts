import { sql } from "drizzle-orm";
import {
  STUDY_NOTIFICATION_ERROR_CODES,
  type StudyNotification,
  type StudyNotificationBody,
} from "../../../core/contracts/study-notifications";
import type { Db, Tx } from "../../db/connect";
import { intArray } from "../../db/int-array";
import { sqlRows } from "../../db/sql-rows";
import { isUniqueViolation } from "../../db/unique-violation";
import { AppError } from "../../errors/app-error";
import { findStudyNotification, readStudyNotification } from "./read-study-notifications";

type SavedBody = Omit<StudyNotificationBody, "specificEmail"> & { specificEmail: string | null };

interface SaveOptions {
  db: Db;
  studyId: number;
  notificationId?: number;
  body: SavedBody;
  /** The version the form read (If-Match): a save over a team member's newer one answers 412. */
  ifMatch?: string;
}

const alreadyChosen = () =>
  new AppError(STUDY_NOTIFICATION_ERROR_CODES.exists, 409, "The study has a choice for this setting already");

/**
 * Saves the study's choice for one notification setting (spec 001 §5), creating it (`notificationId`
 * absent; 409 when the study has one) or replacing it, with its receivers, in one transaction. The
 * frequency must be one the setting offers and every receiver a member of the team (400).
 */
export async function saveStudyNotification(options: SaveOptions): Promise<StudyNotification> {
  try {
    return await save(options);
  } catch (error) {
    // A replacement naming another setting the study has a choice for: the unique index decides.
    if (isUniqueViolation(error)) throw alreadyChosen();
    throw error;
  }
}

/** 404 for a choice not of the study, 412 for one saved since `ifMatch` was read; the row stays locked. */
async function refuseStaleVersion(tx: Tx, studyId: number, id: number, ifMatch: string): Promise<void> {
  const current = await findStudyNotification(tx, { id, studyId, lock: true });
  if (!current) throw AppError.notFound("The notification setting");
  if (current.version !== ifMatch) {
    throw new AppError(
      STUDY_NOTIFICATION_ERROR_CODES.changed,
      412,
      "The notification setting was changed since it was read; read it again",
    );
  }
}

async function save(options: SaveOptions): Promise<StudyNotification> {
  const { db, studyId, body } = options;
  const id = await db.transaction(async (tx) => {
    if (options.notificationId !== undefined && options.ifMatch !== undefined) {
      await refuseStaleVersion(tx, studyId, options.notificationId, options.ifMatch);
    }
    const [setting] = sqlRows(
      await tx.execute(sql`select id, frequencies from notification_settings
        where name = ${body.notificationSettingName} and visible`),
    );
    if (!setting) {
      throw AppError.invalid("UNKNOWN_NOTIFICATION_SETTING", "No such notification setting", [
        { field: "notificationSettingName", message: "notificationSettingName" },
      ]);
    }
    if (!(setting.frequencies as string[]).includes(body.frequency)) {
      throw AppError.invalid("FREQUENCY_NOT_OFFERED", "The setting does not offer that frequency", [
        { field: "frequency", message: "frequency" },
      ]);
    }
    const receivers = [...new Set(body.recipientStudyTeamMembers ?? [])];
    if (receivers.length > 0) {
      const members = sqlRows(
        await tx.execute(sql`select user_id from study_team_members where study_id = ${studyId}
          and user_id = any(${intArray(receivers)})`),
      );
      if (members.length !== receivers.length) {
        throw AppError.invalid("RECEIVER_NOT_ON_TEAM", "A receiver is not a member of the team", [
          { field: "recipientStudyTeamMembers", message: "recipientStudyTeamMembers" },
        ]);
      }
    }
    // One JSON parameter for the array (drizzle would spread a JS array into a parameter list).
    const emails = sql`array(select jsonb_array_elements_text(${JSON.stringify(body.specificEmail ? [body.specificEmail] : [])}::jsonb))`;
    let saved: Record<string, unknown> | undefined;
    if (options.notificationId === undefined) {
      [saved] = sqlRows(
        await tx.execute(sql`insert into study_notifications (study_id, notification_setting_id, frequency, recipient_emails)
          values (${studyId}, ${Number(setting.id)}, ${body.frequency}, ${emails})
          on conflict (study_id, notification_setting_id) do nothing returning id`),
      );
      if (!saved) throw alreadyChosen();
    } else {
      [saved] = sqlRows(
        await tx.execute(sql`update study_notifications set frequency = ${body.frequency},
            recipient_emails = ${emails}, notification_setting_id = ${Number(setting.id)}
          where id = ${options.notificationId} and study_id = ${studyId} returning id`),
      );
      if (!saved) throw AppError.notFound("The notification setting");
    }
    const notificationId = Number(saved.id);
    await tx.execute(
      sql`delete from study_notification_recipients where study_notification_id = ${notificationId}`,
    );
    if (receivers.length > 0) {
      await tx.execute(sql`insert into study_notification_recipients (study_notification_id, user_id)
        select ${notificationId}, unnest(${intArray(receivers)})`);
    }
    return notificationId;
  });
  return readStudyNotification(db, id);
}
