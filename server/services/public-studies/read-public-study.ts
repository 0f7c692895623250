import { sql } from "drizzle-orm";
import type { PublicStudy } from "../../../core/contracts/public-studies";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { ACTIVE_LISTING_CONDITION } from "../matching/load-study-criteria";
import { lookupNames } from "../reference/list-lookup-values";
import { textColumns } from "./public-study-sql";
import { summaryColumns, toPublicStudySummary } from "./public-study-summary";

/** An active study's public page, texts in `language` where the study has them; 404 for any other study. */
export async function readPublicStudy(options: {
  db: Db;
  studyNum: string;
  language: string;
}): Promise<PublicStudy> {
  const { language } = options;
  const [row] = sqlRows(
    await options.db.execute(sql`select ${summaryColumns(language)},
        ${textColumns("studyDescription", language)}, ${textColumns("aboutStudy", language)},
        ${textColumns("compensation", language)},
        coalesce(s.contact_name, '') as "contactName", coalesce(s.contact_email, '') as "contactEmail",
        coalesce(s.contact_phone, '') as "contactPhone", coalesce(s.contact_website, '') as "contactWebsite",
        coalesce((select concat_ws(' ', u.first_name, u.middle_name, u.last_name) from study_team_members m
          join users u on u.id = m.user_id where m.study_id = s.id and m.role = 'PRINCIPAL_INVESTIGATOR' limit 1), '') as "piName"
      from studies s join public_study_listings l on l.study_id = s.id
      where upper(s.study_num) = upper(${options.studyNum}) and ${ACTIVE_LISTING_CONDITION}`),
  );
  if (!row) throw AppError.notFound("The study");
  const name = await lookupNames(options.db, language);
  const summary = toPublicStudySummary(row, name);
  return Object.assign(summary, {
    language: summary.textLanguages.title,
    textLanguages: Object.assign(summary.textLanguages, {
      studyDescription: String(row.studyDescriptionLanguage),
      aboutStudy: String(row.aboutStudyLanguage),
      compensation: String(row.compensationLanguage),
    }),
    studyDescription: String(row.studyDescription),
    aboutStudy: String(row.aboutStudy),
    compensation: String(row.compensation),
    piName: String(row.piName),
    contactName: String(row.contactName),
    contactEmail: String(row.contactEmail),
    contactPhone: String(row.contactPhone),
    contactWebsite: String(row.contactWebsite),
  });
}
