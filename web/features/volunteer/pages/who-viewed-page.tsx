import { Anchor, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { publicStudyPath } from "../../../../core/rules/study-link";
import { htmlLang } from "../../../lib/html-lang";
import { formatDateTime, useTranslation } from "../../../lib/i18n";
import { useAccessLog } from "../api/volunteer";
import { VolunteerPagePending } from "../components/volunteer-page-pending";

/** Each recorded action with its catalog key. */
const ACTIONS: Record<string, string> = {
  PROFILE_READ: "whoViewed.PROFILE_READ",
  SCREENING_ANSWERS_READ: "whoViewed.SCREENING_ANSWERS_READ",
  MESSAGES_READ: "whoViewed.MESSAGES_READ",
  EXPORT: "whoViewed.EXPORT",
};

/** /volunteer/who-viewed-my-data: the access audit, as the volunteer's own page (issue 15). */
export function WhoViewedPage() {
  const log = useAccessLog();
  const { t } = useTranslation();
  if (!log.data) return <VolunteerPagePending label={t("whoViewed.loading")} />;
  return (
    <Stack>
      <Title order={1}>{t("whoViewed.title")}</Title>
      <Text>{t("whoViewed.intro")}</Text>
      {log.data.length === 0 ? (
        <Text>{t("whoViewed.none")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table aria-label={t("whoViewed.table")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("whoViewed.study")}</Table.Th>
                <Table.Th>{t("whoViewed.what")}</Table.Th>
                <Table.Th>{t("whoViewed.when")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.map((entry) => (
                <Table.Tr key={`${entry.studyNum}-${entry.action}-${entry.accessedAt}`}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={publicStudyPath(entry.studyNum)}
                      c="blue.9"
                      lang={entry.title ? htmlLang(entry.titleLanguage) : undefined}
                    >
                      {entry.title || entry.studyNum}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {ACTIONS[entry.action] ? t(ACTIONS[entry.action] as string) : entry.action}
                  </Table.Td>
                  <Table.Td>{formatDateTime(entry.accessedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
