import { Badge } from "@mantine/core";
import type { AccountStats } from "../../../../core/contracts/customer-support";
import { ACCOUNT_STATE_COLORS, SUPPORT_TEXTS } from "../../../../core/rules/customer-support";

/** Active, verification pending (not enabled, a token) or inactive with its reason (spec 001 §4). */
export function accountStateText(stats: AccountStats): string {
  if (stats.enabled) return SUPPORT_TEXTS.accountActive;
  if (stats.token) return SUPPORT_TEXTS.accountPending;
  const reason = stats.deactivationInfo?.reason.displayText;
  return reason ? `${SUPPORT_TEXTS.accountInactive}: ${reason}` : SUPPORT_TEXTS.accountInactive;
}

export function AccountStateBadge({ stats }: { stats: AccountStats }) {
  const color = ACCOUNT_STATE_COLORS[stats.enabled ? "active" : stats.token ? "pending" : "inactive"];
  return (
    <Badge color={color} variant="filled" size="lg" tt="none">
      {accountStateText(stats)}
    </Badge>
  );
}
