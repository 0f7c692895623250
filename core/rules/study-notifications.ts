/** The Email Notifications tab's texts (spec 001 §2, §5); where the spec quotes none, ours. */
export const STUDY_NOTIFICATION_TEXTS = {
  receivers: "Team members who receive it",
  specificEmail: "Also send to a specific e-mail address",
  specificEmailLabel: "Specific e-mail address",
  frequency: "How often",
  save: "Save",
  emailInvalid: "Please enter a valid email address",
  emailTooLong: "Email must have at most 100 characters",
  intro:
    "Choose who on the team is told by e-mail, and how often. The e-mails give counts and a link, never a participant's details.",
} as const;
