import { sql } from "drizzle-orm";
import type { NameSearchResult } from "../../../core/contracts/interested-participants";
import { NAME_SEARCH_MAX_RESULTS } from "../../../core/rules/interested-lists";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { INTERESTED_ROW_FROM, nameContains } from "./interested-row";

/**
 * The study's interested participants whose first, last or full name contains the text, case aside,
 * sorted by name; nobody while the study is not publishable (the lists' rule).
 */
export async function searchInterestedNames(options: {
  db: DbOrTx;
  studyId: number;
  text: string;
}): Promise<NameSearchResult[]> {
  const rows = sqlRows(
    await options.db.execute(sql`select sv.id as "studyVolunteerId", u.first_name as "firstName",
        u.last_name as "lastName"
      from ${INTERESTED_ROW_FROM}
      where sv.study_id = ${options.studyId}
        and ${nameContains(options.text)}
      order by lower(u.last_name), lower(u.first_name), sv.id
      limit ${NAME_SEARCH_MAX_RESULTS}`),
  );
  return rows.map((row) => ({
    studyVolunteerId: Number(row.studyVolunteerId),
    firstName: String(row.firstName),
    lastName: String(row.lastName),
  }));
}
