import { Button, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { requestPasswordReset } from "../api/volunteer";

/** /volunteer/forgot-password: a reset link goes to the address if it has an open account. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Paper maw={420} mx="auto" p="lg" withBorder>
      <Title order={1} size="h2" mb="md">
        Forgot your password?
      </Title>
      {sent ? (
        <Text>If {email} has a Recruit account, a link to choose a new password is on its way.</Text>
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
              label="Email"
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" loading={busy}>
              Send the link
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
