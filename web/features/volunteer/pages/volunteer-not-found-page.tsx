import { Anchor, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { VOLUNTEER_PAGES } from "../../../../core/rules/volunteer-app";
import { useTranslation } from "../../../lib/i18n";

/**
 * /volunteer/page-not-found: where a volunteer's address that leads nowhere lands, in their language and
 * frame; most often a flyer's link to a study that no longer recruits. The way on is the search.
 */
export function VolunteerNotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1}>{t("notFound.title")}</Title>
      <Text>{t("notFound.text")}</Text>
      <Anchor component={Link} to={VOLUNTEER_PAGES.landing}>
        {t("notFound.search")}
      </Anchor>
    </Stack>
  );
}
