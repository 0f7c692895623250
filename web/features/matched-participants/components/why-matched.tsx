import { List, Stack, Text, Title } from "@mantine/core";
import type { WhyMatched } from "../../../../core/contracts/matched-participants";

/** Which criteria the volunteer meets and which their profile leaves unknown (from core/eligibility). */
export function WhyMatchedSection({ why }: { why: WhyMatched }) {
  const lists = [
    { title: "Criteria met", items: why.met },
    { title: "Not known from the profile", items: why.unknown },
    { title: "Criteria not met", items: why.failed },
  ].filter((list) => list.items.length > 0);
  return (
    <section aria-labelledby="why-matched">
      <Title order={2} size="h3" id="why-matched" mb="sm">
        Why matched
      </Title>
      {why.groupName && (
        <Text size="sm" mb="xs">
          Group: {why.groupName}
        </Text>
      )}
      {lists.length === 0 && (
        <Text size="sm">The study has no criteria this profile is checked against.</Text>
      )}
      <Stack gap="xs">
        {lists.map((list) => (
          <div key={list.title}>
            <Text size="sm" fw={600}>
              {list.title}
            </Text>
            <List size="sm">
              {list.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </div>
        ))}
      </Stack>
    </section>
  );
}
