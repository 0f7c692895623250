import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { LISTABLE_VOLUNTEER_SQL } from "../matching/match-study";
import { VolunteerColumns, type VolunteerFactRow } from "./volunteer-columns";

/** Rows read a query at a time on a full load. */
const LOAD_BATCH = 50_000;
/** Changes are kept a day (PURGE_EXPIRED_SESSIONS); columns not brought up to date for half that load anew. */
export const FACT_CHANGES_KEPT_HOURS = 24;
const RELOAD_AFTER_MS = (FACT_CHANGES_KEPT_HOURS / 2) * 3_600_000;

/** A day as YYYYMMDD. */
const dayNumberSql = (column: string) => `to_char(${column}, 'YYYYMMDD')::int`;

/** The columns' facts of a profile `p` of account `u`, and whether study teams may see the volunteer. */
const FACT_COLUMNS = `p.user_id as "userId", ${dayNumberSql("p.date_of_birth")} as "dateOfBirth",
  p.gender_id as "genderId", p.race_ids::text as "raceIds", p.height::float8 as height, p.weight::float8 as weight,
  p.current_condition_ids::text as "currentConditionIds", p.past_condition_ids::text as "pastConditionIds",
  p.willing_to_change_meds as "willingToChangeMeds", p.willing_take_exp_drugs as "willingTakeExpDrugs",
  p.has_metal_implants as "hasMetalImplants", p.smoking_status_id as "smokingStatusId",
  p.parent_or_guardian_of_a_child as "parentOrGuardianOfAChild", p.english_fluency_id as "englishFluencyId",
  ${dayNumberSql("p.estimated_due_date")} as "estimatedDueDate", p.pregnant`;

const idList = (value: unknown): number[] | null =>
  value === null || value === undefined
    ? null
    : String(value)
        .slice(1, -1)
        .split(",")
        .filter((id) => id !== "")
        .map(Number);
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const booleanOrNull = (value: unknown) => (value === null || value === undefined ? null : value === true);

function factRow(row: Record<string, unknown>): VolunteerFactRow {
  return {
    userId: Number(row.userId),
    dateOfBirth: numberOrNull(row.dateOfBirth),
    genderId: numberOrNull(row.genderId),
    raceIds: idList(row.raceIds),
    height: numberOrNull(row.height),
    weight: numberOrNull(row.weight),
    currentConditionIds: idList(row.currentConditionIds),
    pastConditionIds: idList(row.pastConditionIds),
    willingToChangeMeds: booleanOrNull(row.willingToChangeMeds),
    willingTakeExpDrugs: booleanOrNull(row.willingTakeExpDrugs),
    hasMetalImplants: booleanOrNull(row.hasMetalImplants),
    smokingStatusId: numberOrNull(row.smokingStatusId),
    parentOrGuardianOfAChild: booleanOrNull(row.parentOrGuardianOfAChild),
    englishFluencyId: numberOrNull(row.englishFluencyId),
    estimatedDueDate: numberOrNull(row.estimatedDueDate),
    pregnant: booleanOrNull(row.pregnant),
  };
}

interface SyncedColumns {
  columns: VolunteerColumns;
  /** The oldest transaction the last read could not see: changes from it on are read again. */
  xmin: string;
  syncedAt: number;
}

/** Every listable volunteer, in one snapshot, a batch at a time. */
async function loadAll(db: DbOrTx): Promise<SyncedColumns> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const [snapshot] = sqlRows(
      await tx.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`),
    );
    const columns = new VolunteerColumns();
    let after = 0;
    for (;;) {
      const rows = sqlRows(
        await tx.execute(
          // Both sides bounded, so that each batch starts where the last ended on either index.
          sql.raw(`select ${FACT_COLUMNS} from volunteer_profiles p join users u on u.id = p.user_id
            where ${LISTABLE_VOLUNTEER_SQL} and p.user_id > ${Number(after)} and u.id > ${Number(after)}
            order by p.user_id limit ${LOAD_BATCH}`),
        ),
      );
      for (const row of rows) columns.put(factRow(row));
      if (rows.length < LOAD_BATCH) break;
      after = Number(rows.at(-1)?.userId);
    }
    return { columns, xmin: String(snapshot?.xmin), syncedAt: Date.now() };
  });
}

/**
 * The volunteers whose facts changed in transactions from `xmin` on, as they are now (null facts: no
 * longer listable), and the new xmin, in one statement and so one snapshot.
 */
async function readChanges(db: DbOrTx, xmin: string) {
  const rows = sqlRows(
    await db.execute(
      sql`select snap.xmin, changed.* from (select pg_snapshot_xmin(pg_current_snapshot())::text as xmin) snap
        left join lateral (
          select c.user_id as "changedUserId", (p.user_id is not null) as listed, ${sql.raw(FACT_COLUMNS)}
          from (select distinct user_id from volunteer_fact_changes where changed_in_xid >= ${xmin}::xid8) c
          left join (volunteer_profiles p join users u on u.id = p.user_id and ${sql.raw(LISTABLE_VOLUNTEER_SQL)})
            on p.user_id = c.user_id
        ) changed on true`,
    ),
  );
  return { xmin: String(rows[0]?.xmin), rows: rows.filter((row) => row.changedUserId !== null) };
}

async function bringUpToDate(db: DbOrTx, synced: SyncedColumns | undefined): Promise<SyncedColumns> {
  if (!synced || Date.now() - synced.syncedAt > RELOAD_AFTER_MS) return loadAll(db);
  const changes = await readChanges(db, synced.xmin);
  for (const row of changes.rows) {
    if (row.listed === true) synced.columns.put(factRow(row));
    else synced.columns.remove(Number(row.changedUserId));
  }
  return { columns: synced.columns, xmin: changes.xmin, syncedAt: Date.now() };
}

/** Each database's columns on this instance, and the read bringing them up to date, if one is running. */
const byDatabase = new WeakMap<object, { synced?: SyncedColumns; syncing?: Promise<SyncedColumns> }>();

/**
 * The listable volunteers' facts as columns, up to date with the database: loaded whole on the first
 * count (a few seconds for a million volunteers), then brought up to date by the changes since the last
 * read before each count. Counts that arrive during a read share it.
 */
export async function volunteerColumns(db: DbOrTx): Promise<VolunteerColumns> {
  let state = byDatabase.get(db);
  if (!state) {
    state = {};
    byDatabase.set(db, state);
  }
  const current = state;
  if (!current.syncing) {
    current.syncing = bringUpToDate(db, current.synced)
      .then((synced) => {
        current.synced = synced;
        return synced;
      })
      .finally(() => {
        current.syncing = undefined;
      });
  }
  return (await current.syncing).columns;
}
