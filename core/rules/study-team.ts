/** The team page's texts (spec 001 §2, §4, §8); where the spec quotes none, ours. */
export const TEAM_TEXTS = {
  tabs: { access: "Study Team Access", notifications: "Email Notifications" },
  principalInvestigator: "Principal Investigator",
  members: "Team members",
  pending: "Pending invitations",
  noMembers: "No other team members yet.",
  invite: "Invite a team member",
  inviteButton: "Send invitation",
  remove: "Remove",
  resend: "Resend invitation",
  uninvite: "Uninvite",
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  emailTooLong: "Email must have at most 100 characters",
  nameTooLong: "Name must have at most 100 characters",
  removeConfirmation: (name: string) =>
    `${name} will no longer have access to this study. Are you sure you want to remove them from the team?`,
} as const;

export const TEAM_INVITE_LIMITS = { nameMax: 100, emailMax: 100 } as const;

/** Hours a study-team invitation stays valid when the setting is missing. */
export const DEFAULT_TEAM_INVITE_HOURS = 168;
