import { Anchor, Button, Center, Group, List, Loader, Stack, Text, Title } from "@mantine/core";
import { Link, Navigate, useParams } from "react-router";
import { VOLUNTEER_PAGES } from "../../../../core/rules/volunteer-app";
import { paths } from "../../../lib/paths";
import { usePublicStudy } from "../api/volunteer";

function Section({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <section>
      <Title order={2} size="h4" mb={4}>
        {title}
      </Title>
      <Text style={{ whiteSpace: "pre-wrap" }}>{text}</Text>
    </section>
  );
}

/** /participate/studies/{studyNum}: an active study in lay language, in the reader's language where it has it. */
export function PublicStudyPage() {
  const { studyNum = "" } = useParams();
  const study = usePublicStudy(studyNum);
  if (study.isError) return <Navigate to={paths.notFound()} replace />;
  if (!study.data) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the study" />
      </Center>
    );
  }
  const s = study.data;
  return (
    <Stack gap="md" lang={s.language.toLowerCase()}>
      <Anchor component={Link} to={VOLUNTEER_PAGES.landing} size="sm" c="blue.9">
        Back to the search
      </Anchor>
      <Title order={1}>{s.title}</Title>
      <Text c="gray.8" size="sm">
        {s.studyNum}
        {s.piName ? ` · Principal investigator: ${s.piName}` : ""}
      </Text>
      <Section title="Why this study" text={s.purpose} />
      <Section title="What happens" text={s.studyDescription} />
      {s.conditions.length > 0 && <Section title="Conditions" text={s.conditions.join(", ")} />}
      {s.locations.length > 0 && <Section title="Where" text={s.locations.join(", ")} />}
      {s.healthyVolunteers && <Text fw={600}>Healthy volunteers are welcome.</Text>}
      {s.offersCompensation && (
        <Section title="Compensation" text={s.compensation || "Participants are compensated."} />
      )}
      <Section title="About the study team" text={s.aboutStudy} />
      <section>
        <Title order={2} size="h4" mb={4}>
          Contact
        </Title>
        <List size="sm">
          {s.contactName && <List.Item>{s.contactName}</List.Item>}
          {s.contactEmail && (
            <List.Item>
              <Anchor href={`mailto:${s.contactEmail}`} c="blue.9">
                {s.contactEmail}
              </Anchor>
            </List.Item>
          )}
          {s.contactPhone && <List.Item>{s.contactPhone}</List.Item>}
        </List>
      </section>
      <Group>
        <Button component={Link} to={`/volunteer/studies/${encodeURIComponent(s.studyNum)}/interest`}>
          I'm interested
        </Button>
      </Group>
    </Stack>
  );
}
