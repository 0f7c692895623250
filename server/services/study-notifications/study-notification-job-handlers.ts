import type { JobHandlers } from "../../jobs/run-pending-jobs";
import { sendTeamNotifications } from "./send-team-notifications";

export const studyNotificationJobHandlers: JobHandlers = {
  SEND_NOTIFICATION_DIGESTS: async (db) => {
    await sendTeamNotifications(db);
  },
};
