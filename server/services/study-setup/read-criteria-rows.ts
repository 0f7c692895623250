import { asc, eq, inArray } from "drizzle-orm";
import type { SavedCriterion } from "../../../core/contracts/eligibility-criteria";
import type { Operator, VariableName } from "../../../core/eligibility/model";
import type { DbOrTx } from "../../db/connect";
import {
  criterionClauses,
  criterionExpressions,
  criterionVariables,
  eligibilityCriteria,
} from "../../db/schema/index";
import type { Translations } from "../../db/schema/reference";

/** A stored group with the translations of its texts. */
export interface StoredCriterion extends SavedCriterion {
  nameTranslations: Translations;
  clauses: {
    clauseConnector: "AND" | "OR" | "TERMINAL";
    expressions: (SavedCriterion["clauses"][number]["expressions"][number] & {
      translations: Translations;
    })[];
  }[];
}

/** The study's groups in order, each with its clauses and expressions in order, texts in the default language. */
export async function readCriteriaRows(db: DbOrTx, studyId: number): Promise<StoredCriterion[]> {
  const groups = await db
    .select()
    .from(eligibilityCriteria)
    .where(eq(eligibilityCriteria.studyId, studyId))
    .orderBy(asc(eligibilityCriteria.orderNum), asc(eligibilityCriteria.id));
  if (groups.length === 0) return [];
  const clauses = await db
    .select()
    .from(criterionClauses)
    .where(
      inArray(
        criterionClauses.criterionId,
        groups.map((group) => group.id),
      ),
    )
    .orderBy(asc(criterionClauses.orderNum), asc(criterionClauses.id));
  const expressions =
    clauses.length === 0
      ? []
      : await db
          .select({
            id: criterionExpressions.id,
            clauseId: criterionExpressions.clauseId,
            operator: criterionExpressions.operator,
            variable: criterionVariables.name,
            savedValue: criterionExpressions.savedValue,
            lookupValueIds: criterionExpressions.lookupValueIds,
            translations: criterionExpressions.translations,
          })
          .from(criterionExpressions)
          .innerJoin(criterionVariables, eq(criterionVariables.id, criterionExpressions.variableId))
          .where(
            inArray(
              criterionExpressions.clauseId,
              clauses.map((clause) => clause.id),
            ),
          )
          .orderBy(asc(criterionExpressions.orderNum), asc(criterionExpressions.id));
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    nameTranslations: group.nameTranslations,
    clauses: clauses
      .filter((clause) => clause.criterionId === group.id)
      .map((clause) => ({
        clauseConnector: clause.clauseConnector,
        expressions: expressions
          .filter((expression) => expression.clauseId === clause.id)
          .map((expression) => ({
            id: expression.id,
            operator: expression.operator as Operator,
            variable: expression.variable as VariableName,
            savedValue: expression.savedValue,
            lookupValueIds: expression.lookupValueIds,
            translations: expression.translations,
          })),
      })),
  }));
}

/** The groups as the API shows them in `language`: translated texts, with the default texts beside them. */
export function criteriaInLanguage(
  stored: readonly StoredCriterion[],
  options: { language: string; defaultLanguage: string },
): SavedCriterion[] {
  const translated = options.language !== options.defaultLanguage;
  return stored.map((group) => ({
    id: group.id,
    name: translated ? (group.nameTranslations[options.language] ?? "") : group.name,
    defaultLanguageName: translated ? group.name : null,
    clauses: group.clauses.map((clause) => ({
      clauseConnector: clause.clauseConnector,
      expressions: clause.expressions.map(({ translations, ...expression }) =>
        expression.variable === "other" && translated
          ? Object.assign({}, expression, {
              savedValue: translations[options.language] ?? "",
              defaultLanguageValue: expression.savedValue,
            })
          : expression,
      ),
    })),
  }));
}
