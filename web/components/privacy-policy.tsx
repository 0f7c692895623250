import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The privacy policy's words: English on the staff's page, the volunteer's language on theirs. */
export interface PrivacyTexts {
  title: string;
  intro: string;
  cookiesTitle: string;
  cookies: string;
  informationTitle: string;
  information: string;
}

export const ENGLISH_PRIVACY_TEXTS: PrivacyTexts = {
  title: "Privacy policy",
  intro:
    "Recruit connects volunteers with research studies at the university. We keep the information volunteers and study teams give us in the university's data centre and use it only to run the site.",
  cookiesTitle: "Cookies",
  cookies:
    "We use a session cookie to keep you signed in and a security cookie that protects forms. These are necessary and are removed when you log out or close your browser. Other cookies are set only after you accept them in the cookie banner; you can change your choice with the cookie settings link at the bottom of every page.",
  informationTitle: "Your information",
  information:
    "Study teams see a volunteer's contact details only after that volunteer shows interest in their study. Every time a staff member opens a volunteer's record, the access is recorded.",
};

/** The policy (/privacy for the staff, /volunteer/privacy for volunteers), with what a page adds after it. */
export function PrivacyPolicy({ texts, children }: { texts: PrivacyTexts; children?: ReactNode }) {
  return (
    <Stack maw={760}>
      <Title order={1}>{texts.title}</Title>
      <Text>{texts.intro}</Text>
      <Title order={2}>{texts.cookiesTitle}</Title>
      <Text>{texts.cookies}</Text>
      <Title order={2}>{texts.informationTitle}</Title>
      <Text>{texts.information}</Text>
      {children}
    </Stack>
  );
}
