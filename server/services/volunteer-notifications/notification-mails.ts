import { VOLUNTEER_LINKS, type VolunteerNotificationKind } from "../../../core/rules/volunteer-notifications";
import type { OutgoingMail } from "../../mail/queue-mail";

/**
 * The e-mails volunteers receive about messages and asks. Their data is health data: an e-mail names
 * the study and says that something waits, never the message's text or anything of the profile.
 */
const FOOTER =
  "You receive this e-mail because of your notification settings on Recruit. You can change how often we write to you in your profile:";

function link(applicationUrl: string, path: string): string {
  return `${applicationUrl.replace(/\/+$/, "")}${path}`;
}

function footer(applicationUrl: string): string {
  return `\n\n--\n${FOOTER}\n${link(applicationUrl, VOLUNTEER_LINKS.notificationSettings)}\n`;
}

/** The e-mail sent at once for one message or ask of a study (the same for every recipient). */
export function immediateMail(
  kind: VolunteerNotificationKind,
  studyTitle: string,
  applicationUrl: string,
): Omit<OutgoingMail, "to"> {
  if (kind === "MESSAGE") {
    return {
      subject: "You have a new message from a study team",
      text: `Hello,\n\nThe study team of "${studyTitle}" sent you a message on Recruit.\n\nSign in to read it:\n${link(applicationUrl, VOLUNTEER_LINKS.messages)}${footer(applicationUrl)}`,
    };
  }
  return {
    subject: "A study team would like to know if you are interested",
    text: `Hello,\n\nThe study team of "${studyTitle}" thinks you may be a good fit for their study and would like to know if you are interested.\n\nSign in to see the study:\n${link(applicationUrl, VOLUNTEER_LINKS.studiesForYou)}${footer(applicationUrl)}`,
  };
}

/** One digest: the studies with new messages and the studies that asked, since the previous digest. */
export function digestMail(
  studies: { messages: readonly string[]; asks: readonly string[] },
  applicationUrl: string,
): Omit<OutgoingMail, "to"> {
  const parts: string[] = ["Hello,"];
  if (studies.messages.length > 0) {
    parts.push(
      `You have new messages from the study teams of:\n${studies.messages.map((title) => `- ${title}`).join("\n")}\n\nSign in to read them:\n${link(applicationUrl, VOLUNTEER_LINKS.messages)}`,
    );
  }
  if (studies.asks.length > 0) {
    parts.push(
      `These study teams would like to know if you are interested in their study:\n${studies.asks.map((title) => `- ${title}`).join("\n")}\n\nSign in to see them:\n${link(applicationUrl, VOLUNTEER_LINKS.studiesForYou)}`,
    );
  }
  return {
    subject: "Your updates from Recruit",
    text: `${parts.join("\n\n")}${footer(applicationUrl)}`,
  };
}
