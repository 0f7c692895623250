import { type SQL, sql } from "drizzle-orm";
import type { InterestBody, InterestForm } from "../../../core/contracts/volunteer-participation";
import type { Db, DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { ACTIVE_STUDY_CONDITION } from "../matching/load-study-criteria";
import { readStudyTitle } from "../public-studies/study-title";

/** The profile column that answers a VOLUNTEER_PROFILE question of this lookup type. */
const PROFILE_ANSWERS: Record<string, string> = {
  SMOKING_STATUS: "array[p.smoking_status_id]",
  GENDER: "array[p.gender_id]",
  FLUENT_ENGLISH: "array[p.english_fluency_id]",
  RACE: "p.race_ids",
  MEDICAL_CONDITION: "p.current_condition_ids",
};

async function activeStudy(db: DbOrTx, studyNum: string) {
  const [study] = sqlRows(
    await db.execute(sql`select s.id, s.study_num as "studyNum" from studies s
      where upper(s.study_num) = upper(${studyNum}) and ${ACTIVE_STUDY_CONDITION}`),
  );
  if (!study) throw AppError.notFound("The study");
  return { id: Number(study.id), studyNum: String(study.studyNum) };
}

/** The language of a text that is `translation` in the reader's language when the team gave one (TextLanguage). */
const translatedLanguage = (translation: SQL, language: string) =>
  sql`case when ${translation} is not null then ${language}::text else s.default_language end`;

async function questionsOf(db: DbOrTx, studyId: number, userId: number, language: string) {
  const rows = sqlRows(
    await db.execute(sql`select q.id, coalesce(q.translations->'text'->>${language}, q.text) as text,
        coalesce(q.translations->'helpText'->>${language}, q.help_text) as "helpText", q.input_type as "inputType",
        ${translatedLanguage(sql`q.translations->'text'->>${language}`, language)} as "textLanguage",
        ${translatedLanguage(sql`q.translations->'helpText'->>${language}`, language)} as "helpTextLanguage",
        q.required, q.question_type as "questionType", q.answer_lookup_type as "lookupType",
        coalesce((select json_agg(json_build_object('id', o.id, 'text', coalesce(o.translations->>${language}, o.text),
            'language', ${translatedLanguage(sql`o.translations->>${language}`, language)})
          order by o.order_num) from screening_question_options o where o.question_id = q.id), '[]') as options
      from screening_questions q join screening_questionnaires n on n.id = q.questionnaire_id
        join studies s on s.id = n.study_id
      where n.study_id = ${studyId} order by q.order_num, q.id`),
  );
  // Profile answers by lookup type, as display texts, to find the matching choices.
  const [profile] = sqlRows(
    await db.execute(
      sql`select ${sql.raw(
        Object.entries(PROFILE_ANSWERS)
          .map(
            ([type, column]) =>
              `coalesce((select array_agg(lower(l.display_text)) from lookup_values l where l.id = any(${column})), '{}') as "${type}"`,
          )
          .join(", "),
      )} from volunteer_profiles p where p.user_id = ${userId}`,
    ),
  );
  return rows.map((row) => {
    const options = row.options as { id: number; text: string; language: string }[];
    const known =
      row.questionType === "VOLUNTEER_PROFILE" ? ((profile?.[String(row.lookupType)] as string[]) ?? []) : [];
    return {
      id: Number(row.id),
      text: String(row.text),
      helpText: row.helpText === null ? null : String(row.helpText),
      textLanguages: { text: String(row.textLanguage), helpText: String(row.helpTextLanguage) },
      inputType: String(row.inputType),
      required: Boolean(row.required),
      options,
      prefilledOptionIds: options
        .filter((option) => known.includes(option.text.toLowerCase()))
        .map((option) => option.id),
    };
  });
}

/** An active study's screening questions for the volunteer (404 for any other study). */
export async function readInterestForm(options: {
  db: Db;
  userId: number;
  studyNum: string;
  language: string;
}): Promise<InterestForm> {
  const study = await activeStudy(options.db, options.studyNum);
  const [interest] = sqlRows(
    await options.db.execute(
      sql`select 1 from study_volunteers where study_id = ${study.id} and user_id = ${options.userId}`,
    ),
  );
  const { title, titleLanguage } = await readStudyTitle(options.db, study.id, options.language);
  return {
    studyNum: study.studyNum,
    title,
    titleLanguage,
    alreadyInterested: interest !== undefined,
    questions: await questionsOf(options.db, study.id, options.userId, options.language),
  };
}

const CHOICE_TYPES = new Set(["CHECKBOX", "RADIO_BUTTONS", "DROPDOWN"]);
const SINGLE_CHOICE = new Set(["RADIO_BUTTONS", "DROPDOWN"]);

/**
 * Shows interest in an active study (issue 15): every answer checked against its question (required
 * ones present, choices of the question, one for single-choice), then in one transaction the interest
 * (NEW), the answers, and the study leaves the volunteer's recommendations (its EXACT/PARTIAL match).
 * The team's new-interest notification counts it. 409 when the volunteer showed interest already.
 */
export async function showInterest(options: {
  db: Db;
  userId: number;
  studyNum: string;
  body: InterestBody;
}): Promise<{ studyVolunteerId: number }> {
  const study = await activeStudy(options.db, options.studyNum);
  const questions = await questionsOf(options.db, study.id, options.userId, "EN");
  const byId = new Map(options.body.answers.map((answer) => [answer.questionId, answer]));
  const problems: { field: string; message: string }[] = [];
  const answers: { questionId: number; value: string | null; optionIds: number[] }[] = [];
  for (const question of questions) {
    const answer = byId.get(question.id);
    byId.delete(question.id);
    const choice = CHOICE_TYPES.has(question.inputType);
    const optionIds = [...new Set(answer?.optionIds ?? [])];
    const value = answer?.value?.trim() || null;
    const empty = choice ? optionIds.length === 0 : value === null;
    if (empty) {
      if (question.required)
        problems.push({ field: `answers.${question.id}`, message: "This question is required" });
      continue;
    }
    const valid = new Set(question.options.map((option) => option.id));
    if (
      choice &&
      (optionIds.some((id) => !valid.has(id)) ||
        (SINGLE_CHOICE.has(question.inputType) && optionIds.length > 1))
    ) {
      problems.push({ field: `answers.${question.id}`, message: "Choose among the question's choices" });
      continue;
    }
    answers.push({
      questionId: question.id,
      value: choice ? null : value,
      optionIds: choice ? optionIds : [],
    });
  }
  for (const questionId of byId.keys())
    problems.push({ field: `answers.${questionId}`, message: "No such question" });
  if (problems.length > 0)
    throw AppError.invalid("INVALID_ANSWERS", "Some answers are missing or not valid", problems);

  return options.db.transaction(async (tx) => {
    const [interest] = sqlRows(
      await tx.execute(sql`insert into study_volunteers (study_id, user_id, status, source_tag)
        values (${study.id}, ${options.userId}, 'NEW', ${options.body.sourceTag ?? null})
        on conflict (study_id, user_id) do nothing returning id`),
    );
    if (!interest) throw new AppError("ALREADY_INTERESTED", 409, "You showed interest in this study already");
    const studyVolunteerId = Number(interest.id);
    for (const answer of answers) {
      const [row] = sqlRows(
        await tx.execute(sql`insert into screening_answers (question_id, user_id, study_volunteer_id, answer_value)
          values (${answer.questionId}, ${options.userId}, ${studyVolunteerId}, ${answer.value})
          on conflict (question_id, user_id) do update set answer_value = excluded.answer_value,
            study_volunteer_id = excluded.study_volunteer_id, answered_at = now()
          returning id`),
      );
      const answerId = Number(row?.id);
      await tx.execute(sql`delete from screening_answer_options where answer_id = ${answerId}`);
      for (const optionId of answer.optionIds) {
        await tx.execute(
          sql`insert into screening_answer_options (answer_id, option_id) values (${answerId}, ${optionId})`,
        );
      }
    }
    await tx.execute(sql`delete from matched_participants where study_id = ${study.id} and user_id = ${options.userId}
      and status in ('EXACT', 'PARTIAL')`);
    // The ask's note, sent before the interest, joins the conversation.
    await tx.execute(sql`update messages set study_volunteer_id = ${studyVolunteerId}
      where study_id = ${study.id} and volunteer_user_id = ${options.userId} and study_volunteer_id is null`);
    return { studyVolunteerId };
  });
}
