// The notices (toasts) of spec 000 §8 and spec 001 §8, by key. Texts the spec quotes are to the letter.
import { SUPPORT_TEXTS } from "./customer-support";
import type { Notice } from "./notice";
import { UNREACHABLE_NOTICE } from "./unreachable-texts";

export type { Notice, NoticeKind } from "./notice";

export type LifecycleNoticeAction =
  | "activate"
  | "deactivate"
  | "archive"
  | "unarchive"
  | "edit-deactivation-date";

const blockedBecause: Record<LifecycleNoticeAction, string> = {
  activate: "before the study can be activated",
  deactivate: "before the study can be deactivated",
  archive: "before the study can be archived",
  unarchive: "before the study can be unarchived",
  "edit-deactivation-date": "before the deactivation date can be changed",
};

export const notices = {
  "activate-success": (deactivationDate: string): Notice => ({
    kind: "success",
    message: `Your study is now active. Participants can now see it, and it will be deactivated automatically on ${deactivationDate}.`,
  }),
  "deactivate-success": (): Notice => ({
    kind: "success",
    message:
      "Your study is now inactive. Participants can no longer see it, but you can still manage your existing interested participants.",
  }),
  "archive-success": (): Notice => ({ kind: "success", message: "Your study has been archived." }),
  "unarchive-success": (): Notice => ({
    kind: "success",
    message: "Your study has been unarchived. It is inactive and participants cannot see it.",
  }),
  "edit-deactivation-date-success": (deactivationDate: string): Notice => ({
    kind: "success",
    message: `The deactivation date is now ${deactivationDate}.`,
  }),
  "deactivation-notice": (days: number): Notice => ({
    kind: "info",
    message: `This study will be deactivated in ${days} day(s)`,
  }),
  /** invalid-study-state-to-<action>: required Study Information fields are blank. */
  invalidStudyState: (action: LifecycleNoticeAction | "update-eligibility-criteria"): Notice => ({
    kind: "error",
    message:
      action === "update-eligibility-criteria"
        ? "Required fields on the Study Information page are blank, so the eligibility criteria could not be saved. Please fill them in first."
        : `Required fields on the Study Information page are blank and must be filled in ${blockedBecause[action]}.`,
    studyInformationLink: true,
  }),
  saved: (): Notice => ({ kind: "success", message: "Successfully saved" }),
  /** Not in the spec: a call that never reached the server (web/lib/api-client.ts, decision 023). */
  unreachable: (): Notice => UNREACHABLE_NOTICE,
  "copy-failed": (): Notice => ({
    kind: "error",
    message: "Can't copy to clipboard!  Please copy using right-click, copy link.",
  }),
  /** Matched participant moves (spec 000 §8): a single action, then bulk in full or in part. */
  "ask-success": (): Notice => ({ kind: "success", message: "Ask if interested successful" }),
  "dismiss-success": (): Notice => ({ kind: "success", message: "Dismiss successful" }),
  "bulk-move": (move: "asked" | "dismissed", succeeded: number, attempted: number): Notice =>
    succeeded === attempted
      ? { kind: "success", message: `${succeeded} participant(s) ${move}` }
      : { kind: "warning", message: `${succeeded} of ${attempted} participant(s) ${move}` },
  /** Interested participant moves (spec 000 §4.4): how many moved, and why some did not. */
  "interested-move": (listName: string, succeeded: number, attempted: number): Notice =>
    succeeded === attempted
      ? { kind: "success", message: `${succeeded} participant(s) moved to ${listName}` }
      : {
          kind: "warning",
          message: `${succeeded} of ${attempted} participant(s) moved to ${listName}. ${INTERESTED_MOVE_CONFLICT}`,
        },
  "labels-saved": (labeled: number, attempted: number): Notice =>
    labeled === attempted
      ? { kind: "success", message: `${labeled} participant(s) labeled` }
      : { kind: "warning", message: `${labeled} of ${attempted} participant(s) labeled` },
  "label-deleted": (): Notice => ({ kind: "success", message: "Label deleted" }),
  "message-sent": (): Notice => ({ kind: "success", message: "Message sent" }),
  "settings-refreshed": (): Notice => ({
    kind: "success",
    message: "The settings were read again from the database on every running server",
  }),
  "lookup-values-refreshed": (): Notice => ({
    kind: "success",
    message: "The lookup values were read again from the database on every running server",
  }),
  "setting-saved": (name: string): Notice => ({ kind: "success", message: `${name} saved` }),
  "customer-support-not-find-participant-by-email": (): Notice => ({
    kind: "error",
    message: `${SUPPORT_TEXTS.notFoundTitle}. ${SUPPORT_TEXTS.notFoundByEmail}`,
  }),
  "customer-support-not-find-participant-by-name": (): Notice => ({
    kind: "error",
    message: `${SUPPORT_TEXTS.notFoundTitle}. ${SUPPORT_TEXTS.notFoundByName}`,
  }),
  "setting-update-failed": (serverValue: string): Notice => ({
    kind: "error",
    message: `Update failed with message: ${serverValue}`,
  }),
  uninvited: (): Notice => ({ kind: "success", message: "The invitation was withdrawn" }),
  "resent-invite": (): Notice => ({ kind: "success", message: "The invitation was sent again" }),
  "uninvited-failed": (): Notice => ({
    kind: "error",
    message:
      "The invitation could not be withdrawn: it was accepted already. To take away their access, use Remove.",
  }),
  "resend-invite-failed": (): Notice => ({
    kind: "error",
    message: "The invitation could not be sent again: it was accepted or withdrawn already.",
  }),
  "invite-sent": (email: string): Notice => ({
    kind: "success",
    message: `An invitation was sent to ${email}`,
  }),
  "team-member-removed": (name: string): Notice => ({
    kind: "success",
    message: `${name} was removed from the team`,
  }),
  "accepted-invite-study-team-member": (): Notice => ({
    kind: "success",
    message: "Welcome to the study team! You now have access to this study.",
  }),
  "accepted-invite-study-importer": (): Notice => ({
    kind: "success",
    message: "Welcome! You can now import studies from the IRB records.",
  }),
  "importer-invite-sent": (email: string): Notice => ({
    kind: "success",
    message: `An invitation to import studies was sent to ${email}`,
  }),
  "importer-removed": (name: string): Notice => ({
    kind: "success",
    message: `${name} can no longer import studies`,
  }),
  "accepted-invite-existing-study-team-member": (): Notice => ({
    kind: "warning",
    message: "You are a member of this study team already.",
  }),
  "notification-saved": (setting: string): Notice => ({ kind: "success", message: `${setting}: saved` }),
  "notification-not-saved": (setting: string): Notice => ({
    kind: "error",
    message: `${setting}: not saved. Refresh the page and try again.`,
  }),
  "message-not-sent": (): Notice => ({
    kind: "error",
    message:
      "The message was not sent: an attachment or label may have been deleted. Refresh the page and try again.",
  }),
  /** The totals of a send to several participants, out of the attempts (spec 000 §4.5). */
  "messages-sent": (
    result: { attempted: number; messaged: number; labeled: number },
    labelApplied: boolean,
  ): Notice => {
    const complete =
      result.messaged === result.attempted && (!labelApplied || result.labeled === result.attempted);
    const labeled = labelApplied ? `, ${result.labeled} of ${result.attempted} labeled` : "";
    return {
      kind: complete ? "success" : "warning",
      message: `${result.messaged} of ${result.attempted} participant(s) messaged${labeled}`,
    };
  },
  "template-added": (): Notice => ({ kind: "success", message: "Message template added" }),
  "template-saved": (): Notice => ({ kind: "success", message: "Message template saved" }),
  "template-deleted": (): Notice => ({ kind: "success", message: "Message template deleted" }),
  "attachment-added": (): Notice => ({ kind: "success", message: "Attachment added" }),
  "attachment-renamed": (): Notice => ({ kind: "success", message: "Attachment name updated" }),
  "attachment-rename-failed": (): Notice => ({
    kind: "error",
    message: "Attachment update failed. Attachment might be deleted",
  }),
  "attachment-deleted": (): Notice => ({ kind: "success", message: "Attachment deleted" }),
  "attachment-removed": (): Notice => ({
    kind: "error",
    message: "This attachment was removed and can no longer be accessed",
  }),
} as const;

/** Why a participant was not moved (spec 000 §4.4). */
export const INTERESTED_MOVE_CONFLICT =
  "While you were working, someone else from your study team already moved them to another list.";

/** The 'Why?' modal of a bulk move that did not reach everyone (spec 000 §4.3). */
export const PARTIAL_MOVE_EXPLANATION = {
  title: "Why were some participants not moved?",
  body:
    "While you were working, someone else from your study team already asked or dismissed some of the " +
    "participants you selected, or they no longer match your study. They are no longer in this list.",
} as const;
