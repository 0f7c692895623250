import { z } from "zod";
import { audience, defineEndpoint } from "./endpoint";
import { StudyIdParams } from "./ids";

const Count = z.number().int().min(0);

/** Interested participants in all and by status. */
const InterestedCounts = z.object({
  interested: Count,
  new: Count,
  eligible: Count,
  ineligible: Count,
  pending: Count,
});

/** The counts of a study's lists at one moment: the same figures the lists' own counts give. */
export const FunnelCounts = InterestedCounts.extend({ exact: Count, partial: Count, asked: Count });
export type FunnelCounts = z.infer<typeof FunnelCounts>;

/** The interested participants of one `src` tag (null: they came by an untagged link or the search). */
export const SourceFunnel = InterestedCounts.extend({ sourceTag: z.string().nullable() });
export type SourceFunnel = z.infer<typeof SourceFunnel>;

/** GET /backend/secure/staff/studies/{studyId}/insights (issue 29). */
export const StudyInsights = z.object({
  funnel: FunnelCounts,
  /** Interests per week (weeks start on Monday, UTC), oldest first, weeks without interest included. */
  interestByWeek: z.array(z.object({ weekStart: z.number().int(), count: Count })),
  /** Median days from interest to the team's first message, over participants who have one. */
  medianDaysToFirstReply: z.number().nullable(),
  /** Median days from interest to the first decision (eligible or ineligible). */
  medianDaysToDecision: z.number().nullable(),
  /** New participants waiting longer than the response target with no message from the team. */
  waiting: z.object({ count: Count, targetDays: Count }),
  bySource: z.array(SourceFunnel),
});
export type StudyInsights = z.infer<typeof StudyInsights>;

export const insightEndpoints = {
  read: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/:studyId/insights",
    summary:
      "The study's recruitment funnel, interest per week, times to reply and decide, waiting participants and the funnel per src tag",
    audience: audience.studyMember(),
    params: StudyIdParams,
    response: StudyInsights,
  }),
  export: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/:studyId/insights/export",
    summary: "The insights' figures as CSV (section, item, value): what the Insights page shows",
    audience: audience.studyMember(),
    params: StudyIdParams,
    produces: "text/csv; charset=utf-8",
  }),
};
