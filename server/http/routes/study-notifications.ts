import type { FastifyPluginAsync } from "fastify";
import { studyNotificationEndpoints } from "../../../core/contracts/study-notifications";
import { listNotificationSettings } from "../../services/study-notifications/list-notification-settings";
import { readStudyNotifications } from "../../services/study-notifications/read-study-notifications";
import { saveStudyNotification } from "../../services/study-notifications/save-study-notification";
import { route } from "../endpoint-route";
import type { RouteDeps } from "./route-deps";

/** A study's e-mail notification settings (spec 001 §7). */
export const studyNotificationRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  route(app, studyNotificationEndpoints.definitions, () => listNotificationSettings(db));

  route(app, studyNotificationEndpoints.list, ({ study }) =>
    readStudyNotifications({ db, studyId: study.id }),
  );

  route(app, studyNotificationEndpoints.create, ({ study, body }) =>
    saveStudyNotification({ db, studyId: study.id, body }),
  );

  route(app, studyNotificationEndpoints.update, ({ study, params, headers, body }) =>
    saveStudyNotification({
      db,
      studyId: study.id,
      notificationId: params.notificationId,
      body,
      ifMatch: headers["if-match"],
    }),
  );
};
