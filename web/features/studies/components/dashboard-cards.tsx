import { Card, Group, Loader, SimpleGrid, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { StudyDetail } from "../../../../core/contracts/studies";
import { paths } from "../../../lib/paths";

function NavCard({ to, title, children }: { to: string; title: string; children?: ReactNode }) {
  return (
    // The link's name is all of its visible text (title and counts): WCAG 2.5.3 "Label in Name".
    <UnstyledButton component={Link} to={to}>
      <Card withBorder padding="md" h="100%">
        <Text fw={600} c="blue.9">
          {title}
        </Text>
        {children}
      </Card>
    </UnstyledButton>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>{children}</SimpleGrid>
    </Stack>
  );
}

/** The navigation cards of the dashboard (spec 000 §2.4). */
export function DashboardCards({ study }: { study: StudyDetail }) {
  const num = study.studyNum;
  return (
    <Stack gap="lg">
      <Section title="Participants">
        <NavCard to={paths.study.interested(num)} title="Interested Participants">
          <Text size="sm">{study.newInterestedParticipants} new</Text>
          {study.waitingParticipants > 0 && (
            <Text size="sm" c="red.9" fw={600}>
              {study.waitingParticipants} waiting for an answer
            </Text>
          )}
        </NavCard>
        <NavCard to={paths.study.matched(num)} title="Matched Participants">
          {study.matchingFinished ? (
            <Text size="sm">{study.matchedParticipants} matched</Text>
          ) : (
            <Group gap="xs">
              <Loader size="xs" aria-hidden="true" />
              <Text size="sm">Matching in progress</Text>
            </Group>
          )}
        </NavCard>
        <NavCard to={paths.study.insights(num)} title="Insights">
          <Text size="sm">Funnel, interest per week, sources</Text>
        </NavCard>
      </Section>
      <Section title="Messages">
        <NavCard to={paths.study.inbox(num)} title="Message Inbox">
          <Text size="sm">{study.unreadMessageCount} unread</Text>
        </NavCard>
        <NavCard to={paths.study.messageTemplates(num)} title="Message Templates" />
        <NavCard to={paths.study.attachments(num)} title="Message Attachments" />
      </Section>
      <Section title="Edit Study">
        <NavCard to={paths.study.studyInformation(num)} title="Study Information" />
        <NavCard to={paths.study.eligibilityCriteria(num)} title="Inclusion/Exclusion Criteria" />
        <NavCard to={paths.study.screeningQuestions(num)} title="Additional Screening Questions" />
        <NavCard to={paths.study.teamAccess(num)} title="Study Team Access & Email Notifications" />
      </Section>
    </Stack>
  );
}
