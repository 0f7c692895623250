import { Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { volunteerSelfEndpoints } from "../../../../core/contracts/volunteer-self";
import { VOLUNTEER_PAGES } from "../../../../core/rules/volunteer-app";
import { showNotice } from "../../../components/notice";
import { readBasePath } from "../../../lib/base-path";
import { authDetailsKey } from "../../auth/api/auth-details";
import { deactivateOwnAccount } from "../api/volunteer";

const CLOSE_WORD = "CLOSE";
const CLOSE_INSTRUCTION = `Type ${CLOSE_WORD} to confirm`;

/** /volunteer/account: download my data (JSON) and close my account, confirmed by typing CLOSE. */
export function VolunteerAccountPage() {
  const [word, setWord] = useState("");
  const [busy, setBusy] = useState(false);
  const confirmed = word === CLOSE_WORD;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <Stack gap="xl">
      <Title order={1}>My account</Title>
      <section aria-labelledby="data-heading">
        <Title order={2} size="h4" id="data-heading" mb="xs">
          My data
        </Title>
        <Text size="sm" mb="xs">
          Everything Recruit holds about you: your profile, the studies you joined, your answers and messages,
          and who viewed your data.
        </Text>
        <Button
          component="a"
          variant="default"
          href={`${readBasePath()}/backend${volunteerSelfEndpoints.exportData.path}`}
          download
        >
          Download my data
        </Button>
      </section>
      <section aria-labelledby="close-heading">
        <Title order={2} size="h4" id="close-heading" mb="xs">
          Close my account
        </Title>
        <Text size="sm" mb="xs">
          You will no longer be matched with studies and cannot sign in. Study teams you showed interest in
          keep what you shared with them.
        </Text>
        <Group align="flex-end">
          <TextInput
            label="Confirmation"
            description={CLOSE_INSTRUCTION}
            value={word}
            onChange={(event) => setWord(event.currentTarget.value)}
          />
          {/* Kept focusable while it waits (aria-disabled, not disabled) so that its reason is heard. */}
          <Button
            color="red.9"
            data-disabled={!confirmed || undefined}
            aria-disabled={!confirmed}
            aria-describedby={confirmed ? undefined : "close-account-waits"}
            loading={busy}
            onClick={async () => {
              if (!confirmed) return;
              setBusy(true);
              try {
                await deactivateOwnAccount();
                queryClient.setQueryData(authDetailsKey, { loggedInUser: null });
                showNotice({ kind: "success", message: "Your account is closed" });
                navigate(VOLUNTEER_PAGES.landing);
              } finally {
                setBusy(false);
              }
            }}
          >
            Close my account
          </Button>
        </Group>
        {!confirmed && (
          <Text size="sm" mt="xs" id="close-account-waits">
            The button works once CLOSE is typed in the confirmation field.
          </Text>
        )}
      </section>
    </Stack>
  );
}
