import { Anchor, Button, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { NewPassword } from "../../../../core/contracts/auth";
import { PASSWORD_MIN_LENGTH } from "../../../../core/rules/study-team";
import { VOLUNTEER_PAGES } from "../../../../core/rules/volunteer-app";
import { useTranslation } from "../../../lib/i18n";
import { resetPassword } from "../api/volunteer";

/** /volunteer/reset-password?token=: a new password with a reset link (from the e-mail or customer support). */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { t } = useTranslation();
  return (
    <Paper maw={420} mx="auto" p="lg" withBorder>
      <Title order={1} size="h2" mb="md">
        {t("reset.title")}
      </Title>
      {done ? (
        <Text>
          {t("reset.done")}{" "}
          <Anchor component={Link} to={VOLUNTEER_PAGES.signIn} c="blue.9">
            {t("reset.signIn")}
          </Anchor>
        </Text>
      ) : (
        <form
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            const checked = NewPassword.safeParse(password);
            if (!checked.success) {
              setProblem(
                password.length < PASSWORD_MIN_LENGTH
                  ? t("reset.tooShort", { count: PASSWORD_MIN_LENGTH })
                  : t("reset.tooLong"),
              );
              return;
            }
            try {
              await resetPassword(search.get("token") ?? "", password);
              setDone(true);
            } catch {
              setProblem(t("reset.linkInvalid"));
            }
          }}
        >
          <Stack>
            <PasswordInput
              visibilityToggleButtonProps={{ "aria-label": t("signIn.showPassword") }}
              label={t("reset.newPassword")}
              description={t("reset.hint", { count: PASSWORD_MIN_LENGTH })}
              required
              autoComplete="new-password"
              value={password}
              error={problem}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit">{t("reset.submit")}</Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
