import { sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/connect";
import { intArrayLiteral } from "../../db/int-array";
import { compiledQuery } from "../../db/prepared-query";
import type { AccessAction } from "./record-access";

/** One staff member's read of one volunteer's data through a study. */
export interface AccessRead {
  actorUserId: number;
  volunteerUserId: number;
  studyId: number;
  action: AccessAction;
}

interface Waiting {
  read: AccessRead;
  done(error?: unknown): void;
}

/** The reads waiting for the next insert on one database handle, and whether one is being written. */
interface Queue {
  waiting: Waiting[];
  writing: boolean;
}

const queues = new WeakMap<DbOrTx, Queue>();

/**
 * Records a staff read of one volunteer's data and resolves once the row is committed; a caller answers
 * its request only then, so no answered read goes unrecorded (a failure rejects, and the request fails).
 * Reads made while an insert is being written wait for the next one, which writes them all: at a quiet
 * moment a read is written at once, alone; under load, many requests share one statement and one commit's
 * flush to disk, which a row per request paid alone (issue 27: the flush was most of a conversation's
 * database work). At most one insert per handle is in flight, so the rows take one pool connection.
 */
export function recordRead(db: DbOrTx, read: AccessRead): Promise<void> {
  let queue = queues.get(db);
  if (!queue) {
    queue = { waiting: [], writing: false };
    queues.set(db, queue);
  }
  const written = new Promise<void>((resolve, reject) => {
    queue.waiting.push({ read, done: (error) => (error === undefined ? resolve() : reject(error)) });
  });
  if (!queue.writing) void writeWaiting(db, queue);
  return written;
}

async function writeWaiting(db: DbOrTx, queue: Queue): Promise<void> {
  queue.writing = true;
  while (queue.waiting.length > 0) {
    const batch = queue.waiting;
    queue.waiting = [];
    try {
      await insertReads(
        db,
        batch.map((entry) => entry.read),
      );
      for (const entry of batch) entry.done();
    } catch (error) {
      for (const entry of batch) entry.done(error ?? new Error("the access audit was not written"));
    }
  }
  queue.writing = false;
}

/** The batch as four array parameters: one statement for any number of rows. */
type InsertValues = {
  actors: string;
  volunteers: string;
  studies: string;
  actions: string;
};

const insertStatement = (value: (name: keyof InsertValues) => unknown) =>
  sql`insert into access_audits (actor_user_id, volunteer_user_id, study_id, action)
    select * from unnest(${value("actors")}::int[], ${value("volunteers")}::int[], ${value("studies")}::int[],
      ${value("actions")}::text[])`;

/** Planned once per connection: under load a batch is written every few milliseconds. */
const insertPrepared = compiledQuery<InsertValues>(() => insertStatement((name) => sql.placeholder(name)));

async function insertReads(db: DbOrTx, reads: readonly AccessRead[]): Promise<void> {
  const values: InsertValues = {
    actors: intArrayLiteral(reads.map((read) => read.actorUserId)),
    volunteers: intArrayLiteral(reads.map((read) => read.volunteerUserId)),
    studies: intArrayLiteral(reads.map((read) => read.studyId)),
    actions: `{${reads.map((read) => read.action).join(",")}}`,
  };
  // A transaction writes on its own connection: a plain statement (a compiled one runs on the pool).
  if (db instanceof PgTransaction) await db.execute(insertStatement((name) => values[name]));
  else await insertPrepared(db, values);
}
