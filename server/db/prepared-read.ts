import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "./connect";
import { compiledQueriesByKey, type Rows } from "./prepared-query";

/**
 * A read prepared for one request, to run alone or inside another statement (the access gate sends a
 * list's read in the session's statement: server/http/session-read.ts).
 */
export interface PreparedRead {
  /** The statement's shape: one compiled statement each. */
  key: string;
  /**
   * The read over `viewer`, the user's id (the session's `u.id` in the gate's statement, a placeholder
   * alone), with `sql.placeholder` for its values; `now` and `studyId` mean the request's instant and the
   * study the path names, as they do in the session's statement.
   */
  build(viewer: SQL): SQL;
  values: Record<string, unknown>;
  /**
   * The read answers at most one row, a page written as one JSON text: the session's statement then answers
   * its columns beside its own, instead of inside a JSON array where PostgreSQL escapes the text and the
   * app parses it back (issue 27: ~45 µs of a 4 KB page's request, in both). Not for a row of many columns:
   * the driver reads each column of the answer's description on every call (a study's read: ~40 µs more).
   * Its columns must not start with `session.`, the session's own.
   */
  oneRow?: boolean;
}

const alone = compiledQueriesByKey();

/** Runs a prepared read in a statement of its own, for the user `viewerId` (null for a read over none). */
export function runPreparedRead(db: DbOrTx, read: PreparedRead, viewerId: number | null): Promise<Rows> {
  const query = alone(read.key, () => read.build(sql`${sql.placeholder("viewerId")}`));
  return query(db, Object.assign({}, read.values, { viewerId }));
}
