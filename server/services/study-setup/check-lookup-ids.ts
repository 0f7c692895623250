import type { EligibilityCriteria } from "../../../core/contracts/eligibility-criteria";
import { ERROR_CODES } from "../../../core/contracts/error-codes";
import type { StudyInformationValues } from "../../../core/contracts/study-information";
import { PICK_FIELDS, type PickField } from "../../../core/eligibility/criteria-form";
import { VARIABLE_KINDS } from "../../../core/eligibility/model";
import type { DbOrTx } from "../../db/connect";
import { AppError } from "../../errors/app-error";
import { lookupTypesOf } from "../reference/list-lookup-values";
import { PROPERTY_LOOKUP_TYPES } from "./property-values-mapping";

interface Wanted {
  field: string;
  ids: readonly number[];
  type: string;
}

function informationLookups(values: Partial<StudyInformationValues>): Wanted[] {
  const wanted: Wanted[] = [];
  for (const [field, type] of Object.entries(PROPERTY_LOOKUP_TYPES)) {
    const value = values[field as keyof typeof PROPERTY_LOOKUP_TYPES];
    if (value === undefined || value === null) continue;
    wanted.push({ field, type, ids: Array.isArray(value) ? value : [value as number] });
  }
  return wanted;
}

function criteriaLookups(criteria: EligibilityCriteria): Wanted[] {
  const wanted: Wanted[] = [
    { field: "participantTypeIds", type: "PARTICIPANT_TYPE", ids: criteria.participantTypeIds },
  ];
  criteria.criteria.forEach((criterion, groupIndex) => {
    criterion.clauses.forEach((clause, clauseIndex) => {
      clause.expressions.forEach((expression, expressionIndex) => {
        const kind = VARIABLE_KINDS[expression.variable];
        if (kind === "number" || kind === "text") return;
        const type =
          kind === "boolean" ? "BOOLEAN" : PICK_FIELDS[expression.variable as PickField].lookupType;
        wanted.push({
          field: `criteria.${groupIndex}.clauses.${clauseIndex}.expressions.${expressionIndex}`,
          type,
          ids: expression.lookupValueIds,
        });
      });
    });
  });
  return wanted;
}

/** Refuses with 400 INVALID_PROPERTY_VALUE a pick-list id that is not a value of its list. */
export async function checkLookupIds(
  db: DbOrTx,
  input: { information?: Partial<StudyInformationValues>; criteria?: EligibilityCriteria },
): Promise<void> {
  const wanted = [
    ...(input.information ? informationLookups(input.information) : []),
    ...(input.criteria ? criteriaLookups(input.criteria) : []),
  ];
  const types = await lookupTypesOf(
    db,
    wanted.flatMap((item) => item.ids),
  );
  const issues = wanted.flatMap((item) =>
    item.ids
      .filter((id) => types.get(id) !== item.type)
      .map((id) => ({ field: item.field, message: `${id} is not a ${item.type} value` })),
  );
  if (issues.length > 0) {
    throw AppError.invalid(ERROR_CODES.invalidPropertyValue, "A selected value does not exist", issues);
  }
}
