import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import dayjs from "dayjs";
import { sql } from "drizzle-orm";
import { DATE_FORMAT } from "../../../core/rules/dates";
import { INTERESTED_STATUS_NAMES, type InterestedStatus } from "../../../core/rules/interested-lists";
import {
  ageText,
  heightText,
  localToday,
  pregnantText,
  showsPregnancy,
  textOrNotAvailable,
  weightText,
  yesNoText,
} from "../../../core/rules/profile-display";
import type { Db } from "../../db/connect";
import { intArray } from "../../db/int-array";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { recordAccess } from "../audit/record-access";
import { lookupNames } from "../reference/list-lookup-values";
import { INTERESTED_ROW_FROM } from "./interested-row";

const BATCH_SIZE = 2000;

/**
 * A cell a spreadsheet program would read as a formula (=, +, -, @, a tab or a carriage return first)
 * is neutralised with a leading apostrophe (OWASP's advice against CSV injection).
 */
export function neutralizeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const PROFILE_HEADERS = [
  "First name",
  "Middle name",
  "Last name",
  "Email",
  "Phone",
  "Street address",
  "City",
  "State",
  "ZIP code",
  "Gender",
  "Age",
  "Race",
  "Height",
  "Weight",
  "Smoking status",
  "English fluency",
  "Current medical conditions",
  "Past medical conditions",
  "Willing to change medications",
  "Willing to take experimental drugs",
  "Has metal implants",
  "Parent or guardian of a child under 18",
  "Pregnant",
  "Estimated due date",
  "Status",
  "Labels",
  "Date of interest",
  "Source",
];

interface Question {
  id: number;
  text: string;
}

/** The study's own screening questions (profile questions are answered by the profile), in order. */
async function readQuestions(db: Db, studyId: number): Promise<Question[]> {
  const rows = sqlRows(
    await db.execute(sql`select q.id, q.text from screening_questions q
      join screening_questionnaires qn on qn.id = q.questionnaire_id
      where qn.study_id = ${studyId} and q.question_type <> 'VOLUNTEER_PROFILE'
      order by q.order_num, q.id`),
  );
  return rows.map((row) => ({ id: Number(row.id), text: String(row.text) }));
}

/** The answers of a batch of volunteers, by user id and question id: text, or the options chosen. */
async function readAnswers(db: Db, userIds: number[], questions: Question[]) {
  const answers = new Map<string, string>();
  if (userIds.length === 0 || questions.length === 0) return answers;
  const rows = sqlRows(
    await db.execute(sql`select a.user_id as "userId", a.question_id as "questionId", a.answer_value as "value",
        (select string_agg(o.text, '; ' order by o.order_num) from screening_answer_options ao
          join screening_question_options o on o.id = ao.option_id where ao.answer_id = a.id) as "options"
      from screening_answers a
      where a.user_id = any(${intArray(userIds)}) and a.question_id = any(${intArray(questions.map((q) => q.id))})`),
  );
  for (const row of rows) {
    const text = row.options ?? row.value;
    answers.set(`${row.userId}:${row.questionId}`, text === null ? "" : String(text));
  }
  return answers;
}

/**
 * Every interested participant of the study as CSV rows (spec 000 §7 export), newest interest first:
 * names, contact details, the profile as the profile page shows it, status, labels, date of interest and
 * one column per screening question. Read 2,000 at a time, the next batch read while one is written,
 * each batch recorded in the access audit, so that neither the rows nor the file are ever whole in memory.
 */
async function* exportRows(options: {
  db: Db;
  studyId: number;
  readerUserId: number;
  language: string;
}): AsyncGenerator<string[]> {
  const { db, studyId } = options;
  const questions = await readQuestions(db, studyId);
  const nameOf = await lookupNames(db, options.language);
  const names = (ids: unknown) =>
    Array.isArray(ids) && ids.length > 0 ? ids.map((id) => nameOf(Number(id))).join("; ") : "N/A";
  const named = (id: unknown) => (id === null || id === undefined ? "N/A" : nameOf(Number(id)));
  const today = localToday();
  yield [...PROFILE_HEADERS, ...questions.map((question) => question.text)];
  const batchAfter = (after: { date: string; id: number } | null): Promise<unknown> => {
    const position = after
      ? sql`and (sv.show_interest_date, sv.id) < (${after.date}::timestamptz, ${after.id})`
      : sql``;
    const batch = Promise.resolve(
      db.execute(sql`select sv.id, sv.user_id as "userId", sv.status, sv.show_interest_date::text as "date", sv.source_tag as "sourceTag",
          extract(epoch from sv.show_interest_date) * 1000 as "dateMs",
          u.first_name as "firstName", u.middle_name as "middleName", u.last_name as "lastName", u.email,
          p.phone, p.street_address as "streetAddress", p.city, p.state, p.zip_code as "zipCode",
          p.gender_id as "genderId", p.date_of_birth::text as "dateOfBirth", p.race_ids as "raceIds",
          p.height, p.weight, p.smoking_status_id as "smokingStatusId", p.english_fluency_id as "englishFluencyId",
          p.current_condition_ids as "currentConditionIds", p.past_condition_ids as "pastConditionIds",
          p.willing_to_change_meds as "willingToChangeMeds", p.willing_take_exp_drugs as "willingTakeExpDrugs",
          p.has_metal_implants as "hasMetalImplants", p.parent_or_guardian_of_a_child as "parent",
          p.pregnant, p.estimated_due_date::text as "estimatedDueDate",
          coalesce((select string_agg(l.name, '; ' order by l.name) from study_volunteer_labels svl
            join labels l on l.id = svl.label_id where svl.study_volunteer_id = sv.id), '') as labels
        from ${INTERESTED_ROW_FROM}
        where sv.study_id = ${studyId} ${position}
        order by sv.show_interest_date desc, sv.id desc limit ${BATCH_SIZE}`),
    );
    // Read ahead while the batch before is written; a download ended early leaves it unawaited.
    batch.catch(() => undefined);
    return batch;
  };
  let next = batchAfter(null);
  for (;;) {
    const rows = sqlRows(await next);
    if (rows.length === 0) return;
    const last = rows[rows.length - 1];
    next =
      rows.length < BATCH_SIZE
        ? Promise.resolve({ rows: [] })
        : batchAfter({ date: String(last?.date), id: Number(last?.id) });
    const userIds = rows.map((row) => Number(row.userId));
    const [answers] = await Promise.all([
      readAnswers(db, userIds, questions),
      recordAccess({
        db,
        actorUserId: options.readerUserId,
        studyId,
        volunteerUserIds: userIds,
        action: "EXPORT",
      }),
    ]);
    for (const row of rows) {
      const text = (value: unknown) => textOrNotAvailable(value === null ? null : String(value));
      const number = (value: unknown) => (value === null ? null : Number(value));
      const bool = (value: unknown) => (value === null ? null : Boolean(value));
      const genderId = number(row.genderId);
      const pregnancy = showsPregnancy(genderId);
      yield [
        String(row.firstName),
        row.middleName === null ? "" : String(row.middleName),
        String(row.lastName),
        text(row.email),
        text(row.phone),
        text(row.streetAddress),
        text(row.city),
        text(row.state),
        text(row.zipCode),
        named(row.genderId),
        ageText(row.dateOfBirth === null ? null : String(row.dateOfBirth), today),
        names(row.raceIds),
        heightText(number(row.height)),
        weightText(number(row.weight)),
        named(row.smokingStatusId),
        named(row.englishFluencyId),
        names(row.currentConditionIds),
        names(row.pastConditionIds),
        yesNoText(bool(row.willingToChangeMeds)),
        yesNoText(bool(row.willingTakeExpDrugs)),
        yesNoText(bool(row.hasMetalImplants)),
        yesNoText(bool(row.parent)),
        pregnancy
          ? pregnantText(
              row.estimatedDueDate === null ? null : String(row.estimatedDueDate),
              bool(row.pregnant),
              today,
            )
          : "",
        pregnancy ? text(row.estimatedDueDate) : "",
        INTERESTED_STATUS_NAMES[row.status as InterestedStatus] ?? String(row.status),
        String(row.labels),
        dayjs(Number(row.dateMs)).format(DATE_FORMAT),
        row.sourceTag === null ? "" : String(row.sourceTag),
        ...questions.map((question) => answers.get(`${row.userId}:${question.id}`) ?? ""),
      ];
    }
  }
}

/**
 * The export as a UTF-8 CSV stream with a byte order mark (so that spreadsheet programs read it as
 * UTF-8), every cell neutralised against formula injection. Refused while the study is not publishable
 * (spec 000 §6: export is for publishable studies only).
 */
export async function exportInterestedParticipants(options: {
  db: Db;
  studyId: number;
  readerUserId: number;
  language: string;
}): Promise<{ filename: string; stream: Readable }> {
  const [study] = sqlRows(
    await options.db.execute(
      sql`select study_num as "studyNum", publishable from studies where id = ${options.studyId}`,
    ),
  );
  if (study?.publishable !== true) {
    throw new AppError(
      "STUDY_NOT_PUBLISHABLE",
      400,
      "Only a publishable study's participants can be exported",
    );
  }
  const csv = stringify({ bom: true, cast: { string: neutralizeCell } });
  const rows = Readable.from(exportRows(options));
  // A failure half-way (the database, say) ends the download with an error, not a short file.
  rows.on("error", (error) => csv.destroy(error));
  return {
    filename: `${String(study.studyNum).replace(/[^A-Za-z0-9_-]/g, "_")}-interested-participants.csv`,
    stream: rows.pipe(csv),
  };
}
