import type { FastifyPluginAsync } from "fastify";
import { studyTeamEndpoints } from "../../../core/contracts/study-team";
import { signIn } from "../../services/auth/sign-in";
import { acceptTeamInvite } from "../../services/study-team/accept-team-invite";
import { createInvitedAccount } from "../../services/study-team/create-invited-account";
import { inviteTeamMember } from "../../services/study-team/invite-team-member";
import { readInvitation } from "../../services/study-team/read-invitation";
import { readTeamAccess } from "../../services/study-team/read-team-access";
import { removeTeamMember } from "../../services/study-team/remove-team-member";
import { resendTeamInvite } from "../../services/study-team/resend-team-invite";
import { uninviteTeamMember } from "../../services/study-team/uninvite-team-member";
import { route } from "../endpoint-route";
import { sessionIdOf, setSessionCookie } from "../plugins/session";
import type { RouteDeps } from "./route-deps";

/** A study's team, its invitations and their acceptance (spec 001 §2, §7). */
export const studyTeamRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, env, cookiePath }) => {
  const tokenOf = (authorization: string) => authorization.slice("Bearer ".length);

  route(app, studyTeamEndpoints.teamAccess, ({ study }) => readTeamAccess({ db, studyId: study.id }));

  route(app, studyTeamEndpoints.removeMember, ({ study, params }) =>
    removeTeamMember({ db, studyId: study.id, memberId: params.memberId }),
  );

  route(app, studyTeamEndpoints.invite, ({ user, study, body }) =>
    inviteTeamMember({ db, studyId: study.id, inviterUserId: user.userId, invite: body }),
  );

  route(app, studyTeamEndpoints.uninvite, ({ study, params }) =>
    uninviteTeamMember({ db, studyId: study.id, inviteId: params.inviteId }),
  );

  route(app, studyTeamEndpoints.resend, ({ user, study, params }) =>
    resendTeamInvite({ db, studyId: study.id, inviteId: params.inviteId, senderUserId: user.userId }),
  );

  route(app, studyTeamEndpoints.accept, ({ user, headers, query }) =>
    acceptTeamInvite({
      db,
      token: tokenOf(headers.authorization),
      userId: user.userId,
      studyNum: query["study-num"],
    }),
  );

  route(app, studyTeamEndpoints.invitation, ({ headers }) =>
    readInvitation({ db, token: tokenOf(headers.authorization) }),
  );

  route(app, studyTeamEndpoints.createAccount, async ({ request, reply, headers, body }) => {
    const created = await createInvitedAccount({ db, token: tokenOf(headers.authorization), account: body });
    // The new member is signed in, replacing whatever session the browser held.
    const session = await signIn({
      db,
      email: created.email,
      password: body.password,
      ipAddress: request.ip,
      absoluteHours: env.SESSION_ABSOLUTE_HOURS,
      replacesSessionId: sessionIdOf(request),
    });
    setSessionCookie(reply, session.sessionId, session.expiresAt, cookiePath);
    return { studyId: created.studyId, studyNum: created.studyNum };
  });
};
