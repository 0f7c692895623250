import type { FastifyPluginAsync } from "fastify";
import { feasibilityEndpoints } from "../../../core/contracts/feasibility";
import { FEASIBILITY_TOO_MANY_MESSAGE } from "../../../core/rules/feasibility";
import { countFeasibleVolunteers } from "../../services/feasibility/count-feasible-volunteers";
import { route } from "../endpoint-route";
import { perMinuteLimit } from "../per-minute-limit";
import type { RouteDeps } from "./route-deps";

/** Feasibility counts while criteria are edited (issue 29): rate-limited per user, counts only. */
export const feasibilityRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, env }) => {
  route(
    app,
    feasibilityEndpoints.count,
    ({ body }) => countFeasibleVolunteers({ db, body, minCount: env.FEASIBILITY_MIN_COUNT }),
    {
      rateLimit: perMinuteLimit({
        max: env.FEASIBILITY_RATE_LIMIT_PER_MINUTE,
        key: (request) => `feasibility|${request.user?.userId ?? request.ip}`,
        message: FEASIBILITY_TOO_MANY_MESSAGE,
      }),
    },
  );
};
