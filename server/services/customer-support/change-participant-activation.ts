import { sql } from "drizzle-orm";
import { CHILD_TURNED_ADULT_REASON_ID } from "../../../core/rules/lookup-ids";
import type { Db, DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { lookupTypesOf } from "../reference/list-lookup-values";
import { recordSupportAction } from "./record-support-action";

async function readVolunteer(db: DbOrTx, userId: number) {
  const [user] = sqlRows(
    await db.execute(sql`select u.enabled, u.deactivation_reason_id as "reasonId",
        exists (select 1 from verification_tokens t where t.user_id = u.id and t.purpose = 'EMAIL_VERIFICATION'
          and t.used_at is null and t.expiration_date > now()) as "pending"
      from users u where u.id = ${userId} and u.type = 'VOLUNTEER' for update`),
  );
  if (!user) throw AppError.notFound("The participant");
  return user;
}

/**
 * Deactivates accounts in one transaction: they can no longer sign in (their sessions end), they leave
 * every matched list at once, and the interested lists stop showing them (they count enabled accounts
 * only). Answers the ids deactivated.
 */
export async function deactivateAccounts(
  tx: DbOrTx,
  options: { userIds: readonly number[]; reasonId: number; now?: Date },
): Promise<number[]> {
  if (options.userIds.length === 0) return [];
  const ids = `{${options.userIds.join(",")}}`;
  const rows = sqlRows(
    await tx.execute(sql`update users set enabled = false, deactivation_reason_id = ${options.reasonId},
        deactivated_at = ${options.now ?? new Date()}
      where id = any(${ids}::int[]) and enabled returning id`),
  );
  const done = `{${rows.map((row) => Number(row.id)).join(",")}}`;
  await tx.execute(
    sql`delete from matched_participants where user_id = any(${done}::int[]) and status in ('EXACT', 'PARTIAL')`,
  );
  await tx.execute(sql`delete from sessions where user_id = any(${done}::int[])`);
  return rows.map((row) => Number(row.id));
}

/**
 * Customer support deactivates a participant for a DEACTIVATION_REASON (spec 001 §4): only an active
 * account, and a parent's loved ones with it.
 */
export async function deactivateParticipant(options: {
  db: Db;
  actorUserId: number;
  userId: number;
  reasonId: number;
}): Promise<void> {
  const types = await lookupTypesOf(options.db, [options.reasonId]);
  if (types.get(options.reasonId) !== "DEACTIVATION_REASON") {
    throw AppError.invalid("INVALID_DEACTIVATION_REASON", "Choose a reason for the deactivation", [
      { field: "reason.id", message: "Choose a reason for the deactivation" },
    ]);
  }
  await options.db.transaction(async (tx) => {
    const user = await readVolunteer(tx, options.userId);
    if (!user.enabled) throw new AppError("ACCOUNT_NOT_ACTIVE", 400, "The account is not active");
    const lovedOnes = sqlRows(
      await tx.execute(
        sql`select id from users where parent_user_id = ${options.userId} and enabled for update`,
      ),
    ).map((row) => Number(row.id));
    const deactivated = await deactivateAccounts(tx, {
      userIds: [options.userId, ...lovedOnes],
      reasonId: options.reasonId,
    });
    await recordSupportAction(tx, {
      actorUserId: options.actorUserId,
      subjectUserId: options.userId,
      action: "DEACTIVATE",
      details: { reasonId: options.reasonId, lovedOnes: deactivated.filter((id) => id !== options.userId) },
    });
  });
}

/**
 * Reactivates an inactive participant without a pending verification (spec 001 §4); never a child
 * account deactivated for turning adult (261001). A loved one's inactive parent comes back with it; a
 * parent's loved ones stay inactive, each reactivated from its own profile.
 */
export async function reactivateParticipant(options: {
  db: Db;
  actorUserId: number;
  userId: number;
}): Promise<void> {
  await options.db.transaction(async (tx) => {
    const user = await readVolunteer(tx, options.userId);
    if (user.enabled) throw new AppError("ACCOUNT_ALREADY_ACTIVE", 400, "The account is active already");
    if (user.pending) {
      throw new AppError("VERIFICATION_PENDING", 400, "The account waits for its e-mail verification");
    }
    if (Number(user.reasonId) === CHILD_TURNED_ADULT_REASON_ID) {
      throw new AppError(
        "REACTIVATION_NOT_ALLOWED",
        400,
        "A child account deactivated for turning adult cannot be reactivated",
      );
    }
    const rows = sqlRows(
      await tx.execute(sql`update users set enabled = true, awaiting_email_verification = false,
          deactivation_reason_id = null, deactivated_at = null
        where (id = ${options.userId} or id = (select parent_user_id from users where id = ${options.userId}))
          and not enabled returning id`),
    );
    await recordSupportAction(tx, {
      actorUserId: options.actorUserId,
      subjectUserId: options.userId,
      action: "REACTIVATE",
      details: { parent: rows.map((row) => Number(row.id)).filter((id) => id !== options.userId) },
    });
  });
}
