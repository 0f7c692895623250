import { z } from "zod";
import { EligibilityCriteria } from "./eligibility-criteria";
import { audience, defineEndpoint } from "./endpoint";
import { EntityId } from "./ids";

/** The criteria as the editor holds them, unsaved, and the study's conditions (the "people with the
 * study's conditions" participant type reads them). */
export const FeasibilityBody = EligibilityCriteria.extend({
  conditionIds: z.array(EntityId).max(200),
});
export type FeasibilityBody = z.infer<typeof FeasibilityBody>;

/** A count, or null when it is below the minimum: then it is not sent at all, only "fewer than". */
const ShownCount = z.number().int().min(0).nullable();

const Cell = z.object({ label: z.string(), count: ShownCount });

/** POST /backend/secure/staff/feasibility (issue 29). */
export const Feasibility = z.object({
  minCount: z.number().int(),
  /** Volunteers the criteria match exactly, and those they cannot rule out (partial). */
  exact: ShownCount,
  partial: ShownCount,
  /** Exact and partial matches by sex and by age band. */
  bySex: z.array(Cell),
  byAgeBand: z.array(Cell),
  /** The condition that rules out the most visible volunteers, and how many it rules out. */
  mostExcluding: z.object({ description: z.string(), excluded: ShownCount }).nullable(),
});
export type Feasibility = z.infer<typeof Feasibility>;

export const feasibilityEndpoints = {
  count: defineEndpoint({
    method: "POST",
    path: "/secure/staff/feasibility",
    summary:
      "How many volunteers visible to study teams the criteria (unsaved) would match: counts only, below FEASIBILITY_MIN_COUNT 'fewer than'; rate-limited per user",
    audience: audience.staff,
    body: FeasibilityBody,
    response: Feasibility,
  }),
};
