import { Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { volunteerSelfRoutes } from "../../../../core/contracts/routes/volunteer-self";

import { VOLUNTEER_PAGES } from "../../../../core/rules/volunteer-app";
import { showNotice } from "../../../components/notice";
import { readBasePath } from "../../../lib/base-path";
import { forgetDrafts } from "../../../lib/draft-storage";
import { useTranslation } from "../../../lib/i18n";
import { authDetailsKey } from "../../auth/api/auth-details";
import { deactivateOwnAccount } from "../api/volunteer";

/** /volunteer/account: download my data (JSON) and close my account, confirmed by typing a word. */
export function VolunteerAccountPage() {
  const [word, setWord] = useState("");
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation();
  // The word to type is the volunteer's language's own ("CLOSE", "CERRAR").
  const closeWord = t("account.closeWord");
  const confirmed = word === closeWord;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <Stack gap="xl">
      <Title order={1}>{t("account.title")}</Title>
      <section aria-labelledby="data-heading">
        <Title order={2} size="h4" id="data-heading" mb="xs">
          {t("account.data")}
        </Title>
        <Text size="sm" mb="xs">
          {t("account.dataIntro")}
        </Text>
        <Button
          component="a"
          variant="default"
          href={`${readBasePath()}/backend${volunteerSelfRoutes.exportData.path}`}
          download
        >
          {t("account.download")}
        </Button>
      </section>
      <section aria-labelledby="close-heading">
        <Title order={2} size="h4" id="close-heading" mb="xs">
          {t("account.close")}
        </Title>
        <Text size="sm" mb="xs">
          {t("account.closeIntro")}
        </Text>
        <Group align="flex-end">
          <TextInput
            label={t("account.confirmation")}
            description={t("account.instruction", { word: closeWord })}
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
                forgetDrafts();
                queryClient.setQueryData(authDetailsKey, { loggedInUser: null });
                showNotice({ kind: "success", message: t("account.closed") });
                navigate(VOLUNTEER_PAGES.landing);
              } finally {
                setBusy(false);
              }
            }}
          >
            {t("account.close")}
          </Button>
        </Group>
        {!confirmed && (
          <Text size="sm" mt="xs" id="close-account-waits">
            {t("account.waits", { word: closeWord })}
          </Text>
        )}
      </section>
    </Stack>
  );
}
