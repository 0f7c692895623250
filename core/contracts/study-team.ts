import { z } from "zod";
import { TEAM_INVITE_LIMITS, TEAM_TEXTS } from "../rules/study-team";
import { NewPassword } from "./auth";
import { audience, defineEndpoint } from "./endpoint";
import { EntityIdParam, StudyIdParams } from "./ids";
import { isValidEmail } from "./study-information";

/** A member of a study's team (spec 001 §3 "Team member"). */
export const TeamMember = z.object({
  id: z.number().int(),
  role: z.enum(["PRINCIPAL_INVESTIGATOR", "TEAM_MEMBER"]),
  studyTeamMemberUser: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    middleName: z.string().nullable(),
    username: z.string(),
    email: z.string(),
    type: z.string(),
  }),
});
export type TeamMember = z.infer<typeof TeamMember>;

/** An invitation not yet accepted (spec 001 §3 "Pending invitee"); its token travels only by e-mail. */
export const PendingInvitee = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  invitedAt: z.number(),
});
export type PendingInvitee = z.infer<typeof PendingInvitee>;

export const TeamAccess = z.object({ members: z.array(TeamMember), invitees: z.array(PendingInvitee) });
export type TeamAccess = z.infer<typeof TeamAccess>;

/** The invite form (spec 001 §5): name and a valid e-mail, each at most 100 characters. */
export const TeamInviteBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, TEAM_TEXTS.nameRequired)
    .max(TEAM_INVITE_LIMITS.nameMax, TEAM_TEXTS.nameTooLong),
  email: z
    .string()
    .trim()
    .min(1, TEAM_TEXTS.emailRequired)
    .max(TEAM_INVITE_LIMITS.emailMax, TEAM_TEXTS.emailTooLong)
    .refine(isValidEmail, TEAM_TEXTS.emailInvalid),
});
export type TeamInviteBody = z.infer<typeof TeamInviteBody>;

export const MemberParams = StudyIdParams.extend({ memberId: EntityIdParam });
export const InviteParams = StudyIdParams.extend({ inviteId: EntityIdParam });

/** The invitation's token as a bearer credential (spec 001 §2: the accept call posts it so). */
export const BearerTokenHeaders = z.looseObject({
  authorization: z
    .string()
    .max(200, { error: "A bearer token", abort: true })
    .trim()
    .regex(/^Bearer [A-Za-z0-9_-]{20,100}$/, "A bearer token"),
});

/** A staff account made from an invitation: the invitation proves the e-mail address. */
export const InviteAccountBody = z.object({
  firstName: z.string().trim().min(1, "First name is required").max(100),
  lastName: z.string().trim().min(1, "Last name is required").max(100),
  password: NewPassword,
});
export type InviteAccountBody = z.infer<typeof InviteAccountBody>;

/** A study team's members and invitations (spec 001 §2 team page, §7). */
export const studyTeamEndpoints = {
  teamAccess: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/:studyId/team-members",
    summary: "The study's team (the principal investigator first) and its pending invitations",
    audience: audience.studyMember(),
    params: StudyIdParams,
    response: TeamAccess,
  }),
  removeMember: defineEndpoint({
    method: "DELETE",
    path: "/secure/staff/studies/:studyId/team-members/:memberId",
    summary:
      "Removes a member from the team; the principal investigator cannot be removed (403); 404 for none",
    audience: audience.studyMember(),
    params: MemberParams,
  }),
  invite: defineEndpoint({
    method: "POST",
    path: "/secure/staff/studies/:studyId/team-members/invites",
    summary: "Invites someone by name and e-mail: an e-mail with a single-use link is sent",
    audience: audience.studyMember(),
    params: StudyIdParams,
    body: TeamInviteBody,
    status: 201,
    response: z.object({ id: z.number().int(), studyId: z.number().int() }),
  }),
  uninvite: defineEndpoint({
    method: "DELETE",
    path: "/secure/staff/studies/:studyId/team-members/invites/:inviteId",
    summary: "Withdraws a pending invitation, whose link then fails; 404 when it was accepted or withdrawn",
    audience: audience.studyMember(),
    params: InviteParams,
  }),
  resend: defineEndpoint({
    method: "POST",
    path: "/secure/staff/studies/:studyId/team-members/invites/:inviteId/emails",
    summary:
      "Sends a pending invitation again with a new link (the old one fails); 404 when accepted or withdrawn",
    audience: audience.studyMember(),
    params: InviteParams,
  }),
  invitation: defineEndpoint({
    method: "GET",
    path: "/public/team-invites/invitation",
    summary:
      "The e-mail an invitation was sent to and whether it has an account, for the bearer of a valid token; 400 otherwise",
    audience: audience.public,
    headers: BearerTokenHeaders,
    response: z.object({
      email: z.string(),
      name: z.string(),
      hasAccount: z.boolean(),
      studyNum: z.string(),
    }),
  }),
  createAccount: defineEndpoint({
    method: "POST",
    path: "/public/team-invites/account",
    summary:
      "Creates a staff account for the invitation's e-mail, joins the team and signs in; 409 when the e-mail has an account, 400 for an invalid token",
    otherErrors: { 409: "An account with this e-mail address exists already (ACCOUNT_EXISTS)" },
    audience: audience.public,
    headers: BearerTokenHeaders,
    body: InviteAccountBody,
    status: 201,
    response: z.object({ studyId: z.number().int(), studyNum: z.string() }),
  }),
  accept: defineEndpoint({
    method: "POST",
    path: "/secure/staff/team-invites/acceptance",
    summary:
      "Accepts a study-team invitation with its token as a bearer credential: the signed-in staff member joins the team; 409 when already a member; 400 for an expired, withdrawn or used token, or one of another study than the link's (study-num)",
    otherErrors: { 409: "You are on the study's team already (ALREADY_TEAM_MEMBER)" },
    audience: audience.staff,
    headers: BearerTokenHeaders,
    query: z.object({ "study-num": z.string().trim().min(1).max(100).optional() }),
    response: z.object({ studyId: z.number().int(), studyNum: z.string() }),
  }),
};
