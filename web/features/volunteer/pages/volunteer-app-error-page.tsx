import { Anchor, Code, Stack, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { VOLUNTEER_PAGES } from "../../../../core/rules/volunteer-app";
import { useTranslation } from "../../../lib/i18n";
import { SUPPORT_EMAIL } from "../../../lib/support-contact";

/** /volunteer/app-error?error-id=: the server's unexpected error, told to a volunteer in their language. */
export function VolunteerAppErrorPage() {
  const [search] = useSearchParams();
  const errorId = search.get("error-id");
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1}>{t("appError.title")}</Title>
      <Text>{t("appError.text")}</Text>
      {errorId && (
        <Text>
          {t("appError.writeTo")} <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>{" "}
          {t("appError.quote")} <Code>{errorId}</Code>
        </Text>
      )}
      <Anchor component={Link} to={VOLUNTEER_PAGES.landing}>
        {t("appError.search")}
      </Anchor>
    </Stack>
  );
}
