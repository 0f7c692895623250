import { z } from "zod";
import { audience, defineEndpoint } from "./endpoint";

/** A scheduled job (spec 001 §3 "Job"); times are epoch milliseconds. */
export const Job = z.object({
  name: z.string(),
  group: z.string(),
  description: z.string(),
  cronExpression: z.string(),
  nextExecutionTimes: z.array(z.number()),
  mostRecentExecutionTime: z.number().nullable(),
  numRunningInstances: z.number().int(),
  state: z.string(),
});
export type Job = z.infer<typeof Job>;

export const CronExpression = z.string().trim().min(1, "A cron expression is required").max(200);

export const JobParams = z.object({
  name: z
    .string()
    .max(64)
    .regex(/^[A-Z][A-Z0-9_]{0,63}$/),
});

export const RescheduleJobPatch = z.tuple([
  z.object({ op: z.literal("replace"), path: z.literal("/cronExpression"), value: CronExpression }),
]);

/** Background jobs for administrators (spec 001 §7). */
export const jobEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/jobs/",
    summary: "Every scheduled job with its next execution times, most recent execution and running instances",
    audience: audience.role("ADMIN"),
    response: z.array(Job),
  }),
  execute: defineEndpoint({
    method: "POST",
    path: "/jobs/:name/execute",
    summary: "Starts a run of the job now (once, whichever instance takes it); 404 for no such job",
    audience: audience.role("ADMIN"),
    params: JobParams,
  }),
  nextExecutionTimes: defineEndpoint({
    method: "GET",
    path: "/jobs/fake/next-execution-times",
    summary:
      "The next execution times of a cron expression, for the preview; 400 with the reason when it is invalid",
    audience: audience.role("ADMIN"),
    query: z.object({ "cron-expression": CronExpression }),
    response: z.array(z.number()),
  }),
  reschedule: defineEndpoint({
    method: "PATCH",
    path: "/jobs/:name",
    summary:
      "Replaces the job's cron expression (json-patch replace /cronExpression); 400 with the reason when invalid",
    audience: audience.role("ADMIN"),
    params: JobParams,
    body: RescheduleJobPatch,
    bodyType: "json-patch",
    response: Job,
  }),
};
