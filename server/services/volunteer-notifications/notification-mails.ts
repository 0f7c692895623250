import { VOLUNTEER_LINKS, type VolunteerNotificationKind } from "../../../core/rules/volunteer-notifications";
import type { OutgoingMail } from "../../mail/queue-mail";
import { volunteerMailTexts } from "../../mail/volunteer-mail-texts";

/**
 * The e-mails volunteers receive about messages and asks, in the volunteer's language. Their data is
 * health data: an e-mail names the study and says that something waits, never the message's text or
 * anything of the profile.
 */
function link(applicationUrl: string, path: string): string {
  return `${applicationUrl.replace(/\/+$/, "")}${path}`;
}

/** The e-mail sent at once for one message or ask of a study (the same for every recipient of a language). */
export function immediateMail(
  kind: VolunteerNotificationKind,
  studyTitle: string,
  applicationUrl: string,
  language: string | null = null,
): Omit<OutgoingMail, "to"> {
  const texts = volunteerMailTexts(language);
  const mail =
    kind === "MESSAGE"
      ? texts.newMessage(studyTitle, link(applicationUrl, VOLUNTEER_LINKS.messages))
      : texts.newAsk(studyTitle, link(applicationUrl, VOLUNTEER_LINKS.studiesForYou));
  return {
    subject: mail.subject,
    text: `${mail.text}${texts.footer(link(applicationUrl, VOLUNTEER_LINKS.notificationSettings))}`,
  };
}

/** One digest: the studies with new messages and the studies that asked, since the previous digest. */
export function digestMail(
  studies: { messages: readonly string[]; asks: readonly string[] },
  applicationUrl: string,
  language: string | null = null,
): Omit<OutgoingMail, "to"> {
  const texts = volunteerMailTexts(language);
  const mail = texts.digest(
    Object.assign(
      {},
      studies.messages.length > 0
        ? { messages: { titles: studies.messages, link: link(applicationUrl, VOLUNTEER_LINKS.messages) } }
        : {},
      studies.asks.length > 0
        ? { asks: { titles: studies.asks, link: link(applicationUrl, VOLUNTEER_LINKS.studiesForYou) } }
        : {},
    ),
  );
  return {
    subject: mail.subject,
    text: `${mail.text}${texts.footer(link(applicationUrl, VOLUNTEER_LINKS.notificationSettings))}`,
  };
}
