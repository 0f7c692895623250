import type { FastifyPluginAsync } from "fastify";
import { volunteerProfileEndpoints } from "../../../core/contracts/volunteer-profile";
import { readVolunteerProfile } from "../../services/volunteers/read-volunteer-profile";
import { route } from "../endpoint-route";
import { requestLanguage } from "../request-language";
import type { RouteDeps } from "./route-deps";

/** A volunteer's profile as one of the viewer's study teams sees it (spec 000 §7). */
export const volunteerRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, env }) => {
  route(app, volunteerProfileEndpoints.read, ({ request, user, study, params }) =>
    readVolunteerProfile({
      db,
      studyId: study.id,
      userId: params.userId,
      language: requestLanguage(request, env),
      readerUserId: user.userId,
    }),
  );
};
