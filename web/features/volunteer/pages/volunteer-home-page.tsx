import { Anchor, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { VOLUNTEER_PAGES } from "../../../../core/rules/volunteer-app";
import { useTranslation } from "../../../lib/i18n";
import { useAuthDetails } from "../../auth/api/auth-details";

/** Each entry's page with the catalog keys of its title and hint. */
const entries = [
  { to: VOLUNTEER_PAGES.profile, title: "layout.myProfile", hint: "home.profileHint" },
  { to: VOLUNTEER_PAGES.studiesForYou, title: "layout.studiesForYou", hint: "home.studiesForYouHint" },
  { to: VOLUNTEER_PAGES.messages, title: "layout.messages", hint: "home.messagesHint" },
  { to: VOLUNTEER_PAGES.landing, title: "layout.findStudies", hint: "home.findStudiesHint" },
  { to: VOLUNTEER_PAGES.whoViewedMyData, title: "home.whoViewed", hint: "home.whoViewedHint" },
  { to: VOLUNTEER_PAGES.account, title: "layout.myAccount", hint: "home.accountHint" },
] as const;

/** /volunteer: the signed-in volunteer's start page. */
export function VolunteerHomePage() {
  const user = useAuthDetails().data?.loggedInUser;
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1}>{t("home.welcome", { name: user?.firstName ?? "" })}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {entries.map((entry) => (
          <Card key={entry.to} withBorder>
            <Anchor component={Link} to={entry.to} fw={600} c="blue.9">
              {t(entry.title)}
            </Anchor>
            <Text size="sm" mt={4}>
              {t(entry.hint)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
