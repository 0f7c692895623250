import { sql } from "drizzle-orm";
import type { AccountStats, ParticipantAccount } from "../../../core/contracts/customer-support";
import { LOGIN_HISTORY_LENGTH } from "../../../core/rules/customer-support";
import type { Db, DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { lookupNames } from "../reference/list-lookup-values";
import { recordSupportAction } from "./record-support-action";

const millis = (value: unknown) =>
  value === null || value === undefined ? null : new Date(String(value)).getTime();

type LovedOne = ParticipantAccount["lovedOnes"][number];

/** A volunteer account's loved ones (child accounts), oldest first, and its parent when it is one. */
async function family(
  db: DbOrTx,
  userId: number,
): Promise<{ lovedOnes: LovedOne[]; parent: LovedOne | null }> {
  const rows = sqlRows(
    await db.execute(sql`select u.id, concat_ws(' ', u.first_name, u.last_name) as "fullName", u.created_at as "createdAt",
        u.enabled, u.id <> ${userId} and u.id = (select parent_user_id from users where id = ${userId}) as "isParent"
      from users u
      where u.parent_user_id = ${userId} or u.id = (select parent_user_id from users where id = ${userId})
      order by u.created_at, u.id`),
  );
  const toLovedOne = (row: Record<string, unknown>, parent: boolean): LovedOne => ({
    userId: Number(row.id),
    fullName: String(row.fullName),
    creationDate: millis(row.createdAt) ?? 0,
    parent,
    enabled: Boolean(row.enabled),
  });
  const parentRow = rows.find((row) => row.isParent === true);
  return {
    lovedOnes: rows.filter((row) => row.isParent !== true).map((row) => toLovedOne(row, false)),
    parent: parentRow ? toLovedOne(parentRow, true) : null,
  };
}

async function volunteerRow(db: DbOrTx, userId: number) {
  const [user] = sqlRows(
    await db.execute(sql`select u.id, u.username, u.email, u.first_name as "firstName", u.middle_name as "middleName",
        u.last_name as "lastName", u.enabled, u.deactivation_reason_id as "reasonId", u.created_at as "createdAt",
        u.last_login_date as "lastLoginDate", u.last_login_fail_lock_time as "lockTime", u.parent_user_id as "parentId",
        coalesce((select array_agg(r.role order by r.role) from user_roles r where r.user_id = u.id), '{}') as roles
      from users u where u.id = ${userId} and u.type = 'VOLUNTEER'`),
  );
  if (!user) throw AppError.notFound("The participant");
  return user;
}

/** A participant's account for customer support; each read is recorded in the support audit. */
export async function readParticipantAccount(options: {
  db: Db;
  actorUserId: number;
  userId: number;
}): Promise<ParticipantAccount> {
  const user = await volunteerRow(options.db, options.userId);
  const { lovedOnes, parent } = await family(options.db, options.userId);
  await recordSupportAction(options.db, {
    actorUserId: options.actorUserId,
    subjectUserId: options.userId,
    action: "VIEW_ACCOUNT",
  });
  const names = [user.firstName, user.middleName, user.lastName].filter(
    (part) => part && String(part).trim(),
  );
  return {
    id: Number(user.id),
    username: String(user.username),
    email: String(user.email),
    firstName: String(user.firstName),
    middleName: user.middleName === null ? null : String(user.middleName),
    lastName: String(user.lastName),
    fullName: names.join(" "),
    roles: user.roles as string[],
    parentAccount: parent,
    achildAccount: user.parentId !== null,
    lovedOnes,
    lastLoginDate: millis(user.lastLoginDate),
    lastLoginFailLockTime: millis(user.lockTime),
  };
}

/** A participant's account activity (spec 001 §3 "Account stats"). */
export async function readAccountStats(options: { db: Db; userId: number }): Promise<AccountStats> {
  const user = await volunteerRow(options.db, options.userId);
  const [counts] = sqlRows(
    await options.db.execute(sql`select
        exists (select 1 from verification_tokens t where t.user_id = ${options.userId}
          and t.purpose = 'EMAIL_VERIFICATION' and t.used_at is null and t.expiration_date > now()) as "pending",
        (select count(*) from messages m where m.volunteer_user_id = ${options.userId} and m.recipient_volunteer
          and m.status = 'UNREAD')::int as unread,
        (select count(*) from matched_participants mp where mp.user_id = ${options.userId}
          and mp.status in ('EXACT', 'PARTIAL', 'ASKED_IF_INTERESTED'))::int as recommended,
        (select count(*) from study_volunteers sv where sv.user_id = ${options.userId})::int as interested`),
  );
  const logins = sqlRows(
    await options.db.execute(sql`select id, audit_date as "auditDate", audit_status as "auditStatus" from login_audits
      where user_id = ${options.userId} order by audit_date desc, id desc limit ${LOGIN_HISTORY_LENGTH}`),
  );
  const reasonName = await lookupNames(options.db, "EN");
  const { lovedOnes } = await family(options.db, options.userId);
  return {
    enabled: Boolean(user.enabled),
    token: Boolean(counts?.pending),
    deactivationInfo:
      user.enabled || user.reasonId === null
        ? null
        : { reason: { id: Number(user.reasonId), displayText: reasonName(Number(user.reasonId)) } },
    unreadMessageCnt: Number(counts?.unread ?? 0),
    recommendedStudiesCnt: Number(counts?.recommended ?? 0),
    showedInterestStudiesCnt: Number(counts?.interested ?? 0),
    createdDate: millis(user.createdAt) ?? 0,
    loginDetails: logins.map((row) => ({
      id: Number(row.id),
      auditDate: millis(row.auditDate) ?? 0,
      auditStatus: String(row.auditStatus),
    })),
    lovedOnes,
  };
}
