import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/connect";
import { recordSupportAction } from "../../services/customer-support/record-support-action";

/**
 * Every /backend request made while customer support acts as a team member is recorded with both
 * identities, its route and its answer's status, before the answer leaves (spec 001: study-team login).
 */
export function registerImpersonationAudit(app: FastifyInstance, db: Db): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const user = request.user;
    if (!user?.impersonator) return payload;
    await recordSupportAction(db, {
      actorUserId: user.impersonator.userId,
      subjectUserId: user.userId,
      action: "IMPERSONATED_REQUEST",
      details: {
        method: request.method,
        route: request.routeOptions.url ?? null,
        url: request.url,
        status: reply.statusCode,
      },
    });
    return payload;
  });
}
