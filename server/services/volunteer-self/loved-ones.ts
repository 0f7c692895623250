import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { NewLovedOne } from "../../../core/contracts/volunteer-self";
import type { Db, DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";

function present(row: Record<string, unknown>) {
  return {
    userId: Number(row.id),
    firstName: String(row.firstName),
    lastName: String(row.lastName),
    dateOfBirth: row.dateOfBirth === null ? null : String(row.dateOfBirth),
    enabled: Boolean(row.enabled),
  };
}

const COLUMNS = sql`u.id, u.first_name as "firstName", u.last_name as "lastName", p.date_of_birth::text as "dateOfBirth", u.enabled`;

/** The volunteer's loved ones, oldest account first. */
export async function listLovedOnes(db: DbOrTx, parentId: number) {
  const rows = sqlRows(
    await db.execute(sql`select ${COLUMNS} from users u left join volunteer_profiles p on p.user_id = u.id
      where u.parent_user_id = ${parentId} order by u.created_at, u.id`),
  );
  return rows.map(present);
}

/** Answers the loved one's id when it is one of the parent's, else 404 (nobody else's account shows). */
export async function lovedOneOf(db: DbOrTx, parentId: number, lovedOneId: number): Promise<number> {
  const [row] = sqlRows(
    await db.execute(
      sql`select id from users where id = ${lovedOneId} and parent_user_id = ${parentId} and type = 'VOLUNTEER'`,
    ),
  );
  if (!row) throw AppError.notFound("The loved one");
  return lovedOneId;
}

/**
 * A parent or guardian adds a child under 18: a volunteer account without a password (it signs in only
 * through the parent, whose address receives its e-mail), its profile with the date of birth, and the
 * parent's profile says they are a parent or guardian. Matching follows (the profile trigger).
 */
export async function addLovedOne(db: Db, parentId: number, body: NewLovedOne) {
  return db.transaction(async (tx) => {
    const [parent] = sqlRows(await tx.execute(sql`select email from users where id = ${parentId}`));
    const [local, domain] = String(parent?.email).split("@");
    // Addresses are unique: the child's is the parent's with a tag, which most mail systems deliver to the parent.
    const email = `${local}+loved-one-${randomBytes(4).toString("hex")}@${domain}`;
    const [child] = sqlRows(
      await tx.execute(sql`insert into users (type, email, username, first_name, last_name, parent_user_id)
        values ('VOLUNTEER', ${email}, ${email}, ${body.firstName}, ${body.lastName}, ${parentId}) returning id`),
    );
    const childId = Number(child?.id);
    await tx.execute(
      sql`insert into volunteer_profiles (user_id, date_of_birth) values (${childId}, ${body.dateOfBirth})`,
    );
    await tx.execute(
      sql`update volunteer_profiles set parent_or_guardian_of_a_child = true where user_id = ${parentId}`,
    );
    const [row] = sqlRows(
      await tx.execute(
        sql`select ${COLUMNS} from users u left join volunteer_profiles p on p.user_id = u.id where u.id = ${childId}`,
      ),
    );
    if (!row) throw new Error("the loved one was not stored");
    return present(row);
  });
}
