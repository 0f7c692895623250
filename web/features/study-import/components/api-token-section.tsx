import { Button, CopyButton, Group, NumberInput, Stack, Text, Textarea, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useState } from "react";
import {
  API_TOKEN_DEFAULT_HOURS,
  API_TOKEN_MAX_HOURS,
  STUDY_IMPORT_TEXTS,
} from "../../../../core/rules/study-import";
import { showNotice } from "../../../components/notice";
import { generateApiToken, importKeys, revokeApiToken, useApiToken } from "../api/study-import";

/** The API token: its validity in days (expirationTimeInHours / 24), generated (shown once) and revoked. */
export function ApiTokenSection() {
  const token = useApiToken();
  const queryClient = useQueryClient();
  const [days, setDays] = useState<number>(API_TOKEN_DEFAULT_HOURS / 24);
  const [fresh, setFresh] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = () => queryClient.invalidateQueries({ queryKey: importKeys.token });

  async function generate() {
    setBusy(true);
    try {
      setFresh((await generateApiToken(Math.round(days * 24))).token);
      await reload();
    } finally {
      setBusy(false);
    }
  }

  async function revoke(tokenId: number) {
    setBusy(true);
    try {
      await revokeApiToken(tokenId);
      setFresh(null);
      showNotice({ kind: "success", message: STUDY_IMPORT_TEXTS.tokenRevoked });
      await reload();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="token-heading">
      <Title order={2} size="h4" id="token-heading" mb="xs">
        {STUDY_IMPORT_TEXTS.tokenHeading}
      </Title>
      <Stack gap="xs" maw={640}>
        <Text size="sm">{STUDY_IMPORT_TEXTS.tokenHint}</Text>
        {token.data ? (
          <>
            <Text size="sm">
              {STUDY_IMPORT_TEXTS.tokenActive(
                dayjs(token.data.creationDate).format("MM/DD/YYYY"),
                Math.round(token.data.expirationTimeInHours / 24),
              )}
            </Text>
            {fresh && (
              <>
                <Text size="sm" fw={600}>
                  {STUDY_IMPORT_TEXTS.tokenShownOnce}
                </Text>
                <Textarea label="Your API token" value={fresh} readOnly autosize minRows={2} />
                <Group>
                  <CopyButton value={fresh}>
                    {({ copied, copy }) => (
                      <Button variant="default" onClick={copy}>
                        {copied ? "Copied" : "Copy token"}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              </>
            )}
            <Group>
              <Button color="red.9" onClick={() => token.data && revoke(token.data.id)} loading={busy}>
                {STUDY_IMPORT_TEXTS.revoke}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">{STUDY_IMPORT_TEXTS.noToken}</Text>
            <Group align="flex-end">
              <NumberInput
                label={STUDY_IMPORT_TEXTS.expiresInDays}
                min={1}
                max={Math.floor(API_TOKEN_MAX_HOURS / 24)}
                allowDecimal={false}
                value={days}
                onChange={(value) => setDays(typeof value === "number" && value >= 1 ? value : 1)}
                w={160}
              />
              <Button onClick={generate} loading={busy}>
                {STUDY_IMPORT_TEXTS.generate}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </section>
  );
}
