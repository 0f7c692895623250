import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  VolunteerProfile,
  VolunteerProfileParams,
  VolunteerProfileQuery,
} from "../../../core/contracts/volunteer-profile";
import { requireStaff } from "../../policies/require-user";
import { requireStudyMember } from "../../policies/study-access";
import { readVolunteerProfile } from "../../services/volunteers/read-volunteer-profile";
import { requestLanguage } from "../request-language";
import type { RouteDeps } from "./route-deps";

/** A volunteer's profile as one of the viewer's study teams sees it (spec 000 §7). */
export const volunteerRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, env }) => {
  app.get(
    "/secure/volunteers/:userId",
    {
      schema: {
        params: VolunteerProfileParams,
        querystring: VolunteerProfileQuery,
        response: { 200: VolunteerProfile },
      },
    },
    async (request) => {
      const user = requireStaff(request.user);
      const studyId = request.query["study-id"];
      await requireStudyMember({ db, user, studyId });
      return readVolunteerProfile({
        db,
        studyId,
        userId: request.params.userId,
        language: requestLanguage(request, env),
      });
    },
  );
};
