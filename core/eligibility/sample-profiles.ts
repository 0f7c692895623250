import { GENDER_IDS } from "../rules/lookup-ids";
import type { VolunteerFacts } from "./volunteer-facts";

/** Hand-made profiles shared by the evaluator's and the SQL compiler's tests. */
export const nobody: VolunteerFacts = {
  dateOfBirth: null,
  gender: null,
  raceIds: null,
  height: null,
  weight: null,
  currentConditionIds: null,
  pastConditionIds: null,
  willingToChangeMeds: null,
  willingTakeExpDrugs: null,
  hasMetalImplants: null,
  smokingStatusId: null,
  parentOrGuardianOfAChild: null,
  englishFluencyId: null,
  estimatedDueDate: null,
  pregnant: null,
};

/** A 40-year-old woman, 65 in and 150 lbs (BMI 24.96), with asthma, who never smoked. */
export const ada: VolunteerFacts = Object.assign({}, nobody, {
  dateOfBirth: "1986-06-15",
  gender: { id: GENDER_IDS.FEMALE, name: "FEMALE" },
  raceIds: [263001, 263006],
  height: 65,
  weight: 150,
  currentConditionIds: [272014],
  pastConditionIds: [],
  willingToChangeMeds: true,
  willingTakeExpDrugs: false,
  hasMetalImplants: false,
  smokingStatusId: 264000,
  parentOrGuardianOfAChild: false,
  englishFluencyId: 266000,
});
