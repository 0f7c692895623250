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

/**
 * The public search (issue 15): active studies only, whose title, purpose or description holds the
 * keyword (in any of the study's languages), with the condition, location and healthy-volunteer
 * filters, by title. Nothing about volunteers is read.
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
  const rows = sqlRows(
    await options.db.execute(sql`with found as (
        select s.study_num as "studyNum", ${textProperty("title", language)} as title,
          ${textProperty("purpose", language)} as purpose, ${lookupProperty("conditions")} as conditions,
          ${lookupProperty("locations")} as locations, ${lookupProperty("offersCompensation")} as compensation,
          ${HEALTHY_VOLUNTEERS_TYPE_ID}::int = any(s.participant_type_ids) as "healthyVolunteers",
          ${
            keyword === null
              ? sql`true`
              : sql`exists (select 1 from study_property_values v where v.study_id = s.id
                  and v.property_id in (${STUDY_PROPERTY_IDS.title}, ${STUDY_PROPERTY_IDS.purpose}, ${STUDY_PROPERTY_IDS.studyDescription})
                  and lower(v.saved_value) like ${keyword})`
          } as hit
        from studies s where ${ACTIVE_STUDY_CONDITION}
          ${options.healthy === undefined ? sql`` : sql`and (${HEALTHY_VOLUNTEERS_TYPE_ID}::int = any(s.participant_type_ids)) = ${options.healthy}`})
      select *, count(*) over ()::int as total from found
      where hit ${options.condition === undefined ? sql`` : sql`and ${options.condition}::int = any(conditions)`}
        ${options.location === undefined ? sql`` : sql`and ${options.location}::int = any(locations)`}
      order by lower(title), "studyNum" limit ${PUBLIC_STUDY_PAGE_SIZE} offset ${offset}`),
  );
  const name = await lookupNames(options.db, language);
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
    totalCount: Number(rows[0]?.total ?? 0),
    fromIndex: offset,
  };
}
