import { ERROR_CODES } from "../../../core/contracts/error-codes";
import type { Feasibility, FeasibilityBody } from "../../../core/contracts/feasibility";
import { describeExpression } from "../../../core/eligibility/describe-expression";
import type { Expression, ParticipantType, StudyCriteria } from "../../../core/eligibility/model";
import { uncountableCriteriaIssues } from "../../../core/eligibility/saved-criteria-rules";
import { AGE_BANDS, AGE_NOT_GIVEN, SEX_NOT_GIVEN, shownCount } from "../../../core/rules/feasibility";
import { GENDER_IDS } from "../../../core/rules/lookup-ids";
import type { DbOrTx } from "../../db/connect";
import { AppError } from "../../errors/app-error";
import { participantTypeNames } from "../matching/load-study-criteria";
import { todayUtc } from "../matching/match-study";
import { lookupNames } from "../reference/list-lookup-values";
import { countOverColumns } from "./evaluate-columns";
import { volunteerColumns } from "./sync-volunteer-columns";

/** Conditions weighed for "most volunteers are lost at": the first ones, an editor's usual criteria. */
const MAX_WEIGHED_EXPRESSIONS = 60;

const SEXES = [
  { id: GENDER_IDS.FEMALE, label: "Female" },
  { id: GENDER_IDS.MALE, label: "Male" },
  { id: GENDER_IDS.INTERSEX, label: "Intersex" },
] as const;

/**
 * How many volunteers visible to study teams unsaved criteria would match (issue 29), with the matcher's
 * answers (the columns' evaluation agrees with its compiled SQL and its evaluator), so that the count is
 * what the matched lists will hold once the study is active and matched (less those who showed interest
 * already). Counted over this instance's columns of the volunteers' facts, brought up to date with the
 * database first; by sex and age band; every count below `minCount` leaves here as null.
 */
export async function countFeasibleVolunteers(options: {
  db: DbOrTx;
  body: FeasibilityBody;
  minCount: number;
  today?: string;
}): Promise<Feasibility> {
  const { db, body, minCount } = options;
  const issues = uncountableCriteriaIssues(body);
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
  const counts = countOverColumns(study, await volunteerColumns(db), today, MAX_WEIGHED_EXPRESSIONS);
  const cell = (label: string, count: number) => ({ label, count: shownCount(count, minCount) });
  const known = new Set<number>(SEXES.map((sex) => sex.id));
  const matchedOfGender = (holds: (genderId: number) => boolean) =>
    [...counts.matchedByGender].reduce(
      (total, [genderId, count]) => total + (holds(genderId) ? count : 0),
      0,
    );
  const bySex = [
    ...SEXES.map((sex) =>
      cell(
        sex.label,
        matchedOfGender((genderId) => genderId === sex.id),
      ),
    ),
    cell(
      SEX_NOT_GIVEN,
      matchedOfGender((genderId) => !known.has(genderId)),
    ),
  ];
  const byAgeBand = [
    ...AGE_BANDS.map((band, index) => cell(band.label, counts.matchedByAgeBand[index] ?? 0)),
    cell(AGE_NOT_GIVEN, counts.matchedByAgeBand[AGE_BANDS.length] ?? 0),
  ];
  const losses = expressions.map((expression, index) => ({ expression, count: counts.ruledOut[index] ?? 0 }));
  const most = losses.reduce<(typeof losses)[number] | null>(
    (best, loss) => (loss.count > 0 && (!best || loss.count > best.count) ? loss : best),
    null,
  );
  const nameOf = most ? await lookupNames(db, "EN") : null;
  return {
    minCount,
    exact: shownCount(counts.exact, minCount),
    partial: shownCount(counts.partial, minCount),
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
