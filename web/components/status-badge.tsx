import { Badge } from "@mantine/core";
import {
  INTERESTED_STATUS_COLORS,
  INTERESTED_STATUS_NAMES,
  type InterestedStatus,
} from "../../core/rules/interested-lists";

/** Icons per status (spec 000 §2.11: star, check, times, question). */
const ICONS: Record<InterestedStatus, string> = {
  NEW: "★",
  ELIGIBLE: "✓",
  INELIGIBLE: "✕",
  PENDING: "?",
};

/** A participant's status with its icon; the icon is decoration, the word says it. */
export function StatusBadge({ status }: { status: InterestedStatus }) {
  return (
    <Badge
      color={INTERESTED_STATUS_COLORS[status]}
      c="#ffffff"
      variant="filled"
      size="lg"
      leftSection={<span aria-hidden="true">{ICONS[status]}</span>}
    >
      {INTERESTED_STATUS_NAMES[status]}
    </Badge>
  );
}
