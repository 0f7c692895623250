import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { ERROR_CODES } from "../../../core/contracts/errors";
import { feasibilityEndpoints } from "../../../core/contracts/feasibility";
import { FEASIBILITY_TOO_MANY_MESSAGE } from "../../../core/rules/feasibility";
import { countFeasibleVolunteers } from "../../services/feasibility/count-feasible-volunteers";
import { route } from "../endpoint-route";
import type { RouteDeps } from "./route-deps";

/** Feasibility counts while criteria are edited (issue 29): rate-limited per user, counts only. */
export const feasibilityRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, env }) => {
  route(
    app,
    feasibilityEndpoints.count,
    ({ body }) => countFeasibleVolunteers({ db, body, minCount: env.FEASIBILITY_MIN_COUNT }),
    {
      rateLimit: {
        max: env.FEASIBILITY_RATE_LIMIT_PER_MINUTE,
        timeWindow: "1 minute",
        // After the access gate: the user it admitted is the key.
        hook: "preHandler" as const,
        keyGenerator: (request: FastifyRequest) => `feasibility|${request.user?.userId ?? request.ip}`,
        errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => ({
          statusCode: 429,
          code: ERROR_CODES.tooManyRequests,
          message: FEASIBILITY_TOO_MANY_MESSAGE,
          retryAfterSeconds: Math.ceil(context.ttl / 1000),
        }),
      },
    },
  );
};
