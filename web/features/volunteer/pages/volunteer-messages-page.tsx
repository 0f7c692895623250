import { Anchor, Badge, Card, Center, Group, Loader, Stack, Text, Title } from "@mantine/core";
import dayjs from "dayjs";
import { Link } from "react-router";
import { useVolunteerConversations } from "../api/volunteer";

/** /volunteer/messages: a conversation per study the volunteer showed interest in. */
export function VolunteerMessagesPage() {
  const conversations = useVolunteerConversations();
  if (!conversations.data) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return (
    <Stack>
      <Title order={1}>Messages</Title>
      {conversations.data.length === 0 ? (
        <Text>When you show interest in a study, your conversation with its team appears here.</Text>
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
                  >
                    {conversation.title || conversation.studyNum}
                  </Anchor>
                  <Text size="xs" c="gray.8">
                    {conversation.lastMessageDate
                      ? `Last message ${dayjs(conversation.lastMessageDate).format("MM/DD/YYYY h:mm A")}`
                      : "No messages yet"}
                  </Text>
                </Stack>
                {conversation.unreadCount > 0 && (
                  <Badge color="#a50e0e" variant="filled">
                    {conversation.unreadCount} new
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
