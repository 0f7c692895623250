import type { OutgoingMail } from "../../mail/queue-mail";

/** What each notification setting counts, as its e-mail says it (no participant's details, ever). */
export const TEAM_NOTIFICATION_SUBJECTS: Record<string, { noun: (count: number) => string; path: string }> = {
  NEW_INTERESTED_PARTICIPANT_NOTIFICATION: {
    noun: (count) => `new interested participant${count === 1 ? "" : "s"}`,
    path: "interested/new",
  },
  NEW_MATCHED_PARTICIPANT_NOTIFICATION: {
    noun: (count) => `new matched participant${count === 1 ? "" : "s"}`,
    path: "matched/exact",
  },
  NEW_MESSAGE_NOTIFICATION: {
    noun: (count) => `new message${count === 1 ? "" : "s"} from participants`,
    path: "inbox",
  },
};

/** The e-mail of one setting for one study: the count and a link to the list. */
export function teamNotificationMail(options: {
  setting: string;
  count: number;
  studyNum: string;
  title: string;
  applicationUrl: string;
}): Omit<OutgoingMail, "to"> | null {
  const subject = TEAM_NOTIFICATION_SUBJECTS[options.setting];
  if (!subject) return null;
  const what = `${options.count} ${subject.noun(options.count)}`;
  const link = `${options.applicationUrl.replace(/\/+$/, "")}/studies/${encodeURIComponent(options.studyNum)}/${subject.path}`;
  return {
    subject: `${options.studyNum}: ${what}`,
    text: `Hello,\n\n"${options.title}" (${options.studyNum}) has ${what}.\n\nSign in to see them:\n${link}\n\nYou receive this e-mail because your study team chose it under Study Team, Email Notifications.\n`,
  };
}
