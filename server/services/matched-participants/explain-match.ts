import type { WhyMatched } from "../../../core/contracts/matched-participants";
import { describeExpression } from "../../../core/eligibility/describe-expression";
import { evaluateStudy } from "../../../core/eligibility/evaluate";
import type { DbOrTx } from "../../db/connect";
import { loadStudyCriteria } from "../matching/load-study-criteria";
import { todayUtc } from "../matching/match-study";
import { readVolunteerFacts } from "../matching/read-volunteer-facts";
import { lookupNames } from "../reference/list-lookup-values";

/**
 * 'Why matched' (issue 5): the criteria of the deciding group that the volunteer meets, fails or leaves
 * unknown, from the same evaluator the matcher is held to. Null when the volunteer can no longer be
 * listed or the study has no criteria document.
 */
export async function explainMatch(options: {
  db: DbOrTx;
  studyId: number;
  userId: number;
  language: string;
}): Promise<WhyMatched | null> {
  const { db, studyId, userId } = options;
  const [volunteer, criteria, nameOf] = await Promise.all([
    readVolunteerFacts(db, userId),
    loadStudyCriteria(db, [studyId]),
    lookupNames(db, options.language),
  ]);
  const study = criteria.get(studyId);
  if (!volunteer || !study) return null;
  const explanation = evaluateStudy(study, volunteer.facts, todayUtc());
  const lines = (outcomes: typeof explanation.met) =>
    outcomes.map((outcome) => describeExpression(outcome.expression, nameOf));
  const decisive = explanation.met[0] ?? explanation.unknown[0] ?? explanation.failed[0];
  return {
    groupName: decisive ? (study.criteria[decisive.criterionIndex]?.name ?? null) : null,
    met: lines(explanation.met),
    unknown: lines(explanation.unknown),
    failed: lines(explanation.failed),
  };
}
