import { Badge } from "@mantine/core";
import type { AccountStats } from "../../../../core/contracts/customer-support";
import { ACCOUNT_STATE_COLORS, accountState } from "../../../../core/rules/customer-support";

export function AccountStateBadge({ stats }: { stats: AccountStats }) {
  const { state, text } = accountState(stats);
  return (
    <Badge color={ACCOUNT_STATE_COLORS[state]} variant="filled" size="lg" tt="none">
      {text}
    </Badge>
  );
}
