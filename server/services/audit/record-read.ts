import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect";
import { intArray } from "../../db/int-array";
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

/** One statement for any number of rows: four array parameters, whatever the batch's size. */
async function insertReads(db: DbOrTx, reads: readonly AccessRead[]): Promise<void> {
  const actions = `{${reads.map((read) => read.action).join(",")}}`;
  await db.execute(sql`insert into access_audits (actor_user_id, volunteer_user_id, study_id, action)
    select * from unnest(${intArray(reads.map((read) => read.actorUserId))},
      ${intArray(reads.map((read) => read.volunteerUserId))}, ${intArray(reads.map((read) => read.studyId))},
      ${actions}::text[])`);
}
