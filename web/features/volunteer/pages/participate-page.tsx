import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PUBLIC_SEARCH_KEYWORD_MAX_LENGTH } from "../../../../core/rules/limits";
import { PageNavigator } from "../../../components/page-navigator";
import { PlainCheckbox } from "../../../components/plain-checkbox";
import { formatCount } from "../../../lib/format-count";
import { useTranslation } from "../../../lib/i18n";
import { pageCount } from "../../../lib/page-param";
import {
  type StudySearch,
  useCurrentAnnouncements,
  usePublicStudies,
  useVolunteerLookups,
} from "../api/volunteer";
import { StudyCard } from "../components/study-card";
import { STUDY_SEARCH_FIELDS, studySearchOf, studySearchParams } from "../study-search-params";

const PAGE_SIZE = 10;

/**
 * /participate: the volunteers' landing page, open to anyone (issue 15): current announcements and the
 * search of active studies by keyword, condition, location and whether healthy volunteers are welcome.
 */
export function ParticipatePage() {
  const { t, language } = useTranslation("first-pages");
  const announcements = useCurrentAnnouncements();
  const lookups = useVolunteerLookups();
  const [params, setParams] = useSearchParams();
  const search = studySearchOf(params);
  const setSearch = (next: StudySearch) => setParams(studySearchParams(next));
  const [draft, setDraft] = useState<StudySearch>(search);
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
      <Title order={1}>{t("participate.title")}</Title>
      <Text>{t("participate.intro")}</Text>
      <form
        aria-label={t("participate.searchForm")}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch({ ...draft, page: 1 });
        }}
      >
        <Stack gap="sm">
          <TextInput
            name={STUDY_SEARCH_FIELDS.q}
            label={t("participate.keyword")}
            placeholder={t("participate.keywordPlaceholder")}
            maxLength={PUBLIC_SEARCH_KEYWORD_MAX_LENGTH}
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.currentTarget.value })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {/* The phone's own pickers: lighter to load than a searchable list (issue 25), and familiar. */}
            <NativeSelect
              name={STUDY_SEARCH_FIELDS.condition}
              label={t("participate.condition")}
              data={[{ value: "", label: t("participate.anyCondition") }, ...options("MEDICAL_CONDITION")]}
              value={draft.condition === null ? "" : String(draft.condition)}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  condition: event.currentTarget.value ? Number(event.currentTarget.value) : null,
                })
              }
            />
            <NativeSelect
              name={STUDY_SEARCH_FIELDS.location}
              label={t("participate.location")}
              data={[{ value: "", label: t("participate.anyLocation") }, ...options("STUDY_LOCATION")]}
              value={draft.location === null ? "" : String(draft.location)}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  location: event.currentTarget.value ? Number(event.currentTarget.value) : null,
                })
              }
            />
          </SimpleGrid>
          <PlainCheckbox
            name={STUDY_SEARCH_FIELDS.healthy}
            value="true"
            label={t("participate.healthy")}
            checked={draft.healthy}
            onChange={(healthy) => setDraft({ ...draft, healthy })}
          />
          <Group>
            <Button type="submit">{t("participate.search")}</Button>
          </Group>
        </Stack>
      </form>
      <section aria-labelledby="results-heading">
        <Title order={2} size="h4" id="results-heading" mb="xs">
          {studies.data
            ? t("participate.found", {
                count: studies.data.totalCount,
                number: formatCount(studies.data.totalCount, language),
              })
            : t("participate.studies")}
        </Title>
        {studies.data?.totalCount === 0 ? (
          <Text>{t("participate.none")}</Text>
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
            totalPages={pageCount(studies.data.totalCount, PAGE_SIZE)}
            onChange={(page) => setSearch({ ...search, page })}
            labels={{
              jumpToPage: t("participate.jumpToPage"),
              page: (page) => t("participate.page", { page }),
              control: {
                first: t("participate.firstPage"),
                previous: t("participate.previousPage"),
                next: t("participate.nextPage"),
                last: t("participate.lastPage"),
              },
            }}
          />
        )}
      </section>
    </Stack>
  );
}
