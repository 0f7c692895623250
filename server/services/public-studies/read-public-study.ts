import { sql } from "drizzle-orm";
import type { PublicStudy } from "../../../core/contracts/public-studies";
import { BOOLEAN_TRUE_ID, HEALTHY_VOLUNTEERS_TYPE_ID } from "../../../core/rules/lookup-ids";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { ACTIVE_STUDY_CONDITION } from "../matching/load-study-criteria";
import { lookupNames } from "../reference/list-lookup-values";
import { lookupProperty, textProperty } from "./public-study-sql";

/** An active study's public page, texts in `language` where the study has them; 404 for any other study. */
export async function readPublicStudy(options: {
  db: Db;
  studyNum: string;
  language: string;
}): Promise<PublicStudy> {
  const { language } = options;
  const [row] = sqlRows(
    await options.db.execute(sql`select s.study_num as "studyNum",
        case when exists (select 1 from study_property_values v where v.study_id = s.id and v.property_id = 1
          and v.language = ${language} and v.saved_value <> '') then ${language} else s.default_language end as language,
        ${textProperty("title", language)} as title, ${textProperty("purpose", language)} as purpose,
        ${textProperty("studyDescription", language)} as "studyDescription", ${textProperty("aboutStudy", language)} as "aboutStudy",
        ${textProperty("compensation", language)} as compensation,
        ${lookupProperty("conditions")} as conditions, ${lookupProperty("locations")} as locations,
        ${lookupProperty("offersCompensation")} as "offersCompensation",
        ${HEALTHY_VOLUNTEERS_TYPE_ID}::int = any(s.participant_type_ids) as "healthyVolunteers",
        coalesce(s.contact_name, '') as "contactName", coalesce(s.contact_email, '') as "contactEmail",
        coalesce(s.contact_phone, '') as "contactPhone", coalesce(s.contact_website, '') as "contactWebsite",
        coalesce((select concat_ws(' ', u.first_name, u.middle_name, u.last_name) from study_team_members m
          join users u on u.id = m.user_id where m.study_id = s.id and m.role = 'PRINCIPAL_INVESTIGATOR' limit 1), '') as "piName"
      from studies s where upper(s.study_num) = upper(${options.studyNum}) and ${ACTIVE_STUDY_CONDITION}`),
  );
  if (!row) throw AppError.notFound("The study");
  const name = await lookupNames(options.db, language);
  return {
    studyNum: String(row.studyNum),
    language: String(row.language),
    title: String(row.title),
    purpose: String(row.purpose),
    studyDescription: String(row.studyDescription),
    aboutStudy: String(row.aboutStudy),
    compensation: String(row.compensation),
    conditions: (row.conditions as number[]).map(name),
    locations: (row.locations as number[]).map(name),
    healthyVolunteers: Boolean(row.healthyVolunteers),
    offersCompensation: (row.offersCompensation as number[]).includes(BOOLEAN_TRUE_ID),
    piName: String(row.piName),
    contactName: String(row.contactName),
    contactEmail: String(row.contactEmail),
    contactPhone: String(row.contactPhone),
    contactWebsite: String(row.contactWebsite),
  };
}
