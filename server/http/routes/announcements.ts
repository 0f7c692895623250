import type { FastifyPluginAsync } from "fastify";
import { announcementEndpoints } from "../../../core/contracts/announcements";
import { listAnnouncements, listCurrentAnnouncements } from "../../services/announcements/list-announcements";
import {
  createAnnouncement,
  deleteAnnouncement,
  updateAnnouncement,
} from "../../services/announcements/save-announcement";
import { route } from "../endpoint-route";
import type { RouteDeps } from "./route-deps";

/** Announcements: administrators write them, everyone reads the current ones (spec 001 §7). */
export const announcementRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  route(app, announcementEndpoints.listCurrent, () => listCurrentAnnouncements(db));
  route(app, announcementEndpoints.listAll, () => listAnnouncements(db));
  route(app, announcementEndpoints.create, ({ user, body }) =>
    createAnnouncement({ db, body, userId: user.userId }),
  );
  route(app, announcementEndpoints.update, ({ user, params, body }) =>
    updateAnnouncement({ db, id: params.announcementId, body, userId: user.userId }),
  );
  route(app, announcementEndpoints.delete, ({ params }) => deleteAnnouncement(db, params.announcementId));
};
