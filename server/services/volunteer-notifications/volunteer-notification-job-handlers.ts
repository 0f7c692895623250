import type { JobHandlers } from "../../jobs/run-pending-jobs";
import { sendVolunteerDigests } from "./send-volunteer-digests";

export const volunteerNotificationJobHandlers: JobHandlers = {
  SEND_VOLUNTEER_DIGESTS: async (db) => {
    await sendVolunteerDigests(db);
  },
};
