import { eq } from "drizzle-orm";
import type { SavedCriterion } from "../../../core/contracts/eligibility-criteria";
import { ERROR_CODES } from "../../../core/contracts/error-codes";
import type { VariableName } from "../../../core/eligibility/model";
import { FORM_MESSAGES } from "../../../core/rules/form-messages";
import type { Tx } from "../../db/connect";
import {
  criterionClauses,
  criterionExpressions,
  criterionVariables,
  eligibilityCriteria,
} from "../../db/schema/index";
import type { Translations } from "../../db/schema/reference";
import { AppError } from "../../errors/app-error";
import { readCriteriaRows } from "./read-criteria-rows";

async function variableIds(tx: Tx): Promise<Map<VariableName, number>> {
  const rows = await tx
    .select({ id: criterionVariables.id, name: criterionVariables.name })
    .from(criterionVariables);
  return new Map(rows.map((row) => [row.name as VariableName, row.id]));
}

/**
 * Replaces the study's criteria in the default language. Translations of a group's name and of
 * 'other' texts are carried over by id, so that a translator's work survives an edit of the rules.
 */
export async function replaceCriteria(
  tx: Tx,
  studyId: number,
  criteria: readonly SavedCriterion[],
): Promise<void> {
  const previous = await readCriteriaRows(tx, studyId);
  const nameTranslations = new Map(previous.map((group) => [group.id, group.nameTranslations]));
  const textTranslations = new Map<number, Translations>(
    previous.flatMap((group) =>
      group.clauses.flatMap((clause) =>
        clause.expressions.map((item) => [item.id, item.translations] as const),
      ),
    ),
  );
  const variables = await variableIds(tx);
  await tx.delete(eligibilityCriteria).where(eq(eligibilityCriteria.studyId, studyId));
  for (const [groupIndex, group] of criteria.entries()) {
    const [inserted] = await tx
      .insert(eligibilityCriteria)
      .values({
        studyId,
        name: group.name.trim(),
        nameTranslations: nameTranslations.get(group.id) ?? {},
        orderNum: groupIndex + 1,
      })
      .returning({ id: eligibilityCriteria.id });
    if (!inserted) throw new Error("criterion insert returned nothing");
    for (const [clauseIndex, clause] of group.clauses.entries()) {
      const [clauseRow] = await tx
        .insert(criterionClauses)
        .values({
          criterionId: inserted.id,
          orderNum: clauseIndex + 1,
          clauseConnector: clauseIndex === group.clauses.length - 1 ? "TERMINAL" : clause.clauseConnector,
        })
        .returning({ id: criterionClauses.id });
      if (!clauseRow) throw new Error("clause insert returned nothing");
      if (clause.expressions.length === 0) continue;
      await tx.insert(criterionExpressions).values(
        clause.expressions.map((expression, expressionIndex) => ({
          clauseId: clauseRow.id,
          orderNum: expressionIndex + 1,
          operator: expression.operator,
          variableId: variables.get(expression.variable) as number,
          savedValue:
            expression.variable === "other" ? (expression.savedValue ?? "").trim() : expression.savedValue,
          lookupValueIds: [...expression.lookupValueIds],
          translations: expression.variable === "other" ? (textTranslations.get(expression.id) ?? {}) : {},
        })),
      );
    }
  }
}

/** The rules without their texts, expressions in a stable order: what may not change in another language. */
function structureOf(criteria: readonly SavedCriterion[]): string {
  return JSON.stringify(
    criteria.map((group) =>
      group.clauses.map((clause) => [
        clause.clauseConnector,
        clause.expressions
          .map((item) =>
            JSON.stringify([
              item.variable,
              item.operator,
              item.variable === "other" ? null : item.savedValue,
              [...item.lookupValueIds].sort((a, b) => a - b),
            ]),
          )
          .sort(),
      ]),
    ),
  );
}

/**
 * Saves the criteria's texts in another language. Anything but group names and 'other' texts is
 * locked to the default language (spec 001 §4), so the rules must arrive as they are stored.
 */
export async function translateCriteria(
  tx: Tx,
  studyId: number,
  language: string,
  criteria: readonly SavedCriterion[],
): Promise<void> {
  const stored = await readCriteriaRows(tx, studyId);
  if (structureOf(stored) !== structureOf(criteria)) {
    throw AppError.invalid(ERROR_CODES.languageLocked, "Only texts can change in this language", [
      {
        field: "eligibilityCriteria",
        message: FORM_MESSAGES.languageLocked,
      },
    ]);
  }
  for (const [groupIndex, group] of stored.entries()) {
    const incoming = criteria[groupIndex] as SavedCriterion;
    await tx
      .update(eligibilityCriteria)
      .set({ nameTranslations: withTranslation(group.nameTranslations, language, incoming.name) })
      .where(eq(eligibilityCriteria.id, group.id));
    for (const [clauseIndex, clause] of group.clauses.entries()) {
      for (const expression of clause.expressions) {
        if (expression.variable !== "other") continue;
        // A clause holds at most one 'other' text per operator (include, exclude).
        const text =
          incoming.clauses[clauseIndex]?.expressions.find(
            (item) => item.variable === "other" && item.operator === expression.operator,
          )?.savedValue ?? "";
        await tx
          .update(criterionExpressions)
          .set({ translations: withTranslation(expression.translations, language, text) })
          .where(eq(criterionExpressions.id, expression.id));
      }
    }
  }
}

function withTranslation(translations: Translations, language: string, text: string): Translations {
  const next = { ...translations };
  if (text.trim() === "") delete next[language];
  else next[language] = text.trim();
  return next;
}
