import { Box, Button, Group, Text } from "@mantine/core";
import { useState } from "react";
import { SUPPORT_TEXTS } from "../../../core/rules/customer-support";
import { useAuthDetails } from "../../features/auth/api/auth-details";
import { endImpersonation } from "../../features/customer-support/api/customer-support";
import { readBasePath } from "../../lib/base-path";
import { paths } from "../../lib/paths";

/**
 * On every page while customer support acts as a team member: who they act as, and the way back to
 * their own account (the whole app reloads, so nothing cached of the member stays).
 */
export function ImpersonationBanner() {
  const user = useAuthDetails().data?.loggedInUser;
  const [busy, setBusy] = useState(false);
  if (!user?.impersonator) return null;
  const back = async () => {
    setBusy(true);
    try {
      await endImpersonation();
      window.location.assign(`${readBasePath()}${paths.customerSupport.helpStudyTeams()}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      component="aside"
      aria-label="Customer support"
      bg="yellow.1"
      px="md"
      py="xs"
      style={{ borderBottom: "2px solid #8a6d00" }}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={600} c="dark.9">
          {SUPPORT_TEXTS.impersonating(`${user.firstName} ${user.lastName}`)}
        </Text>
        <Button size="xs" variant="default" onClick={back} loading={busy}>
          {SUPPORT_TEXTS.backToOwnAccount}
        </Button>
      </Group>
    </Box>
  );
}
