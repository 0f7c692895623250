import { Anchor, Button, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { NewPassword } from "../../../../core/contracts/auth";
import { VOLUNTEER_PAGES } from "../../../../core/rules/volunteer-app";
import { resetPassword } from "../api/volunteer";

/** /volunteer/reset-password?token=: a new password with a reset link (from the e-mail or customer support). */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  return (
    <Paper maw={420} mx="auto" p="lg" withBorder>
      <Title order={1} size="h2" mb="md">
        Choose a new password
      </Title>
      {done ? (
        <Text>
          Your password is changed.{" "}
          <Anchor component={Link} to={VOLUNTEER_PAGES.signIn} c="blue.9">
            Sign in
          </Anchor>
        </Text>
      ) : (
        <form
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            const checked = NewPassword.safeParse(password);
            if (!checked.success) {
              setProblem(checked.error.issues[0]?.message ?? "Password is not valid");
              return;
            }
            try {
              await resetPassword(search.get("token") ?? "", password);
              setDone(true);
            } catch {
              setProblem("This link is not valid: it was used already or it expired.");
            }
          }}
        >
          <Stack>
            <PasswordInput
              label="New password"
              description="At least 12 characters"
              required
              autoComplete="new-password"
              value={password}
              error={problem}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit">Save the password</Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
