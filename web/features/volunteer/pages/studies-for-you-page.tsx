import { Anchor, Button, Card, Center, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { Link } from "react-router";
import { publicStudyPath } from "../../../../core/rules/study-link";
import { declineAsk, useAsks, volunteerKeys } from "../api/volunteer";

/** /volunteer/studies-for-you: the studies whose teams asked, with their note; I'm interested or No thanks. */
export function StudiesForYouPage() {
  const asks = useAsks();
  const queryClient = useQueryClient();
  if (!asks.data) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return (
    <Stack>
      <Title order={1}>Studies for you</Title>
      {asks.data.length === 0 ? (
        <Text>No study team has asked you yet. Keep your profile up to date so that studies find you.</Text>
      ) : (
        <Stack component="ul" gap="sm" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {asks.data.map((ask) => (
            <Card key={ask.studyNum} component="li" withBorder>
              <Stack gap={6}>
                <Anchor component={Link} to={publicStudyPath(ask.studyNum)} fw={600} c="blue.9">
                  {ask.title}
                </Anchor>
                <Text size="sm">{ask.purpose}</Text>
                {ask.note && (
                  <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                    The team wrote: {ask.note}
                  </Text>
                )}
                <Text size="xs" c="gray.8">
                  Asked on {dayjs(ask.askedOn).format("MM/DD/YYYY")}
                </Text>
                {ask.declined ? (
                  <Text size="sm" fw={600}>
                    You answered No thanks.
                  </Text>
                ) : (
                  <Group>
                    <Button
                      component={Link}
                      to={`/volunteer/studies/${encodeURIComponent(ask.studyNum)}/interest`}
                      aria-label={`I'm interested in ${ask.title}`}
                    >
                      I'm interested
                    </Button>
                    <Button
                      variant="default"
                      aria-label={`No thanks to ${ask.title}`}
                      onClick={async () => {
                        await declineAsk(ask.studyNum);
                        await queryClient.invalidateQueries({ queryKey: volunteerKeys.asks });
                      }}
                    >
                      No thanks
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
