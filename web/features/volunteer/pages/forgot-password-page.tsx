import { Button, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n";
import { requestPasswordReset } from "../api/volunteer";

/** /volunteer/forgot-password: a reset link goes to the address if it has an open account. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation();
  return (
    <Paper maw={420} mx="auto" p="lg" withBorder>
      <Title order={1} size="h2" mb="md">
        {t("forgot.title")}
      </Title>
      {sent ? (
        <Text>{t("forgot.sent", { email })}</Text>
      ) : (
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            setBusy(true);
            try {
              await requestPasswordReset(email);
              setSent(true);
            } finally {
              setBusy(false);
            }
          }}
        >
          <Stack>
            <TextInput
              label={t("forgot.email")}
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" loading={busy}>
              {t("forgot.submit")}
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
