import { Anchor, Button, Group, List, Stack, Text, Title } from "@mantine/core";
import { Link, Navigate, useParams, useSearchParams } from "react-router";
import { SOURCE_TAG_QUERY, sourceTagOf } from "../../../../core/rules/source-tags";
import { VOLUNTEER_PAGES } from "../../../../core/rules/volunteer-app";
import { ApiError } from "../../../lib/api-client";
import { htmlLang } from "../../../lib/html-lang";
import { useTranslation } from "../../../lib/i18n";
import { usePublicStudy } from "../api/volunteer";
import { VolunteerPagePending } from "../components/volunteer-page-pending";

/** A heading in the reader's language over the study's own text, marked with the text's language. */
function Section({ title, text, lang }: { title: string; text: string; lang: string }) {
  if (!text.trim()) return null;
  return (
    <section>
      <Title order={2} size="h4" mb={4}>
        {title}
      </Title>
      <Text lang={lang} style={{ whiteSpace: "pre-wrap" }}>
        {text}
      </Text>
    </section>
  );
}

/** /participate/studies/{studyNum}: an active study in lay language, in the reader's language where it has it. */
export function PublicStudyPage() {
  const { studyNum = "" } = useParams();
  const study = usePublicStudy(studyNum);
  const { t, language } = useTranslation("first-pages");
  // A tagged link's `src` (issue 29) goes on to the interest form, through sign-in if need be.
  const [searchParams] = useSearchParams();
  const sourceTag = sourceTagOf(searchParams.get(SOURCE_TAG_QUERY));
  if (study.error instanceof ApiError) return <Navigate to={VOLUNTEER_PAGES.notFound} replace />;
  if (!study.data) return <VolunteerPagePending label={t("study.loading")} />;
  const s = study.data;
  const lang = htmlLang(s.language);
  const textLang = s.textLanguages;
  const interestPath = `/volunteer/studies/${encodeURIComponent(s.studyNum)}/interest${
    sourceTag ? `?${SOURCE_TAG_QUERY}=${encodeURIComponent(sourceTag)}` : ""
  }`;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={VOLUNTEER_PAGES.landing} size="sm" c="blue.9">
        {t("study.back")}
      </Anchor>
      <Title order={1} lang={htmlLang(textLang.title)}>
        {s.title}
      </Title>
      {lang !== language && <Text size="sm">{t("study.otherLanguage")}</Text>}
      <Text c="gray.8" size="sm">
        {s.studyNum}
        {s.piName ? ` · ${t("study.pi", { name: s.piName })}` : ""}
      </Text>
      <Section title={t("study.why")} text={s.purpose} lang={htmlLang(textLang.purpose)} />
      <Section title={t("study.what")} text={s.studyDescription} lang={htmlLang(textLang.studyDescription)} />
      {s.conditions.length > 0 && (
        <Section title={t("study.conditions")} text={s.conditions.join(", ")} lang={language} />
      )}
      {s.locations.length > 0 && (
        <Section title={t("study.where")} text={s.locations.join(", ")} lang={language} />
      )}
      {s.healthyVolunteers && <Text fw={600}>{t("study.healthy")}</Text>}
      {s.offersCompensation && (
        <Section
          title={t("study.compensation")}
          text={s.compensation || t("study.compensated")}
          lang={s.compensation ? htmlLang(textLang.compensation) : language}
        />
      )}
      <Section title={t("study.about")} text={s.aboutStudy} lang={htmlLang(textLang.aboutStudy)} />
      <section>
        <Title order={2} size="h4" mb={4}>
          {t("study.contact")}
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
        <Button component={Link} to={interestPath}>
          {t("study.interested")}
        </Button>
      </Group>
    </Stack>
  );
}
