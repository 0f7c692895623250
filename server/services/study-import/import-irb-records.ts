import { sql } from "drizzle-orm";
import type { ImportResult, IrbRecord } from "../../../core/contracts/study-import";
import type { Db, Tx } from "../../db/connect";
import { studyImports } from "../../db/schema/index";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { requestStudyMatching } from "../matching/request-matching";
import { principalInvestigatorOf } from "../study-setup/create-study";
import { ImportFileProblem } from "./import-file-problem";
import { readIrbCsv } from "./read-irb-csv";

const BATCH_ROWS = 1000;
/** Row errors kept for the answer; the count covers them all. */
const ERRORS_KEPT = 1000;

interface Tally {
  processed: number;
  added: number;
  updated: number;
  errorCount: number;
  errors: ImportResult["errors"];
}

/**
 * Inserts or updates a batch of records in one statement; a record equal to the stored one is left
 * alone, so importing the same file twice adds and updates nothing.
 */
async function upsertBatch(tx: Tx, importId: number, records: IrbRecord[], tally: Tally): Promise<void> {
  if (records.length === 0) return;
  const rows = sqlRows(
    await tx.execute(sql`insert into imported_studies as i (study_num, description, publishable, valid, pi_first_name,
        pi_middle_name, pi_last_name, pi_email, irb_status, raw, import_id, imported_at)
      select r."studyNum", r.description, r.publishable, r.valid, r."piFirstName", r."piMiddleName", r."piLastName",
        r."piEmail", r."irbStatus", r.raw, ${importId}, now()
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r("studyNum" text, description text,
        publishable boolean, valid boolean, "piFirstName" text, "piMiddleName" text, "piLastName" text,
        "piEmail" text, "irbStatus" text, raw jsonb)
      on conflict (study_num) do update set description = excluded.description, publishable = excluded.publishable,
        valid = excluded.valid, pi_first_name = excluded.pi_first_name, pi_middle_name = excluded.pi_middle_name,
        pi_last_name = excluded.pi_last_name, pi_email = excluded.pi_email, irb_status = excluded.irb_status,
        raw = excluded.raw, import_id = excluded.import_id, imported_at = excluded.imported_at
      where (i.description, i.publishable, i.valid, i.pi_first_name, i.pi_middle_name, i.pi_last_name, i.pi_email,
          i.irb_status, i.raw)
        is distinct from (excluded.description, excluded.publishable, excluded.valid, excluded.pi_first_name,
          excluded.pi_middle_name, excluded.pi_last_name, excluded.pi_email, excluded.irb_status, excluded.raw)
      returning (xmax = 0) as inserted`),
  );
  for (const row of rows) {
    if (row.inserted) tally.added += 1;
    else tally.updated += 1;
  }
}

/**
 * Studies added from a record this import changed follow it: the publishable flag (a study that loses
 * approval is inactive, NOT_PUBLISHABLE, and leaves matching at once; one that regains it is matched
 * again) and the PI (the new one joins as PRINCIPAL_INVESTIGATOR, the former stays as a TEAM_MEMBER).
 */
async function followRecords(tx: Tx, importId: number): Promise<void> {
  const flipped = sqlRows(
    await tx.execute(sql`update studies s set publishable = i.publishable, updated_at = now()
      from imported_studies i
      where i.import_id = ${importId} and i.study_num = s.study_num and s.publishable <> i.publishable
      returning s.id, s.publishable`),
  );
  for (const study of flipped) {
    if (study.publishable) await requestStudyMatching(tx, Number(study.id));
    else {
      await tx.execute(
        sql`delete from matched_participants where study_id = ${Number(study.id)} and status in ('EXACT', 'PARTIAL')`,
      );
    }
  }
  const newPis = sqlRows(
    await tx.execute(sql`select s.id as "studyId", i.pi_email as "piEmail", i.pi_first_name as "piFirstName",
        i.pi_middle_name as "piMiddleName", i.pi_last_name as "piLastName"
      from imported_studies i join studies s on s.study_num = i.study_num
      where i.import_id = ${importId}
        and not exists (select 1 from study_team_members m join users u on u.id = m.user_id
          where m.study_id = s.id and m.role = 'PRINCIPAL_INVESTIGATOR' and lower(u.email) = i.pi_email)`),
  );
  for (const study of newPis) {
    const studyId = Number(study.studyId);
    const piUserId = await principalInvestigatorOf(tx, {
      piEmail: String(study.piEmail),
      piFirstName: String(study.piFirstName),
      piMiddleName: study.piMiddleName === null ? null : String(study.piMiddleName),
      piLastName: String(study.piLastName),
    });
    await tx.execute(sql`update study_team_members set role = 'TEAM_MEMBER'
      where study_id = ${studyId} and role = 'PRINCIPAL_INVESTIGATOR'`);
    await tx.execute(sql`insert into study_team_members (study_id, user_id, role)
      values (${studyId}, ${piUserId}, 'PRINCIPAL_INVESTIGATOR')
      on conflict (study_id, user_id) do update set role = 'PRINCIPAL_INVESTIGATOR'`);
  }
}

/**
 * Imports a CSV file of IRB records (issue 14): streamed and checked row by row, valid rows applied in
 * one transaction in batches, invalid rows reported with their number and reason and changing nothing.
 * A file that cannot be read as a whole (empty, binary, a required column missing, broken quoting)
 * changes nothing and is answered 400 with the problem's code. Every import is recorded in study_imports.
 */
export async function importIrbRecords(options: {
  db: Db;
  userId: number;
  name: string;
  source: AsyncIterable<Buffer>;
}): Promise<ImportResult> {
  const { db } = options;
  const [started] = await db
    .insert(studyImports)
    .values({ name: options.name, status: "FAILED", importedByUserId: options.userId })
    .returning({ id: studyImports.id });
  if (!started) throw new Error("study import insert failed");
  const importId = started.id;
  const tally: Tally = { processed: 0, added: 0, updated: 0, errorCount: 0, errors: [] };
  const rowError = (error: ImportResult["errors"][number]) => {
    tally.errorCount += 1;
    if (tally.errors.length < ERRORS_KEPT) tally.errors.push(error);
  };
  let status: "SUCCESS" | "PARTIAL";
  try {
    await db.transaction(async (tx) => {
      const seen = new Map<string, number>();
      let batch: IrbRecord[] = [];
      for await (const item of readIrbCsv(options.source)) {
        tally.processed += 1;
        if (item.kind === "error") {
          rowError({ rowNum: item.rowNum, row: item.row, description: item.description });
          continue;
        }
        const earlier = seen.get(item.record.studyNum);
        if (earlier !== undefined) {
          rowError({
            rowNum: item.rowNum,
            row: item.row,
            description: `study_number ${item.record.studyNum} is in row ${earlier} already`,
          });
          continue;
        }
        seen.set(item.record.studyNum, item.rowNum);
        batch.push(item.record);
        if (batch.length >= BATCH_ROWS) {
          await upsertBatch(tx, importId, batch, tally);
          batch = [];
        }
      }
      await upsertBatch(tx, importId, batch, tally);
      await followRecords(tx, importId);
    });
    status = tally.errorCount === 0 ? "SUCCESS" : "PARTIAL";
  } catch (error) {
    if (!(error instanceof ImportFileProblem)) throw error;
    await db
      .update(studyImports)
      .set({ status: "FAILED", errorCount: 1, errors: [{ rowNum: 0, row: "", description: error.message }] })
      .where(sql`id = ${importId}`);
    throw AppError.invalid(error.code, error.message, [{ field: "file", message: error.message }]);
  }
  const result: ImportResult = {
    name: options.name,
    status,
    processedRowsCount: tally.processed,
    errorCount: tally.errorCount,
    studiesAddedCount: tally.added,
    studiesUpdatedCount: tally.updated,
    errors: tally.errors,
  };
  await db
    .update(studyImports)
    .set({
      status,
      processedRowsCount: result.processedRowsCount,
      errorCount: result.errorCount,
      studiesAddedCount: result.studiesAddedCount,
      studiesUpdatedCount: result.studiesUpdatedCount,
      errors: result.errors,
    })
    .where(sql`id = ${importId}`);
  return result;
}
