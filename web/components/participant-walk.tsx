import { Anchor, Button, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { MATCHED_TEXTS } from "../../core/rules/matched-lists";

/**
 * 'Back to participants' with Previous and Next of a profile's list (spec 000 §2.6, §2.8). A neighbour
 * is undefined while it is looked up and null once the server said none is left, which disables the
 * button and says 'Beginning of List' or 'End of list'.
 */
export function ParticipantWalk<Neighbour>(props: {
  backTo: string;
  previous: Neighbour | null | undefined;
  next: Neighbour | null | undefined;
  onOpen: (neighbour: Neighbour) => void;
}) {
  const { previous, next } = props;
  return (
    <Group justify="space-between" wrap="wrap">
      <Anchor component={Link} to={props.backTo}>
        Back to participants
      </Anchor>
      <Group gap="xs">
        {previous === null && <Text size="sm">{MATCHED_TEXTS.beginningOfList}</Text>}
        <Button
          variant="default"
          size="xs"
          disabled={!previous}
          onClick={() => previous && props.onOpen(previous)}
        >
          Previous participant
        </Button>
        <Button variant="default" size="xs" disabled={!next} onClick={() => next && props.onOpen(next)}>
          Next participant
        </Button>
        {next === null && <Text size="sm">{MATCHED_TEXTS.endOfList}</Text>}
      </Group>
    </Group>
  );
}
