import { Stack, Text, Title } from "@mantine/core";

export function PrivacyPage() {
  return (
    <Stack maw={760}>
      <Title order={1}>Privacy policy</Title>
      <Text>
        Recruit connects volunteers with research studies at the university. We keep the information
        volunteers and study teams give us in the university's data centre and use it only to run the site.
      </Text>
      <Title order={2}>Cookies</Title>
      <Text>
        We use a session cookie to keep you signed in and a security cookie that protects forms. These are
        necessary and are removed when you log out or close your browser. Other cookies are set only after you
        accept them in the cookie banner; you can change your choice with the cookie settings link at the
        bottom of every page.
      </Text>
      <Title order={2}>Your information</Title>
      <Text>
        Study teams see a volunteer's contact details only after that volunteer shows interest in their study.
        Every time a staff member opens a volunteer's record, the access is recorded.
      </Text>
    </Stack>
  );
}
