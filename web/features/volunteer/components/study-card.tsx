import { Anchor, Badge, Card, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import type { PublicStudySummary } from "../../../../core/contracts/public-studies";
import { publicStudyPath } from "../../../../core/rules/study-link";
import { htmlLang } from "../../../lib/html-lang";
import { useTranslation } from "../../../lib/i18n";

/** One study of the public search: title (a link to its page), purpose and what it is about. */
export function StudyCard({ study }: { study: PublicStudySummary }) {
  const { t } = useTranslation("first-pages");
  return (
    <Card withBorder component="li">
      <Stack gap={6}>
        <Anchor
          component={Link}
          to={publicStudyPath(study.studyNum)}
          fw={600}
          c="blue.9"
          lang={htmlLang(study.textLanguages.title)}
        >
          {study.title}
        </Anchor>
        <Text size="sm" lang={htmlLang(study.textLanguages.purpose)}>
          {study.purpose}
        </Text>
        <Group gap={6}>
          {study.healthyVolunteers && (
            <Badge color="#1b5e20" variant="filled" tt="none">
              {t("studyCard.healthy")}
            </Badge>
          )}
          {study.offersCompensation && (
            <Badge color="#174ea6" variant="filled" tt="none">
              {t("studyCard.compensation")}
            </Badge>
          )}
        </Group>
        {study.conditions.length > 0 && (
          <Text size="xs" c="gray.8">
            {t("studyCard.conditions", { list: study.conditions.join(", ") })}
          </Text>
        )}
        {study.locations.length > 0 && (
          <Text size="xs" c="gray.8">
            {t("studyCard.where", { list: study.locations.join(", ") })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
