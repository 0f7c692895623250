/** Customer support's texts (spec 001 §5, §8); where the spec quotes none, ours. */
export const SUPPORT_TEXTS = {
  title: "Customer Support",
  helpParticipants: "Help participants",
  helpParticipantsHint: "Find a participant by e-mail or by name to see their account and help them.",
  /** The tab's title on a participant's account, whose heading is their name (document-title.ts). */
  participantAccountTab: "Participant account",
  helpStudyTeams: "Help study teams",
  helpStudyTeamsHint: "Log in as a member of a study team to see the study as they see it.",
  manageImporters: "Manage study importers",
  manageImportersHint: "Invite the people who load studies from the IRB records.",
  byEmail: "By e-mail",
  byName: "By name",
  emailLabel: "Email",
  firstNameLabel: "First name",
  lastNameLabel: "Last name",
  find: "Find",
  lastNameRequired: "You need to specify a last name",
  notFoundTitle: "Participant Not Found",
  notFoundByEmail:
    "We could not find a participant with this e-mail address. Check the address for typing errors and try again.",
  notFoundByName:
    "We could not find a participant with this name. Check the spelling, try the last name alone, or search by e-mail.",
  pickParticipant: "Choose a participant",
  backToSearch: "Back to the search",
  accountActive: "Active",
  accountPending: "Verification pending",
  accountInactive: "Inactive",
  deactivate: "Deactivate",
  reactivate: "Reactivate",
  deactivationReason: "Reason",
  typeToConfirm: "Type DEACTIVATE to confirm",
  deactivated: (name: string) => `${name} was deactivated`,
  reactivated: (name: string) => `${name} was reactivated`,
  lovedOnesAlsoDeactivated: "Their loved ones' accounts are deactivated with theirs.",
  reactivateLovedOnes: "Their loved ones stay inactive: reactivate each from their own profile.",
  parentAlsoReactivated: "Reactivating this loved one also reactivates their inactive parent.",
  cannotReactivateAdultChild:
    "This child account was deactivated because its owner turned 18 and cannot be reactivated.",
  resetLink: "Create password-reset link",
  resetLinkReady: (hours: number) =>
    `Send this link to the participant. It works once and expires in ${hours} hour${hours === 1 ? "" : "s"}.`,
  loginAsTitle: "Log in as a study team member",
  studyNumberLabel: "Study number",
  teamMemberLabel: "Team member",
  continueAs: "Continue as this member",
  impersonating: (name: string) => `You are working as ${name} for customer support`,
  backToOwnAccount: "Back to my account",
} as const;

/** The word a deactivation is confirmed with (spec 001 §5, §9). */
export const DEACTIVATION_CONFIRMATION_WORD = "DEACTIVATE";

/** How long customer support may act as a team member before the session ends (minutes). */
export const IMPERSONATION_MINUTES = 60;

/** Rows per page of the participant pickers. */
export const QUICK_PROFILE_PAGE_SIZE = 20;

/** The login history customer support sees (spec 001 §9). */
export const LOGIN_HISTORY_LENGTH = 5;

/** The account state badge's colours, white text on each (at least 4.5:1, checked by a unit test). */
export const ACCOUNT_STATE_COLORS = { active: "#1b5e20", pending: "#174ea6", inactive: "#a50e0e" } as const;

/** Spec 001 §4: active (enabled), verification pending (not enabled, a token), or inactive with its reason. */
export function accountState(stats: {
  enabled: boolean;
  token: boolean;
  deactivationInfo: { reason: { displayText: string } } | null;
}): { state: keyof typeof ACCOUNT_STATE_COLORS; text: string } {
  if (stats.enabled) return { state: "active", text: SUPPORT_TEXTS.accountActive };
  if (stats.token) return { state: "pending", text: SUPPORT_TEXTS.accountPending };
  const reason = stats.deactivationInfo?.reason.displayText;
  return {
    state: "inactive",
    text: reason ? `${SUPPORT_TEXTS.accountInactive}: ${reason}` : SUPPORT_TEXTS.accountInactive,
  };
}
