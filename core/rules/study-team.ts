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

/** A new staff account made from an invitation (ours: the spec shows no such screen). */
export const INVITE_ACCOUNT_TEXTS = {
  title: "Create your account",
  intro: (email: string) => `Your invitation was sent to ${email}; that address will be your sign-in e-mail.`,
  createLink: "New to Recruit? Create your account",
  firstName: "First name",
  lastName: "Last name",
  password: "Password",
  confirm: "Confirm password",
  submit: "Create account and join the team",
  passwordTooShort: `Password must have at least 12 characters`,
  passwordsDiffer: "The passwords do not match",
  accountExists: "An account with this e-mail exists already. Sign in to accept the invitation.",
} as const;

export const PASSWORD_MIN_LENGTH = 12;
