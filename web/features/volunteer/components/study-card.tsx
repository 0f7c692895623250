import { Badge, Card, Group, Stack, Text } from "@mantine/core";
import type { PublicStudySummary } from "../../../../core/contracts/public-studies";
import { useTranslation } from "../../../lib/i18n";
import { StudyHeadline } from "./study-headline";

/** One study of the public search: title (a link to its page), purpose and what it is about. */
export function StudyCard({ study }: { study: PublicStudySummary }) {
  const { t } = useTranslation("first-pages");
  return (
    <Card withBorder component="li">
      <Stack gap={6}>
        <StudyHeadline study={study} />
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
