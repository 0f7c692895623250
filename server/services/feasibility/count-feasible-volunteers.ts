import { sql } from "drizzle-orm";
import { ERROR_CODES } from "../../../core/contracts/errors";
import type { Feasibility, FeasibilityBody } from "../../../core/contracts/feasibility";
import { describeExpression } from "../../../core/eligibility/describe-expression";
import type { Expression, ParticipantType, StudyCriteria } from "../../../core/eligibility/model";
import { savedCriteriaIssues } from "../../../core/eligibility/saved-criteria-rules";
import { latestBirthDateForAge } from "../../../core/eligibility/volunteer-facts";
import { AGE_BANDS, AGE_NOT_GIVEN, SEX_NOT_GIVEN, shownCount } from "../../../core/rules/feasibility";
import { GENDER_IDS } from "../../../core/rules/lookup-ids";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { compileExpression, compileStudyMatch } from "../matching/compile-match-sql";
import { participantTypeNames } from "../matching/load-study-criteria";
import { LISTABLE_VOLUNTEER_SQL, todayUtc } from "../matching/match-study";
import { lookupNames } from "../reference/list-lookup-values";

/** Conditions weighed for "most volunteers are lost at": the first ones, an editor's usual criteria. */
const MAX_WEIGHED_EXPRESSIONS = 60;

const SEXES = [
  { id: GENDER_IDS.FEMALE, label: "Female" },
  { id: GENDER_IDS.MALE, label: "Male" },
  { id: GENDER_IDS.INTERSEX, label: "Intersex" },
] as const;

/** The band index of a volunteer's age today (-1 without a date of birth), as SQL over `p`. */
function ageBandSql(today: string): string {
  const cases = AGE_BANDS.slice(1).map(
    (band, index) =>
      `when p.date_of_birth > '${latestBirthDateForAge(today, band.from)}'::date then ${index}`,
  );
  return `case when p.date_of_birth is null then -1 ${cases.join(" ")} else ${AGE_BANDS.length - 1} end`;
}

/**
 * How many volunteers visible to study teams unsaved criteria would match (issue 29), with the matcher's
 * own compiled predicate, so that the count is what the matched lists will hold once the study is
 * active and matched (less those who showed interest already). One scan, grouped by sex and age band;
 * every count below `minCount` leaves here as null.
 */
export async function countFeasibleVolunteers(options: {
  db: DbOrTx;
  body: FeasibilityBody;
  minCount: number;
  today?: string;
}): Promise<Feasibility> {
  const { db, body, minCount } = options;
  // Names do not change whom criteria match: a group still unnamed is counted.
  const issues = savedCriteriaIssues(body).filter((issue) => !issue.field.endsWith(".name"));
  if (issues.length > 0)
    throw AppError.invalid(ERROR_CODES.validation, "The criteria are not complete", issues);
  const today = options.today ?? todayUtc();
  const typeNames = await participantTypeNames(db);
  const study: StudyCriteria = {
    participantTypes: body.participantTypeIds
      .map((id) => typeNames.get(id))
      .filter((name): name is ParticipantType => name !== undefined),
    studyConditionIds: body.conditionIds,
    criteria: body.criteria,
  };
  const expressions: Expression[] = body.criteria
    .flatMap((criterion) => criterion.clauses.flatMap((clause) => clause.expressions))
    .slice(0, MAX_WEIGHED_EXPRESSIONS);
  // Every value in these texts is a validated number or a date made here (compile-match-sql.ts).
  const evaluated = expressions.map(
    (expression, index) => `, ${compileExpression(expression, today)} as e${index}`,
  );
  const excluded = expressions.map(
    (_expression, index) => `, count(*) filter (where q.e${index} is false) as x${index}`,
  );
  const rows = sqlRows(
    await db.execute(
      sql.raw(`select q.gender_id as "sex", q.band, count(*) filter (where q.m) as exact,
          count(*) filter (where q.m is null) as partial${excluded.join("")}
        from (select p.gender_id, ${ageBandSql(today)} as band, ${compileStudyMatch(study, today)} as m${evaluated.join("")}
          from volunteer_profiles p join users u on u.id = p.user_id where ${LISTABLE_VOLUNTEER_SQL}) q
        group by 1, 2`),
    ),
  );
  const matchedIn = (row: Record<string, unknown>) => Number(row.exact) + Number(row.partial);
  const sum = (
    pick: (row: Record<string, unknown>) => number,
    where = (_row: Record<string, unknown>) => true,
  ) => rows.filter(where).reduce((total, row) => total + pick(row), 0);
  const cell = (label: string, count: number) => ({ label, count: shownCount(count, minCount) });
  const known = new Set<number>(SEXES.map((sex) => sex.id));
  const bySex = [
    ...SEXES.map((sex) =>
      cell(
        sex.label,
        sum(matchedIn, (row) => Number(row.sex) === sex.id),
      ),
    ),
    cell(
      SEX_NOT_GIVEN,
      sum(matchedIn, (row) => row.sex === null || !known.has(Number(row.sex))),
    ),
  ];
  const byAgeBand = [
    ...AGE_BANDS.map((band, index) =>
      cell(
        band.label,
        sum(matchedIn, (row) => Number(row.band) === index),
      ),
    ),
    cell(
      AGE_NOT_GIVEN,
      sum(matchedIn, (row) => Number(row.band) === -1),
    ),
  ];
  const losses = expressions.map((expression, index) => ({
    expression,
    count: sum((row) => Number(row[`x${index}`])),
  }));
  const most = losses.reduce<(typeof losses)[number] | null>(
    (best, loss) => (loss.count > 0 && (!best || loss.count > best.count) ? loss : best),
    null,
  );
  const nameOf = most ? await lookupNames(db, "EN") : null;
  return {
    minCount,
    exact: shownCount(
      sum((row) => Number(row.exact)),
      minCount,
    ),
    partial: shownCount(
      sum((row) => Number(row.partial)),
      minCount,
    ),
    bySex,
    byAgeBand,
    mostExcluding:
      most && nameOf
        ? {
            description: describeExpression(most.expression, nameOf),
            excluded: shownCount(most.count, minCount),
          }
        : null,
  };
}
