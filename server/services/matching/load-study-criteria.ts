import { sql } from "drizzle-orm";
import type { Criterion, ParticipantType, StudyCriteria } from "../../../core/eligibility/model";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { listLookupValues } from "../reference/list-lookup-values";

/** Active now: publishable, not archived, activation ≤ now < deactivation (core/rules/posting-status.ts). */
export const ACTIVE_STUDY_CONDITION = sql.raw(`s.archived_date is null and s.publishable
  and s.posting_activation_date <= now() and s.posting_deactivation_date > now()`);
/** The same rule on the public search's listing `l`, whose `listed` is publishable and not archived. */
export const ACTIVE_LISTING_CONDITION = sql.raw(`l.listed
  and l.posting_activation_date <= now() and l.posting_deactivation_date > now()`);

export async function activeStudyIds(db: DbOrTx): Promise<number[]> {
  const result = await db.execute(
    sql`select s.id from studies s where ${ACTIVE_STUDY_CONDITION} order by s.id`,
  );
  return sqlRows(result).map((row) => Number(row.id));
}

/** Rewrites the study's matching document after its criteria, participant types or conditions change. */
export async function refreshMatchingCriteria(db: DbOrTx, studyId: number): Promise<void> {
  await db.execute(
    sql`update studies set matching_criteria = study_matching_criteria(id) where id = ${studyId}`,
  );
}

/** PARTICIPANT_TYPE lookup ids by the names the matcher reads them by. */
export async function participantTypeNames(db: DbOrTx): Promise<Map<number, ParticipantType>> {
  const values =
    (await listLookupValues({ db, types: ["PARTICIPANT_TYPE"], language: "EN" })).PARTICIPANT_TYPE ?? [];
  return new Map(values.map((value) => [value.id, value.name as ParticipantType]));
}

interface MatchingDocument {
  participantTypeIds: number[];
  studyConditionIds: number[];
  criteria: Criterion[];
}

/**
 * The matching view of studies' criteria (core/eligibility/model.ts): one row per study, read from the
 * document kept on the study (computed here for a study written without it, e.g. by an old import).
 */
export async function loadStudyCriteria(
  db: DbOrTx,
  studyIds: readonly number[],
): Promise<Map<number, StudyCriteria>> {
  const result = new Map<number, StudyCriteria>();
  if (studyIds.length === 0) return result;
  const ids = sql.raw(studyIds.map((id) => Math.trunc(id)).join(","));
  const typeNames = await participantTypeNames(db);
  const rows = sqlRows(
    await db.execute(sql`
      select s.id, coalesce(s.matching_criteria, study_matching_criteria(s.id))::text as "document"
      from studies s where s.id in (${ids})`),
  );
  for (const row of rows) {
    const document = JSON.parse(String(row.document)) as MatchingDocument;
    result.set(Number(row.id), {
      participantTypes: document.participantTypeIds
        .map((id) => typeNames.get(id))
        .filter((name): name is ParticipantType => name !== undefined),
      studyConditionIds: document.studyConditionIds,
      criteria: document.criteria,
    });
  }
  return result;
}
