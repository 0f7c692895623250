import { Button, CopyButton, Group, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import type { VerificationToken } from "../../../../core/contracts/customer-support";
import { SUPPORT_TEXTS } from "../../../../core/rules/customer-support";
import { createResetLink } from "../api/customer-support";

/** Creates a single-use password-reset link for the participant and shows it to copy. */
export function ResetLinkPanel({ userName }: { userName: string }) {
  const [link, setLink] = useState<VerificationToken | null>(null);
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      setLink(await createResetLink(userName));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      <Group>
        <Button variant="default" onClick={create} loading={busy}>
          {SUPPORT_TEXTS.resetLink}
        </Button>
      </Group>
      {link && (
        <>
          <Text size="sm">
            {SUPPORT_TEXTS.resetLinkReady(Math.round((link.expirationDate - link.creationDate) / 3_600_000))}
          </Text>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput label="Password-reset link" value={link.link} readOnly style={{ flex: 1 }} />
            <CopyButton value={link.link}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? "Copied" : "Copy"}
                </Button>
              )}
            </CopyButton>
          </Group>
        </>
      )}
    </Stack>
  );
}
