import { z } from "zod";
import { QUICK_PROFILE_PAGE_SIZE } from "../rules/customer-support";
import { audience, defineEndpoint } from "./endpoint";
import { EntityId, EntityIdParam } from "./ids";
import { PageNumber, pageOf } from "./paging";

const support = audience.role("CUSTOMER_SUPPORT", "ADMIN");

/** Spec 001 §3 "Participant quick profile". */
export const QuickProfile = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  email: z.string(),
});
export type QuickProfile = z.infer<typeof QuickProfile>;

export const DbUser = z.object({ id: z.number().int(), username: z.string(), email: z.string() });

export const LovedOne = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  creationDate: z.number(),
  parent: z.boolean(),
  enabled: z.boolean(),
});

/** Spec 001 §3 "Participant account". */
export const ParticipantAccount = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  fullName: z.string(),
  roles: z.array(z.string()),
  parentAccount: LovedOne.nullable(),
  achildAccount: z.boolean(),
  lovedOnes: z.array(LovedOne),
  lastLoginDate: z.number().nullable(),
  lastLoginFailLockTime: z.number().nullable(),
});
export type ParticipantAccount = z.infer<typeof ParticipantAccount>;

/** Spec 001 §3 "Account stats"; token is whether an e-mail verification is pending. */
export const AccountStats = z.object({
  enabled: z.boolean(),
  token: z.boolean(),
  deactivationInfo: z
    .object({ reason: z.object({ id: z.number().int(), displayText: z.string() }) })
    .nullable(),
  unreadMessageCnt: z.number().int(),
  recommendedStudiesCnt: z.number().int(),
  showedInterestStudiesCnt: z.number().int(),
  createdDate: z.number(),
  loginDetails: z.array(z.object({ id: z.number().int(), auditDate: z.number(), auditStatus: z.string() })),
  lovedOnes: z.array(LovedOne),
});
export type AccountStats = z.infer<typeof AccountStats>;

/** Spec 001 §3 "Verification token" (password reset), with the link to give the participant. */
export const VerificationToken = z.object({
  userId: z.number().int(),
  token: z.string(),
  studyId: z.number().int().nullable(),
  creationDate: z.number(),
  expirationDate: z.number(),
  link: z.string(),
});
export type VerificationToken = z.infer<typeof VerificationToken>;

export const StudyNumber = z.object({ id: z.number().int(), studyNum: z.string(), title: z.string() });
export const SupportTeamMember = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  role: z.string(),
  /** False for members customer support may not act as (administrators, customer support, disabled). */
  canImpersonate: z.boolean(),
});

const name = z.string().trim().max(100);

/** Customer support (spec 001 §7): participants' accounts and study-team login. */
export const customerSupportEndpoints = {
  dbUser: defineEndpoint({
    method: "GET",
    path: "/secure/staff/db-user",
    summary: "The participant with this user name (e-mail); 404 when there is none",
    otherErrors: { 404: "No participant has this user name (NOT_FOUND)" },
    audience: support,
    query: z.object({ username: z.string().trim().min(1).max(100) }),
    response: DbUser,
  }),
  quickProfiles: defineEndpoint({
    method: "GET",
    path: "/secure/staff/quick-volunteer-profiles",
    summary: "Participants by last name (and first name), paged; 400 without a last name",
    audience: support,
    query: z.object({
      "last-name": name.optional(),
      "first-name": name.optional(),
      page: PageNumber,
      size: z.coerce.number().int().min(1).max(100).default(QUICK_PROFILE_PAGE_SIZE),
    }),
    response: pageOf(QuickProfile),
  }),
  account: defineEndpoint({
    method: "GET",
    path: "/secure/staff/volunteers/:userId/account",
    summary: "A participant's account: names, e-mail, loved ones and parent, last login and lock time",
    audience: support,
    params: z.object({ userId: EntityIdParam }),
    response: ParticipantAccount,
  }),
  accountStats: defineEndpoint({
    method: "GET",
    path: "/secure/staff/volunteers/:userId/account-stats",
    summary: "A participant's account activity: state, counts, created date and the last five logins",
    audience: support,
    params: z.object({ userId: EntityIdParam }),
    response: AccountStats,
  }),
  deactivate: defineEndpoint({
    method: "POST",
    path: "/secure/volunteer/user-deactivation",
    summary:
      "Deactivates a participant (and their loved ones) for a DEACTIVATION_REASON; they leave every matched list",
    audience: support,
    body: z.object({ userId: EntityId, reason: z.object({ id: EntityId }) }),
  }),
  reactivate: defineEndpoint({
    method: "POST",
    path: "/secure/volunteer/user-reactivation/:userId",
    summary:
      "Reactivates an inactive participant without a pending token (never for reason 261001), and an inactive parent",
    audience: support,
    params: z.object({ userId: EntityIdParam }),
  }),
  resetLink: defineEndpoint({
    method: "POST",
    path: "/volunteers/forgot-password-confirmations",
    summary:
      "A single-use password-reset token for a participant, valid RESET_PASSWORD_TOKEN_GRACE_PERIOD hours",
    audience: support,
    body: z.object({ userName: z.string().trim().min(1).max(100) }),
    status: 201,
    response: VerificationToken,
  }),
  studyNumbers: defineEndpoint({
    method: "GET",
    path: "/secure/staff/study-numbers",
    summary: "Every study's number and title, for the study-team login",
    audience: support,
    response: z.array(StudyNumber),
  }),
  studyTeam: defineEndpoint({
    method: "GET",
    path: "/secure/staff/study-numbers/:studyNumberId/team-members",
    // Customer support is on no team: the study is named by another key than a member's studyId.
    summary: "A study's team, for the study-team login (the study by its id)",
    audience: support,
    params: z.object({ studyNumberId: EntityIdParam }),
    response: z.array(SupportTeamMember),
  }),
  startImpersonation: defineEndpoint({
    method: "POST",
    path: "/secure/staff/impersonations",
    summary:
      "Continues as a member of the study's team for at most an hour (never an administrator or customer support)",
    audience: support,
    body: z.object({ studyId: EntityId, userId: EntityId }),
  }),
  endImpersonation: defineEndpoint({
    method: "DELETE",
    path: "/secure/staff/impersonations/current",
    summary: "Ends acting as a team member and returns to one's own account; 400 when not acting as one",
    // Whoever is signed in: the member acted as may not have accepted the user agreement.
    audience: audience.signedIn,
  }),
};
