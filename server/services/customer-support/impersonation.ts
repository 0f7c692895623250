import { and, eq, sql } from "drizzle-orm";
import { IMPERSONATION_MINUTES } from "../../../core/rules/customer-support";
import type { Db } from "../../db/connect";
import { sessions } from "../../db/schema/index";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { newSessionId } from "../auth/session-id";
import { recordSupportAction } from "./record-support-action";
import { IMPERSONATABLE } from "./study-team-login";

export interface OpenedSession {
  sessionId: string;
  expiresAt: Date;
}

/**
 * Customer support continues as a member of a study's team: the support session ends and a session of
 * the member opens that names its impersonator and ends within IMPERSONATION_MINUTES. Never an
 * administrator, customer support or a disabled account; 404 for someone not on the study's team.
 */
export async function startImpersonation(options: {
  db: Db;
  actorUserId: number;
  actorSessionId: string;
  studyId: number;
  userId: number;
  now?: Date;
}): Promise<OpenedSession> {
  const now = options.now ?? new Date();
  return options.db.transaction(async (tx) => {
    const [member] = sqlRows(
      await tx.execute(sql`select (${IMPERSONATABLE}) as allowed from study_team_members m join users u on u.id = m.user_id
        where m.study_id = ${options.studyId} and m.user_id = ${options.userId}`),
    );
    if (!member) throw AppError.notFound("The team member");
    if (!member.allowed || options.userId === options.actorUserId) {
      throw new AppError("IMPERSONATION_NOT_ALLOWED", 403, "Customer support cannot act as this user");
    }
    const sessionId = newSessionId();
    const expiresAt = new Date(now.getTime() + IMPERSONATION_MINUTES * 60_000);
    await tx.delete(sessions).where(eq(sessions.id, options.actorSessionId));
    await tx.insert(sessions).values({
      id: sessionId,
      userId: options.userId,
      impersonatorUserId: options.actorUserId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    });
    await recordSupportAction(tx, {
      actorUserId: options.actorUserId,
      subjectUserId: options.userId,
      action: "IMPERSONATION_START",
      details: { studyId: options.studyId },
    });
    return { sessionId, expiresAt };
  });
}

/**
 * Ends acting as a team member: the member's session made for it ends and customer support has its own
 * session again (the impersonation session proves who they are). 400 when the session is not one.
 */
export async function endImpersonation(options: {
  db: Db;
  sessionId: string;
  absoluteHours: number;
  now?: Date;
}): Promise<OpenedSession> {
  const now = options.now ?? new Date();
  return options.db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, options.sessionId), sql`${sessions.impersonatorUserId} is not null`))
      .returning({ userId: sessions.userId, impersonatorUserId: sessions.impersonatorUserId });
    if (!ended?.impersonatorUserId) {
      throw new AppError("NOT_IMPERSONATING", 400, "This session does not act for customer support");
    }
    const sessionId = newSessionId();
    const expiresAt = new Date(now.getTime() + options.absoluteHours * 3_600_000);
    await tx.insert(sessions).values({
      id: sessionId,
      userId: ended.impersonatorUserId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    });
    await recordSupportAction(tx, {
      actorUserId: ended.impersonatorUserId,
      subjectUserId: ended.userId,
      action: "IMPERSONATION_END",
    });
    return { sessionId, expiresAt };
  });
}
