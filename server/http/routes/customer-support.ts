import type { FastifyPluginAsync } from "fastify";
import { customerSupportEndpoints } from "../../../core/contracts/customer-support";
import {
  deactivateParticipant,
  reactivateParticipant,
} from "../../services/customer-support/change-participant-activation";
import { createResetLink } from "../../services/customer-support/create-reset-link";
import {
  findParticipantByEmail,
  searchQuickProfiles,
} from "../../services/customer-support/find-participants";
import { endImpersonation, startImpersonation } from "../../services/customer-support/impersonation";
import {
  readAccountStats,
  readParticipantAccount,
} from "../../services/customer-support/read-participant-account";
import { listStudyNumbers, listSupportTeam } from "../../services/customer-support/study-team-login";
import { route } from "../endpoint-route";
import { setSessionCookie } from "../plugins/session";
import type { RouteDeps } from "./route-deps";

/** Customer support: participants' accounts and the study-team login (spec 001 §7). */
export const customerSupportRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, env, cookiePath }) => {
  const e = customerSupportEndpoints;

  route(app, e.dbUser, ({ user, query }) =>
    findParticipantByEmail({ db, actorUserId: user.userId, username: query.username }),
  );

  route(app, e.quickProfiles, ({ user, query }) =>
    searchQuickProfiles({
      db,
      actorUserId: user.userId,
      lastName: query["last-name"],
      firstName: query["first-name"],
      page: query.page,
      size: query.size,
    }),
  );

  route(app, e.account, ({ user, params }) =>
    readParticipantAccount({ db, actorUserId: user.userId, userId: params.userId }),
  );

  route(app, e.accountStats, ({ params }) => readAccountStats({ db, userId: params.userId }));

  route(app, e.deactivate, ({ user, body }) =>
    deactivateParticipant({ db, actorUserId: user.userId, userId: body.userId, reasonId: body.reason.id }),
  );

  route(app, e.reactivate, ({ user, params }) =>
    reactivateParticipant({ db, actorUserId: user.userId, userId: params.userId }),
  );

  route(app, e.resetLink, ({ user, body }) =>
    createResetLink({ db, actorUserId: user.userId, userName: body.userName }),
  );

  route(app, e.studyNumbers, () => listStudyNumbers(db));

  route(app, e.studyTeam, ({ params }) => listSupportTeam(db, params.studyNumberId));

  route(app, e.startImpersonation, async ({ user, reply, body }) => {
    const session = await startImpersonation({
      db,
      actorUserId: user.userId,
      actorSessionId: user.sessionId,
      studyId: body.studyId,
      userId: body.userId,
    });
    setSessionCookie(reply, session.sessionId, session.expiresAt, cookiePath);
  });

  route(app, e.endImpersonation, async ({ user, reply }) => {
    const session = await endImpersonation({
      db,
      sessionId: user.sessionId,
      absoluteHours: env.SESSION_ABSOLUTE_HOURS,
    });
    setSessionCookie(reply, session.sessionId, session.expiresAt, cookiePath);
  });
};
