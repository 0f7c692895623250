import { sql } from "drizzle-orm";
import type { Page } from "../../../core/contracts/paging";
import { PUBLIC_STUDY_PAGE_SIZE, type PublicStudySummary } from "../../../core/contracts/public-studies";
import { BOOLEAN_TRUE_ID, HEALTHY_VOLUNTEERS_TYPE_ID } from "../../../core/rules/lookup-ids";
import { STUDY_PROPERTY_IDS } from "../../../core/rules/study-properties";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { ACTIVE_STUDY_CONDITION } from "../matching/load-study-criteria";
import { lookupNames } from "../reference/list-lookup-values";
import { lookupProperty, textProperty } from "./public-study-sql";

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A pick-list property of study `s` holds `id`. */
const holds = (property: number, id: number) => sql`exists (select 1 from study_property_values v
  where v.study_id = s.id and v.property_id = ${property} and v.language = s.default_language
    and ${id}::int = any(v.lookup_value_ids))`;

/**
 * The public search (issue 15): active studies only, whose title, purpose or description holds the
 * keyword (in any of the study's languages), with the condition, location and healthy-volunteer
 * filters, by title (the sort key study_statistics keeps). The filters and the order read the studies'
 * own columns; the texts and lists of the reader's language are read for the page's ten rows only.
 * Nothing about volunteers is read.
 */
export async function searchPublicStudies(options: {
  db: Db;
  language: string;
  q?: string;
  condition?: number;
  location?: number;
  healthy?: boolean;
  page: number;
}): Promise<Page<PublicStudySummary>> {
  const { language } = options;
  const keyword = options.q ? `%${escapeLike(options.q.toLowerCase())}%` : null;
  const offset = (options.page - 1) * PUBLIC_STUDY_PAGE_SIZE;
  const filters = [
    ACTIVE_STUDY_CONDITION,
    ...(options.healthy === undefined
      ? []
      : [sql`(${HEALTHY_VOLUNTEERS_TYPE_ID}::int = any(s.participant_type_ids)) = ${options.healthy}`]),
    ...(options.condition === undefined ? [] : [holds(STUDY_PROPERTY_IDS.conditions, options.condition)]),
    ...(options.location === undefined ? [] : [holds(STUDY_PROPERTY_IDS.locations, options.location)]),
    ...(keyword === null
      ? []
      : [
          sql`exists (select 1 from study_property_values v where v.study_id = s.id
            and v.property_id in (${STUDY_PROPERTY_IDS.title}, ${STUDY_PROPERTY_IDS.purpose}, ${STUDY_PROPERTY_IDS.studyDescription})
            and lower(v.saved_value) like ${keyword})`,
        ]),
  ];
  const rows = sqlRows(
    await options.db.execute(sql`with page as (
        select s.id, st.title_sort_key, count(*) over ()::int as total
        from studies s join study_statistics st on st.study_id = s.id
        where ${sql.join(filters, sql` and `)}
        order by st.title_sort_key, s.study_num limit ${PUBLIC_STUDY_PAGE_SIZE} offset ${offset})
      select s.study_num as "studyNum", ${textProperty("title", language)} as title,
        ${textProperty("purpose", language)} as purpose, ${lookupProperty("conditions")} as conditions,
        ${lookupProperty("locations")} as locations, ${lookupProperty("offersCompensation")} as compensation,
        ${HEALTHY_VOLUNTEERS_TYPE_ID}::int = any(s.participant_type_ids) as "healthyVolunteers", page.total
      from page join studies s on s.id = page.id
      order by page.title_sort_key, s.study_num`),
  );
  const name = await lookupNames(options.db, language);
  let totalCount = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) {
    // A page past the end still tells how many there are.
    const [count] = sqlRows(
      await options.db.execute(
        sql`select count(*)::int as total from studies s where ${sql.join(filters, sql` and `)}`,
      ),
    );
    totalCount = Number(count?.total ?? 0);
  }
  return {
    page: rows.map((row) => ({
      studyNum: String(row.studyNum),
      title: String(row.title),
      purpose: String(row.purpose),
      conditions: (row.conditions as number[]).map(name),
      locations: (row.locations as number[]).map(name),
      healthyVolunteers: Boolean(row.healthyVolunteers),
      offersCompensation: (row.compensation as number[]).includes(BOOLEAN_TRUE_ID),
    })),
    totalCount,
    fromIndex: offset,
  };
}
