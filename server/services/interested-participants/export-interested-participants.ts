import { Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
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
 * Records written to the download at a time. A chunk's records and text die young: a batch's 2,000 made
 * at once outlived the young generation's collections, whose copying then cost more than the stream's
 * work a record at a time that chunks save.
 */
const CHUNK_SIZE = 100;

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

interface Option {
  text: string;
  orderNum: number;
}

/** The options of the questions, by id: an answer's chosen options are named from them. */
async function readOptions(db: Db, questions: readonly Question[]): Promise<Map<number, Option>> {
  if (questions.length === 0) return new Map();
  const rows = sqlRows(
    await db.execute(sql`select o.id, o.text, o.order_num as "orderNum" from screening_question_options o
      where o.question_id = any(${intArray(questions.map((question) => question.id))})`),
  );
  return new Map(
    rows.map((row) => [Number(row.id), { text: String(row.text), orderNum: Number(row.orderNum) }]),
  );
}

/**
 * An answer as its cell: the options chosen, in the question's order, or the answer's text. Chosen
 * options come as their ids and are named here: looked up in SQL for each answer, their texts cost the
 * export of 50,000 more of PostgreSQL's time than reading the answers.
 */
function answerText(answer: unknown, options: ReadonlyMap<number, Option>): string {
  if (Array.isArray(answer)) {
    if (answer.length === 1) return options.get(Number(answer[0]))?.text ?? "";
    const chosen = answer.flatMap((id) => options.get(Number(id)) ?? []);
    chosen.sort((a, b) => a.orderNum - b.orderNum);
    return chosen.map((option) => option.text).join("; ");
  }
  return answer === null || answer === undefined ? "" : String(answer);
}

interface ExportOptions {
  db: Db;
  studyId: number;
  readerUserId: number;
  language: string;
  /** Rows read, recorded and written at a time (tests make it small to cross batches). */
  batchSize?: number;
}

type Row = Record<string, unknown>;

/**
 * Instants (ms) as their local day in `format`. The export's dates come newest first, mostly many to a
 * day: the last day's bounds are kept, and dayjs formats each day once instead of each row.
 */
export function dayFormatter(format: string): (instant: number) => string {
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  let text = "";
  return (instant) => {
    if (instant < from || instant >= to) {
      const day = dayjs(instant).startOf("day");
      from = day.valueOf();
      to = day.add(1, "day").valueOf();
      text = day.format(format);
    }
    return text;
  };
}

/** The participants after `after` in the export's order (newest interest first), `limit` of them. */
async function readRows(db: Db, studyId: number, after: Row | null, limit: number): Promise<Row[]> {
  const position = after
    ? sql`and (sv.show_interest_date, sv.id) < (${String(after.date)}::timestamptz, ${Number(after.id)})`
    : sql``;
  return sqlRows(
    await db.execute(sql`select sv.id, sv.user_id as "userId", sv.status, sv.show_interest_date::text as "date", sv.source_tag as "sourceTag",
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
      order by sv.show_interest_date desc, sv.id desc limit ${limit}`),
  );
}

/**
 * The answers of a batch of volunteers to `questions`, by user id and question id: the text, or the ids
 * of the options chosen.
 */
async function readAnswers(
  db: Db,
  userIds: readonly number[],
  questions: readonly Question[],
): Promise<Map<string, unknown>> {
  const answers = new Map<string, unknown>();
  if (userIds.length === 0 || questions.length === 0) return answers;
  const rows = sqlRows(
    await db.execute(sql`select a.user_id as "userId", a.question_id as "questionId", a.answer_value as "value",
        (select array_agg(ao.option_id) from screening_answer_options ao where ao.answer_id = a.id) as "optionIds"
      from screening_answers a
      where a.user_id = any(${intArray(userIds)}) and a.question_id = any(${intArray(questions.map((q) => q.id))})`),
  );
  for (const row of rows) answers.set(`${row.userId}:${row.questionId}`, row.optionIds ?? row.value);
  return answers;
}

/** One batch of the export: its rows, their answers, recorded in the access audit. */
interface Batch {
  rows: Row[];
  answers: Map<string, unknown>;
}

async function readBatch(
  options: ExportOptions,
  batch: { questions: readonly Question[]; after: Row | null; limit: number },
): Promise<Batch> {
  const { db, studyId } = options;
  const rows = await readRows(db, studyId, batch.after, batch.limit);
  const userIds = rows.map((row) => Number(row.userId));
  const [answers] = await Promise.all([
    readAnswers(db, userIds, batch.questions),
    recordAccess({
      db,
      actorUserId: options.readerUserId,
      studyId,
      volunteerUserIds: userIds,
      action: "EXPORT",
    }),
  ]);
  return { rows, answers };
}

const text = (value: unknown) => textOrNotAvailable(value === null ? null : String(value));
const numberOrNull = (value: unknown) => (value === null ? null : Number(value));
const booleanOrNull = (value: unknown) => (value === null ? null : Boolean(value));

/**
 * Every interested participant of the study as CSV text (spec 000 §7 export), newest interest first:
 * names, contact details, the profile as the profile page shows it, status, labels, date of interest and
 * one column per screening question. Read 2,000 at a time, so that neither the rows nor the file are ever
 * whole in memory; each batch is recorded in the access audit before any of it is written. The next
 * batch, its answers and its audit are read and written while one is written out (a download that ends
 * early may leave one batch recorded and not sent), and every 100 records become one piece of text
 * (csv-stringify's synchronous form). Awaited in turn, with a stream of one record at a time, the same
 * work took the export of 50,000 ~4.5 s on a slow 2-core machine; now ~3.5 (docs/decisions/020, item 21).
 */
async function* exportText(options: ExportOptions): AsyncGenerator<string> {
  const { db, studyId } = options;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const questions = await readQuestions(db, studyId);
  const choices = await readOptions(db, questions);
  const nameOf = await lookupNames(db, options.language);
  const names = (ids: unknown) =>
    Array.isArray(ids) && ids.length > 0 ? ids.map((id) => nameOf(Number(id))).join("; ") : "N/A";
  const named = (id: unknown) => (id === null || id === undefined ? "N/A" : nameOf(Number(id)));
  const today = localToday();
  const dayOf = dayFormatter(DATE_FORMAT);
  const record = (row: Row, answers: Map<string, unknown>): string[] => {
    const genderId = numberOrNull(row.genderId);
    const pregnancy = showsPregnancy(genderId);
    return [
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
      heightText(numberOrNull(row.height)),
      weightText(numberOrNull(row.weight)),
      named(row.smokingStatusId),
      named(row.englishFluencyId),
      names(row.currentConditionIds),
      names(row.pastConditionIds),
      yesNoText(booleanOrNull(row.willingToChangeMeds)),
      yesNoText(booleanOrNull(row.willingTakeExpDrugs)),
      yesNoText(booleanOrNull(row.hasMetalImplants)),
      yesNoText(booleanOrNull(row.parent)),
      pregnancy
        ? pregnantText(
            row.estimatedDueDate === null ? null : String(row.estimatedDueDate),
            booleanOrNull(row.pregnant),
            today,
          )
        : "",
      pregnancy ? text(row.estimatedDueDate) : "",
      INTERESTED_STATUS_NAMES[row.status as InterestedStatus] ?? String(row.status),
      String(row.labels),
      dayOf(Number(row.dateMs)),
      row.sourceTag === null ? "" : String(row.sourceTag),
      ...questions.map((question) => answerText(answers.get(`${row.userId}:${question.id}`), choices)),
    ];
  };
  yield csvText([[...PROFILE_HEADERS, ...questions.map((question) => question.text)]], true);
  const readAhead = (after: Row | null) => {
    const batch = readBatch(options, { questions, after, limit: batchSize });
    // A download ended early leaves the batch read ahead unawaited.
    batch.catch(() => undefined);
    return batch;
  };
  let next = readAhead(null);
  for (;;) {
    const { rows, answers } = await next;
    if (rows.length === 0) return;
    next =
      rows.length < batchSize
        ? Promise.resolve({ rows: [], answers: new Map() })
        : readAhead(rows.at(-1) ?? null);
    for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
      yield csvText(
        rows.slice(start, start + CHUNK_SIZE).map((row) => record(row, answers)),
        false,
      );
    }
  }
}

/** Records as CSV, every cell neutralised against formula injection; the byte order mark first if asked. */
function csvText(records: string[][], bom: boolean): string {
  return stringify(records, { bom, cast: { string: neutralizeCell } });
}

/**
 * The export as a UTF-8 CSV stream with a byte order mark (so that spreadsheet programs read it as
 * UTF-8), every cell neutralised against formula injection. Refused while the study is not publishable
 * (spec 000 §6: export is for publishable studies only).
 */
export async function exportInterestedParticipants(
  options: ExportOptions,
): Promise<{ filename: string; stream: Readable }> {
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
  return {
    filename: `${String(study.studyNum).replace(/[^A-Za-z0-9_-]/g, "_")}-interested-participants.csv`,
    // A failure half-way (the database, say) errors the stream: the download ends broken, not short.
    stream: Readable.from(exportText(options)),
  };
}
