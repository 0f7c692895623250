import { hash } from "@node-rs/argon2";
import pg from "pg";

/** A staff member who signs in with a password (and holds `roles`), made directly in the database at `url`. */
export async function createStaffWithPassword(
  url: string,
  email: string,
  password: string,
  roles: string[] = [],
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const passwordHash = await hash(password);
  const { rows } = await client.query<{ id: number }>(
    `insert into users (type, email, username, first_name, last_name, password_hash, agreed_to_user_agreement_at)
     values ('STAFF', $1, $1, 'Study', 'Staff', $2, now()) returning id`,
    [email, passwordHash],
  );
  for (const role of roles)
    await client.query("insert into user_roles (user_id, role) values ($1, $2)", [rows[0]?.id, role]);
  await client.end();
}
