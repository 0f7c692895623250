import { randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";
import type { GlobalRole } from "../../core/rules/roles";
import type { DbOrTx } from "../db/connect";
import { userRoles, users } from "../db/schema/index";

let counter = 0;
/** A value no other test uses. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}-${randomBytes(3).toString("hex")}`;
}

const passwordHashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let cached = passwordHashes.get(password);
  if (!cached) {
    cached = hash(password);
    passwordHashes.set(password, cached);
  }
  return cached;
}

export interface MadeUser {
  id: number;
  email: string;
  password: string;
  firstName: string;
}

/** A staff member with a unique e-mail; agreed to the user agreement unless told otherwise. */
export async function makeStaffUser(
  db: DbOrTx,
  options: {
    roles?: GlobalRole[];
    agreed?: boolean;
    enabled?: boolean;
    password?: string;
    firstName?: string;
  } = {},
): Promise<MadeUser> {
  const email = `${unique("staff")}@example.edu`;
  const password = options.password ?? "correct horse battery staple";
  const firstName = options.firstName ?? "Taylor";
  const [row] = await db
    .insert(users)
    .values({
      type: "STAFF",
      email,
      username: email,
      firstName,
      lastName: "Tester",
      passwordHash: await hashOnce(password),
      enabled: options.enabled ?? true,
      agreedToUserAgreementAt: options.agreed === false ? null : new Date(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error("user insert failed");
  if (options.roles?.length)
    await db.insert(userRoles).values(options.roles.map((role) => ({ userId: row.id, role })));
  return { id: row.id, email, password, firstName };
}

/** A volunteer account (cannot sign in to the staff app). */
export async function makeVolunteerUser(db: DbOrTx, options: { password?: string } = {}): Promise<MadeUser> {
  const email = `${unique("volunteer")}@example.org`;
  const password = options.password ?? "volunteer password";
  const [row] = await db
    .insert(users)
    .values({
      type: "VOLUNTEER",
      email,
      username: email,
      firstName: "Vic",
      lastName: "Volunteer",
      passwordHash: await hashOnce(password),
    })
    .returning({ id: users.id });
  if (!row) throw new Error("user insert failed");
  return { id: row.id, email, password, firstName: "Vic" };
}
