import { Anchor, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { VOLUNTEER_PAGES } from "../../../../core/rules/volunteer-app";
import { useAuthDetails } from "../../auth/api/auth-details";

const entries = [
  {
    to: VOLUNTEER_PAGES.profile,
    title: "My profile",
    hint: "The more you tell, the better studies find you.",
  },
  {
    to: VOLUNTEER_PAGES.studiesForYou,
    title: "Studies for you",
    hint: "Study teams who think you could take part.",
  },
  { to: VOLUNTEER_PAGES.messages, title: "Messages", hint: "Your conversations with study teams." },
  { to: VOLUNTEER_PAGES.landing, title: "Find studies", hint: "Search every study recruiting now." },
  {
    to: VOLUNTEER_PAGES.whoViewedMyData,
    title: "Who viewed my data",
    hint: "Which study teams read your profile, and when.",
  },
  { to: VOLUNTEER_PAGES.account, title: "My account", hint: "Download your data or close your account." },
];

/** /volunteer: the signed-in volunteer's start page. */
export function VolunteerHomePage() {
  const user = useAuthDetails().data?.loggedInUser;
  return (
    <Stack>
      <Title order={1}>Welcome, {user?.firstName}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {entries.map((entry) => (
          <Card key={entry.to} withBorder>
            <Anchor component={Link} to={entry.to} fw={600} c="blue.9">
              {entry.title}
            </Anchor>
            <Text size="sm" mt={4}>
              {entry.hint}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
