import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { textColumns } from "./public-study-sql";

/** A study's title for a reader of `language`, and the language it is in (TextLanguage). */
export async function readStudyTitle(
  db: DbOrTx,
  studyId: number,
  language: string,
): Promise<{ title: string; titleLanguage: string }> {
  const [row] = sqlRows(
    await db.execute(sql`select ${textColumns("title", language)} from studies s where s.id = ${studyId}`),
  );
  return { title: String(row?.title ?? ""), titleLanguage: String(row?.titleLanguage ?? language) };
}
