import { Badge } from "@mantine/core";
import { waitingText } from "../../../../core/rules/interested-lists";

/** 'Waiting N days': a New participant past the response target who has had no message yet. */
export function WaitingBadge({ days }: { days: number | null }) {
  if (days === null) return null;
  return (
    <Badge color="red.9" variant="outline" tt="none">
      {waitingText(days)}
    </Badge>
  );
}
