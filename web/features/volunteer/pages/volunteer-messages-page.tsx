import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { VOLUNTEER_PAGES } from "../../../../core/rules/volunteer-app";
import { htmlLang } from "../../../lib/html-lang";
import { formatDateTime, useTranslation } from "../../../lib/i18n";
import { useVolunteerConversations } from "../api/volunteer";
import { VolunteerPagePending } from "../components/volunteer-page-pending";

/** /volunteer/messages: a conversation per study the volunteer showed interest in. */
export function VolunteerMessagesPage() {
  const conversations = useVolunteerConversations();
  const { t } = useTranslation();
  if (!conversations.data) return <VolunteerPagePending label={t("messages.loading")} />;
  return (
    <Stack>
      <Title order={1}>{t("messages.title")}</Title>
      {conversations.data.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text>{t("messages.none")}</Text>
          <Anchor component={Link} to={VOLUNTEER_PAGES.landing} c="blue.9">
            {t("layout.findStudies")}
          </Anchor>
        </Stack>
      ) : (
        <Stack component="ul" gap="sm" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {conversations.data.map((conversation) => (
            <Card key={conversation.studyVolunteerId} component="li" withBorder>
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2}>
                  <Anchor
                    component={Link}
                    to={`/volunteer/messages/${conversation.studyVolunteerId}`}
                    fw={600}
                    c="blue.9"
                    lang={conversation.title ? htmlLang(conversation.titleLanguage) : undefined}
                  >
                    {conversation.title || conversation.studyNum}
                  </Anchor>
                  <Text size="xs" c="gray.8">
                    {conversation.lastMessageDate
                      ? t("messages.last", { date: formatDateTime(conversation.lastMessageDate) })
                      : t("messages.noMessages")}
                  </Text>
                </Stack>
                {conversation.unreadCount > 0 && (
                  <Badge color="#a50e0e" variant="filled">
                    {t("messages.new", { count: conversation.unreadCount })}
                  </Badge>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
