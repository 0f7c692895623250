import { z } from "zod";
import type { JobHandlers } from "../../jobs/run-pending-jobs";
import { activeStudyIds } from "./load-study-criteria";
import { matchStudy } from "./match-study";
import { matchVolunteer } from "./match-volunteer";
import { MATCHING_JOBS, requestStudyMatching } from "./request-matching";

const StudyPayload = z.object({ studyId: z.number().int() });
const VolunteerPayload = z.object({ userId: z.number().int() });

export const matchingJobHandlers: JobHandlers = {
  [MATCHING_JOBS.study]: async (db, run) => {
    const { studyId } = StudyPayload.parse(run.payload);
    // Requests made before this run started are served by it (matching_requested_at ≤ started).
    await matchStudy(db, studyId, { requestedBefore: run.startedAt });
  },
  [MATCHING_JOBS.volunteer]: async (db, run) => {
    await matchVolunteer(db, VolunteerPayload.parse(run.payload).userId);
  },
  // Nightly: one run per active study, so that the work spreads over instances and retries alone.
  [MATCHING_JOBS.activeStudies]: async (db) => {
    for (const studyId of await activeStudyIds(db)) await requestStudyMatching(db, studyId);
  },
};
