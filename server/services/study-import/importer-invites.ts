import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect";
import { studyImporterInvites, studyImporters, userRoles } from "../../db/schema/index";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { queueMail } from "../../mail/queue-mail";
import { hashSecretToken, newSecretToken } from "../auth/secret-token";
import { readApplicationUrl } from "../settings/read-application-url";
import { readSetting } from "../settings/read-setting";

type InviteRow = typeof studyImporterInvites.$inferSelect;

/** Hours an importer invitation stays valid: the STUDY_IMPORT_TOKEN_GRACE_PERIOD setting (720 by default). */
async function inviteHours(db: Db | Tx): Promise<number> {
  return Number(await readSetting({ db, name: "STUDY_IMPORT_TOKEN_GRACE_PERIOD" })) || 720;
}

function presentInvite(row: InviteRow, now = Date.now()) {
  return {
    id: row.id,
    name: row.name ?? "",
    email: row.email,
    createdAt: row.createdAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    expired: row.expiresAt.getTime() <= now,
  };
}

async function sendInviteMail(tx: Tx, invite: { name: string; email: string; token: string; hours: number }) {
  const applicationUrl = await readApplicationUrl(tx);
  const link = `${applicationUrl}/study-import?accept-invite=${invite.token}`;
  await queueMail({
    db: tx,
    mail: {
      to: invite.email,
      subject: "You are invited to import studies into Recruit",
      text: `Hello ${invite.name},\n\nYou are invited to load studies from the university's IRB records into Recruit as a study importer.\n\nAccept the invitation (sign in with your staff account first):\n${link}\n\nThe link can be used once and stays valid for ${invite.hours} hours.\n`,
    },
  });
}

/** Pending invitations, newest first. */
export async function listImporterInvites(db: Db) {
  const rows = await db
    .select()
    .from(studyImporterInvites)
    .where(and(isNull(studyImporterInvites.acceptedAt), isNull(studyImporterInvites.revokedAt)))
    .orderBy(sql`${studyImporterInvites.createdAt} desc`, asc(studyImporterInvites.id));
  return rows.map((row) => presentInvite(row));
}

/** A new invitation: a single-use token (its hash stored) e-mailed through the outbox. */
export async function inviteImporter(options: {
  db: Db;
  name: string;
  email: string;
  invitedByUserId: number;
}) {
  const hours = await inviteHours(options.db);
  const { token, hash } = newSecretToken();
  return options.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(studyImporterInvites)
      .values({
        name: options.name,
        email: options.email.toLowerCase(),
        token: hash,
        invitedByUserId: options.invitedByUserId,
        expiresAt: sql`now() + ${hours} * interval '1 hour'`,
      })
      .returning();
    if (!row) throw new Error("invite insert failed");
    await sendInviteMail(tx, { name: options.name, email: row.email, token, hours });
    return presentInvite(row);
  });
}

/** The invitation, locked; 404 when there is none, 409 INVITE_ACCEPTED / INVITE_WITHDRAWN otherwise. */
async function pendingInvite(tx: Tx, id: number): Promise<InviteRow> {
  const [row] = await tx
    .select()
    .from(studyImporterInvites)
    .where(eq(studyImporterInvites.id, id))
    .for("update");
  if (!row) throw AppError.notFound("The invitation");
  if (row.acceptedAt) throw new AppError("INVITE_ACCEPTED", 409, "The invitation was accepted already");
  if (row.revokedAt) throw new AppError("INVITE_WITHDRAWN", 409, "The invitation was withdrawn");
  return row;
}

/** Withdraws an invitation: its link stops working. */
export async function uninviteImporter(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await pendingInvite(tx, id);
    await tx
      .update(studyImporterInvites)
      .set({ revokedAt: new Date() })
      .where(eq(studyImporterInvites.id, id));
  });
}

/** Sends an invitation again with a new link, valid for the full period; the old link stops working. */
export async function resendImporterInvite(db: Db, id: number): Promise<void> {
  const hours = await inviteHours(db);
  const { token, hash } = newSecretToken();
  await db.transaction(async (tx) => {
    const invite = await pendingInvite(tx, id);
    await tx
      .update(studyImporterInvites)
      .set({ token: hash, expiresAt: sql`now() + ${hours} * interval '1 hour'` })
      .where(eq(studyImporterInvites.id, id));
    await sendInviteMail(tx, { name: invite.name ?? "", email: invite.email, token, hours });
  });
}

const IMPORTER_COLUMNS = sql`i.id, i.user_id as "userId", concat_ws(' ', u.first_name, u.last_name) as "fullName",
  u.email, i.created_at as "createdAt"`;

function presentImporter(row: Record<string, unknown>) {
  return {
    id: Number(row.id),
    userId: Number(row.userId),
    fullName: String(row.fullName),
    email: String(row.email),
    createdAt: new Date(String(row.createdAt)).getTime(),
  };
}

export async function listImporters(db: Db) {
  const rows = sqlRows(
    await db.execute(sql`select ${IMPORTER_COLUMNS} from study_importers i join users u on u.id = i.user_id
      order by lower(u.last_name), lower(u.first_name), i.id`),
  );
  return rows.map(presentImporter);
}

export async function readImporter(db: Db | Tx, id: number) {
  const [row] = sqlRows(
    await db.execute(sql`select ${IMPORTER_COLUMNS} from study_importers i join users u on u.id = i.user_id
      where i.id = ${id}`),
  );
  if (!row) throw AppError.notFound("The study importer");
  return presentImporter(row);
}

/** Removes an importer: the role goes, and with it every API token they hold. */
export async function removeImporter(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [importer] = await tx.delete(studyImporters).where(eq(studyImporters.id, id)).returning();
    if (!importer) throw AppError.notFound("The study importer");
    await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, importer.userId), eq(userRoles.role, "STUDY_IMPORTER")));
    await tx.execute(
      sql`update api_tokens set revoked_at = now() where user_id = ${importer.userId} and revoked_at is null`,
    );
  });
}

/**
 * Accepts an invitation with its token: the signed-in staff member becomes a study importer (the role
 * and a study_importers row) and the token is spent. 400 INVALID_INVITE when it is unknown, expired,
 * withdrawn or used.
 */
export async function acceptImporterInvite(options: { db: Db; token: string; userId: number }) {
  return options.db.transaction(async (tx) => {
    const [invite] = await tx
      .select()
      .from(studyImporterInvites)
      .where(
        and(
          eq(studyImporterInvites.token, hashSecretToken(options.token)),
          isNull(studyImporterInvites.acceptedAt),
          isNull(studyImporterInvites.revokedAt),
          sql`${studyImporterInvites.expiresAt} > now()`,
        ),
      )
      .for("update");
    if (!invite) {
      throw new AppError(
        "INVALID_INVITE",
        400,
        "The invitation has expired, was withdrawn or was used already",
      );
    }
    await tx
      .update(studyImporterInvites)
      .set({ acceptedAt: new Date() })
      .where(eq(studyImporterInvites.id, invite.id));
    await tx
      .insert(userRoles)
      .values({ userId: options.userId, role: "STUDY_IMPORTER" })
      .onConflictDoNothing();
    const [importer] = await tx
      .insert(studyImporters)
      .values({ userId: options.userId, inviteId: invite.id })
      .onConflictDoUpdate({ target: studyImporters.userId, set: { inviteId: invite.id } })
      .returning({ id: studyImporters.id });
    if (!importer) throw new Error("importer insert failed");
    return readImporter(tx, importer.id);
  });
}
