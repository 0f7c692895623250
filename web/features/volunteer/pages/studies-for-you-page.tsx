import { Anchor, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { VOLUNTEER_PAGES } from "../../../../core/rules/volunteer-app";
import { formatDate, useTranslation } from "../../../lib/i18n";
import { declineAsk, useAsks, volunteerKeys } from "../api/volunteer";
import { StudyHeadline } from "../components/study-headline";
import { VolunteerPagePending } from "../components/volunteer-page-pending";

/** /volunteer/studies-for-you: the studies whose teams asked, with their note; I'm interested or No thanks. */
export function StudiesForYouPage() {
  const { t } = useTranslation();
  const asks = useAsks();
  const queryClient = useQueryClient();
  if (!asks.data) return <VolunteerPagePending label={t("studiesForYou.loading")} />;
  return (
    <Stack>
      <Title order={1}>{t("studiesForYou.title")}</Title>
      {asks.data.length === 0 ? (
        // A volunteer no team has asked yet is shown where to go from here, as the text says.
        <Stack gap="xs">
          <Text>{t("studiesForYou.none")}</Text>
          <Group>
            <Anchor component={Link} to={VOLUNTEER_PAGES.profile} c="blue.9">
              {t("layout.myProfile")}
            </Anchor>
            <Anchor component={Link} to={VOLUNTEER_PAGES.landing} c="blue.9">
              {t("layout.findStudies")}
            </Anchor>
          </Group>
        </Stack>
      ) : (
        <Stack component="ul" gap="sm" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {asks.data.map((ask) => (
            <Card key={ask.studyNum} component="li" withBorder>
              <Stack gap={6}>
                <StudyHeadline study={ask} />
                {ask.note && (
                  <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                    {t("studiesForYou.teamWrote", { note: ask.note })}
                  </Text>
                )}
                <Text size="xs" c="gray.8">
                  {t("studiesForYou.askedOn", { date: formatDate(ask.askedOn) })}
                </Text>
                {ask.declined ? (
                  <Text size="sm" fw={600}>
                    {t("studiesForYou.declined")}
                  </Text>
                ) : (
                  <Group>
                    <Button
                      component={Link}
                      to={`/volunteer/studies/${encodeURIComponent(ask.studyNum)}/interest`}
                      aria-label={t("studiesForYou.interestedIn", { title: ask.title })}
                    >
                      {t("studiesForYou.interested")}
                    </Button>
                    <Button
                      variant="default"
                      aria-label={t("studiesForYou.noThanksTo", { title: ask.title })}
                      onClick={async () => {
                        await declineAsk(ask.studyNum);
                        await queryClient.invalidateQueries({ queryKey: volunteerKeys.asks });
                      }}
                    >
                      {t("studiesForYou.noThanks")}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
