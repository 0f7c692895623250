import type pg from "pg";

/**
 * A bulk seed writes thousands of volunteers' rows at once, and the volunteer triggers (migration 0017)
 * queue a MATCH_VOLUNTEER run for each: tens of thousands of runs, which the bench app's worker would
 * work through during the measurement, each matching one volunteer against every active study. Live use
 * queues them one at a time as volunteers act, and the worker keeps up, so the state measured is one
 * with no backlog: a seed removes the runs it queued (docs/decisions/011-interested-participants.md).
 */
export async function removeSeededMatchingRuns(client: pg.Client): Promise<void> {
  await client.query("delete from job_runs where job_name = 'MATCH_VOLUNTEER' and state = 'PENDING'");
}
