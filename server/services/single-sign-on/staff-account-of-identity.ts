import { sql } from "drizzle-orm";
import type { SsoErrorCode, SsoProvider } from "../../../core/rules/single-sign-on";
import type { Db } from "../../db/connect";
import { loginAudits } from "../../db/schema/index";
import { sqlRows } from "../../db/sql-rows";

/** A person as a provider vouched for them. */
export interface ProvenIdentity {
  provider: SsoProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

export type StaffAccountOutcome =
  | { kind: "account"; userId: number; email: string; created: boolean; linked: boolean }
  | { kind: "refused"; reason: SsoErrorCode };

type Row = { id: number; type: string; enabled: boolean; email: string };

const asRow = (row: Record<string, unknown> | undefined): Row | null =>
  row
    ? { id: Number(row.id), type: String(row.type), enabled: Boolean(row.enabled), email: String(row.email) }
    : null;

function refusalOf(user: Row): SsoErrorCode | null {
  if (user.type !== "STAFF") return "not-staff";
  // Deactivated in Recruit stays refused, whatever the provider says.
  if (!user.enabled) return "deactivated";
  return null;
}

/**
 * The staff account a provider's identity signs in to (docs/decisions/019-staff-single-sign-on.md):
 * 1. the account already linked to the provider's subject (the e-mail may have changed since);
 * 2. else the account with the identity's verified e-mail (invitations and IRB imports make them), linked
 *    now;
 * 3. else a new staff account with no study and no role, which starts at the user agreement.
 * Roles stay Recruit's: a provider never grants one. A refusal creates nothing and is audited.
 */
export async function staffAccountOfIdentity(options: {
  db: Db;
  identity: ProvenIdentity;
  ipAddress: string;
}): Promise<StaffAccountOutcome> {
  const { identity } = options;
  const outcome = await options.db.transaction(async (tx): Promise<StaffAccountOutcome> => {
    const linked = asRow(
      sqlRows(
        await tx.execute(sql`select u.id, u.type, u.enabled, u.email from user_identities i
          join users u on u.id = i.user_id
          where i.provider = ${identity.provider} and i.subject = ${identity.subject}`),
      )[0],
    );
    if (linked) {
      const refusal = refusalOf(linked);
      if (refusal) return { kind: "refused", reason: refusal };
      await tx.execute(sql`update user_identities set last_used_at = now()
        where provider = ${identity.provider} and subject = ${identity.subject}`);
      return { kind: "account", userId: linked.id, email: linked.email, created: false, linked: false };
    }
    if (!identity.email) return { kind: "refused", reason: "no-email" };
    if (!identity.emailVerified) return { kind: "refused", reason: "email-unverified" };

    const email = identity.email;
    const userByEmail = async () =>
      asRow(
        sqlRows(
          await tx.execute(
            sql`select id, type, enabled, email from users where lower(email) = ${email.toLowerCase()}`,
          ),
        )[0],
      );
    let user = await userByEmail();
    let created = false;
    if (!user) {
      const localPart = email.split("@")[0] ?? email;
      // Two first sign-ins at once: the e-mail's unique index lets one insert; the other reads its row.
      user = asRow(
        sqlRows(
          await tx.execute(sql`insert into users (type, email, username, first_name, last_name)
            values ('STAFF', ${email}, ${email}, ${identity.firstName ?? localPart},
              ${identity.lastName ?? ""})
            on conflict ((lower(email))) do nothing
            returning id, type, enabled, email`),
        )[0],
      );
      created = user !== null;
      user ??= await userByEmail();
    }
    if (!user) return { kind: "refused", reason: "failed" };
    const refusal = refusalOf(user);
    if (refusal) return { kind: "refused", reason: refusal };
    await tx.execute(sql`insert into user_identities (provider, subject, user_id)
      values (${identity.provider}, ${identity.subject}, ${user.id})
      on conflict (provider, subject) do nothing`);
    return { kind: "account", userId: user.id, email: user.email, created, linked: true };
  });
  if (outcome.kind === "refused") {
    await options.db.insert(loginAudits).values({
      userId: null,
      email: (identity.email ?? `${identity.provider}:${identity.subject}`).slice(0, 200),
      auditStatus: "FAILURE",
      ipAddress: options.ipAddress,
    });
  }
  return outcome;
}
