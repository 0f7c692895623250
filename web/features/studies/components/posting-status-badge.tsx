import { Badge } from "@mantine/core";
import type { PostingStatus } from "../../../../core/rules/posting-status";

const labels = { ACTIVE: "Active", INACTIVE: "Inactive", ARCHIVED: "Archived" } as const;
// Dark fills keep white text above 4.5:1 (axe color-contrast).
const colors = { ACTIVE: "#1b5e20", INACTIVE: "#495057", ARCHIVED: "#212529" } as const;

/** Archived, Active or Inactive (spec 000 §2.4). */
export function PostingStatusBadge({ status }: { status: PostingStatus }) {
  return (
    <Badge color={colors[status.status]} c="white" variant="filled" size="lg">
      {labels[status.status]}
    </Badge>
  );
}
