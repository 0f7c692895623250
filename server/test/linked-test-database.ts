import { type ConnectOptions, connect, type Database } from "../db/connect";
import { type DatabaseLink, openDatabaseLink } from "./database-link";
import { createTestDatabase, type TestDatabase } from "./test-database";

/** A private test database, and the app's handle on it through a link the test can cut. */
export interface LinkedTestDatabase {
  /** The database reached directly, for the test's own reads and writes. */
  direct: TestDatabase;
  link: DatabaseLink;
  /** The handle an app under test uses, through the link. */
  linked: Database;
  close(): Promise<void>;
}

export async function openLinkedTestDatabase(
  options: Pick<ConnectOptions, "poolSize" | "connectTimeoutMs">,
): Promise<LinkedTestDatabase> {
  const direct = await createTestDatabase();
  const link = await openDatabaseLink(direct.url as string);
  const linked = await connect(Object.assign({ databaseUrl: link.url }, options));
  return {
    direct,
    link,
    linked,
    close: async () => {
      await linked.close();
      await link.close();
      await direct.close();
    },
  };
}
