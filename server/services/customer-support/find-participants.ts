import { and, eq, sql } from "drizzle-orm";
import type { QuickProfile } from "../../../core/contracts/customer-support";
import type { Page } from "../../../core/contracts/paging";
import { SUPPORT_TEXTS } from "../../../core/rules/customer-support";
import type { Db } from "../../db/connect";
import { users } from "../../db/schema/index";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { recordSupportAction } from "./record-support-action";

/** The participant whose user name (their e-mail) this is; 404 for none, and for staff accounts. */
export async function findParticipantByEmail(options: { db: Db; actorUserId: number; username: string }) {
  const [user] = await options.db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(
      and(eq(sql`lower(${users.username})`, options.username.toLowerCase()), eq(users.type, "VOLUNTEER")),
    );
  await recordSupportAction(options.db, {
    actorUserId: options.actorUserId,
    subjectUserId: user?.id ?? null,
    action: "LOOKUP_BY_EMAIL",
    details: { found: user !== undefined },
  });
  if (!user) throw AppError.notFound("The participant");
  return user;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Participants whose last name (and first name, when given) begins with the words typed, case-insensitively,
 * by last then first name; 400 without a last name ('You need to specify a last name').
 */
export async function searchQuickProfiles(options: {
  db: Db;
  actorUserId: number;
  lastName?: string;
  firstName?: string;
  page: number;
  size: number;
}): Promise<Page<QuickProfile>> {
  const lastName = options.lastName?.trim() ?? "";
  if (lastName === "") {
    throw AppError.invalid("LAST_NAME_REQUIRED", SUPPORT_TEXTS.lastNameRequired, [
      { field: "last-name", message: SUPPORT_TEXTS.lastNameRequired },
    ]);
  }
  const firstName = options.firstName?.trim() ?? "";
  const offset = (options.page - 1) * options.size;
  const matching = sql`u.type = 'VOLUNTEER' and lower(u.last_name) like ${`${escapeLike(lastName.toLowerCase())}%`}
    and lower(u.first_name) like ${`${escapeLike(firstName.toLowerCase())}%`}`;
  const [rows, [count]] = await Promise.all([
    options.db
      .execute(sql`select u.id as "userId", u.first_name as "firstName", u.last_name as "lastName", u.email,
          concat_ws(', ', nullif(p.street_address, ''), nullif(p.city, ''),
            nullif(concat_ws(' ', nullif(p.state, ''), nullif(p.zip_code, '')), '')) as address
        from users u left join volunteer_profiles p on p.user_id = u.id
        where ${matching}
        order by lower(u.last_name), lower(u.first_name), u.id
        limit ${options.size} offset ${offset}`)
      .then(sqlRows),
    options.db.execute(sql`select count(*)::int as total from users u where ${matching}`).then(sqlRows),
  ]);
  const totalCount = Number(count?.total ?? 0);
  await recordSupportAction(options.db, {
    actorUserId: options.actorUserId,
    subjectUserId: null,
    action: "LOOKUP_BY_NAME",
    details: { results: totalCount },
  });
  return {
    page: rows.map((row) => ({
      userId: Number(row.userId),
      firstName: String(row.firstName),
      lastName: String(row.lastName),
      address: String(row.address ?? ""),
      email: String(row.email),
    })),
    totalCount,
    fromIndex: offset,
  };
}
