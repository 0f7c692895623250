import type { JobHandlers } from "../../jobs/run-pending-jobs";
import { sendAnnouncementMail } from "../announcements/send-announcement-mail";
import { sendTeamNotifications } from "./send-team-notifications";

export const studyNotificationJobHandlers: JobHandlers = {
  SEND_NOTIFICATION_DIGESTS: async (db) => {
    await sendTeamNotifications(db);
    await sendAnnouncementMail(db);
  },
};
