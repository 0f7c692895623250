import type { FastifyPluginAsync } from "fastify";
import { publicStudyEndpoints } from "../../../core/contracts/public-studies";
import { readPublicStudy } from "../../services/public-studies/read-public-study";
import { searchPublicStudies } from "../../services/public-studies/search-public-studies";
import { route } from "../endpoint-route";
import { requestLanguage, withContentLanguage } from "../request-language";
import type { RouteDeps } from "./route-deps";

/** Active studies as anyone may find and read them (issue 15). */
export const publicStudyRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, env }) => {
  route(app, publicStudyEndpoints.search, ({ request, query }) =>
    searchPublicStudies({
      db,
      language: requestLanguage(request, env),
      q: query.q || undefined,
      condition: query.condition,
      location: query.location,
      healthy: query.healthy === undefined ? undefined : query.healthy === "true",
      page: query.page,
    }),
  );
  route(app, publicStudyEndpoints.read, async ({ request, reply, params }) => {
    const study = await readPublicStudy({
      db,
      studyNum: params.studyNum,
      language: requestLanguage(request, env),
    });
    withContentLanguage(reply, study);
    return study;
  });
};
