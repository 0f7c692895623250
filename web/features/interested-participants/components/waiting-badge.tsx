import { Badge } from "@mantine/core";
import { waitingText } from "../../../../core/rules/interested-lists";

/**
 * 'Waiting N days': a New participant past the response target who has had no message yet. Never cut short:
 * in a narrow column (the list on a phone) Mantine's badge shrank to "Waiting …", hiding the days.
 */
export function WaitingBadge({ days }: { days: number | null }) {
  if (days === null) return null;
  return (
    <Badge color="red.9" variant="outline" tt="none" miw="max-content">
      {waitingText(days)}
    </Badge>
  );
}
