import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { PageNavigator } from "../../../components/page-navigator";
import {
  type StudySearch,
  useCurrentAnnouncements,
  usePublicStudies,
  useVolunteerLookups,
} from "../api/volunteer";
import { StudyCard } from "../components/study-card";

const PAGE_SIZE = 10;

/**
 * /participate: the volunteers' landing page, open to anyone (issue 15): current announcements and the
 * search of active studies by keyword, condition, location and whether healthy volunteers are welcome.
 */
export function ParticipatePage() {
  const announcements = useCurrentAnnouncements();
  const lookups = useVolunteerLookups();
  const [draft, setDraft] = useState<StudySearch>({
    q: "",
    condition: null,
    location: null,
    healthy: false,
    page: 1,
  });
  const [search, setSearch] = useState<StudySearch>(draft);
  const studies = usePublicStudies(search);
  const options = (type: "MEDICAL_CONDITION" | "STUDY_LOCATION") =>
    (lookups.data?.[type] ?? [])
      .filter((value) => value.visible)
      .map((value) => ({ value: String(value.id), label: value.displayText }));

  return (
    <Stack gap="lg">
      {(announcements.data ?? []).map((announcement) => (
        <Alert key={announcement.id} color="blue" title={announcement.title} variant="outline">
          <Text size="sm" c="dark.9" style={{ whiteSpace: "pre-wrap" }}>
            {announcement.message}
          </Text>
        </Alert>
      ))}
      <Title order={1}>Find a research study</Title>
      <Text>
        Volunteers make research possible. Search the studies recruiting now, and tell a team you are
        interested.
      </Text>
      <form
        aria-label="Search studies"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch({ ...draft, page: 1 });
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Keyword"
            placeholder="e.g. sleep, asthma, memory"
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.currentTarget.value })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {/* The phone's own pickers: lighter to load than a searchable list (issue 25), and familiar. */}
            <NativeSelect
              label="Condition"
              data={[{ value: "", label: "Any condition" }, ...options("MEDICAL_CONDITION")]}
              value={draft.condition === null ? "" : String(draft.condition)}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  condition: event.currentTarget.value ? Number(event.currentTarget.value) : null,
                })
              }
            />
            <NativeSelect
              label="Location"
              data={[{ value: "", label: "Any location" }, ...options("STUDY_LOCATION")]}
              value={draft.location === null ? "" : String(draft.location)}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  location: event.currentTarget.value ? Number(event.currentTarget.value) : null,
                })
              }
            />
          </SimpleGrid>
          <Checkbox
            label="Healthy volunteers welcome"
            checked={draft.healthy}
            onChange={(event) => setDraft({ ...draft, healthy: event.currentTarget.checked })}
          />
          <Group>
            <Button type="submit">Search</Button>
          </Group>
        </Stack>
      </form>
      <section aria-labelledby="results-heading">
        <Title order={2} size="h4" id="results-heading" mb="xs">
          {studies.data
            ? `${studies.data.totalCount} stud${studies.data.totalCount === 1 ? "y" : "ies"} found`
            : "Studies"}
        </Title>
        {studies.data?.totalCount === 0 ? (
          <Text>No study matches your search. Try fewer words or filters.</Text>
        ) : (
          <Stack component="ul" gap="sm" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {(studies.data?.page ?? []).map((study) => (
              <StudyCard key={study.studyNum} study={study} />
            ))}
          </Stack>
        )}
        {studies.data && (
          <PageNavigator
            page={search.page}
            totalPages={Math.ceil(studies.data.totalCount / PAGE_SIZE)}
            onChange={(page) => setSearch({ ...search, page })}
          />
        )}
      </section>
    </Stack>
  );
}
