import type { FastifyPluginAsync } from "fastify";
import { studyTeamEndpoints } from "../../../core/contracts/study-team";
import { acceptTeamInvite } from "../../services/study-team/accept-team-invite";
import { inviteTeamMember } from "../../services/study-team/invite-team-member";
import { readTeamAccess } from "../../services/study-team/read-team-access";
import { removeTeamMember } from "../../services/study-team/remove-team-member";
import { resendTeamInvite } from "../../services/study-team/resend-team-invite";
import { uninviteTeamMember } from "../../services/study-team/uninvite-team-member";
import { route } from "../endpoint-route";
import type { RouteDeps } from "./route-deps";

/** A study's team, its invitations and their acceptance (spec 001 §2, §7). */
export const studyTeamRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
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

  route(app, studyTeamEndpoints.accept, ({ user, headers }) =>
    acceptTeamInvite({ db, token: headers.authorization.slice("Bearer ".length), userId: user.userId }),
  );
};
