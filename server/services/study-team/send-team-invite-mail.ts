import { sql } from "drizzle-orm";
import type { Tx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { queueMail } from "../../mail/queue-mail";
import { readApplicationUrl } from "../settings/read-application-url";
import { inviteHours } from "./invite-hours";

/**
 * Queues the invitation e-mail in the inviter's transaction: who invites, to which study, and the
 * single-use link `/studies/{studyNum}?accept-invite={token}` with how long it stays valid.
 */
export async function sendTeamInviteMail(
  tx: Tx,
  invite: { studyId: number; name: string; email: string; token: string; inviterUserId: number },
): Promise<void> {
  const [row] = sqlRows(
    await tx.execute(sql`select s.study_num as "studyNum", st.title, u.first_name || ' ' || u.last_name as "inviter"
      from studies s join study_statistics st on st.study_id = s.id, users u
      where s.id = ${invite.studyId} and u.id = ${invite.inviterUserId}`),
  );
  const applicationUrl = await readApplicationUrl(tx);
  const studyNum = String(row?.studyNum ?? "");
  const link = `${applicationUrl}/studies/${encodeURIComponent(studyNum)}?accept-invite=${invite.token}`;
  const hours = await inviteHours(tx);
  await queueMail({
    db: tx,
    mail: {
      to: invite.email,
      subject: `You are invited to the study team of ${studyNum}`,
      text: `Hello ${invite.name},\n\n${String(row?.inviter ?? "A colleague")} invited you to join the study team of "${String(row?.title ?? studyNum)}" (${studyNum}) on Recruit.\n\nAccept the invitation (sign in, or create your account, first):\n${link}\n\nThe link can be used once and stays valid for ${hours} hours.\n`,
    },
  });
}
