import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoginBody } from "../../../../core/contracts/auth";
import { ERROR_CODES } from "../../../../core/contracts/error-codes";
import { VOLUNTEER_PAGES } from "../../../../core/rules/volunteer-app";
import { ApiError } from "../../../lib/api-client";
import { adoptAccountLanguage, useTranslation } from "../../../lib/i18n";
import { authDetailsKey } from "../../auth/api/auth-details";
import { saveLanguage, volunteerLogin } from "../api/volunteer";
import { inLanguage } from "../issue-text";

/** /volunteer/sign-in?redirectUrl=: e-mail and password, then back where the volunteer was going. */
export function VolunteerSignInPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const { t, language } = useTranslation();
  const form = useForm<LoginBody>({
    resolver: inLanguage(zodResolver(LoginBody), LoginBody, t, language),
    defaultValues: { email: "", password: "" },
  });
  const errors = form.formState.errors;
  return (
    <Paper maw={420} mx="auto" p="lg" withBorder>
      <Title order={1} size="h2" mb="md">
        {t("signIn.title")}
      </Title>
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          try {
            const answer = await volunteerLogin({
              ...values,
              redirectUrl: search.get("redirectUrl") ?? undefined,
            });
            queryClient.setQueryData(authDetailsKey, { loggedInUser: answer.loggedInUser });
            const learned = await adoptAccountLanguage(answer.loggedInUser?.language ?? null);
            if (learned) void saveLanguage(learned).catch(() => undefined);
            navigate(answer.redirectPath, { replace: true });
          } catch (error) {
            if (!(error instanceof ApiError)) throw error;
            if (error.code === ERROR_CODES.emailNotVerified) {
              setFailure({
                title: t("signIn.notVerifiedTitle"),
                text: t("signIn.notVerified", { email: values.email.trim() }),
              });
              return;
            }
            setFailure({
              title: t("signIn.failed"),
              text: t(error.status === 429 ? "signIn.tooManyAttempts" : "signIn.invalidCredentials"),
            });
          }
        })}
      >
        <Stack>
          {failure && (
            <Alert color="red" role="alert" title={failure.title}>
              {failure.text}
            </Alert>
          )}
          <TextInput
            label={t("signIn.email")}
            type="email"
            required
            autoComplete="email"
            {...form.register("email")}
            error={errors.email?.message}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ "aria-label": t("signIn.showPassword") }}
            label={t("signIn.password")}
            required
            autoComplete="current-password"
            {...form.register("password")}
            error={errors.password?.message}
          />
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t("signIn.submit")}
          </Button>
          <Text size="sm">
            <Anchor component={Link} to={VOLUNTEER_PAGES.forgotPassword} c="blue.9">
              {t("signIn.forgot")}
            </Anchor>{" "}
            ·{" "}
            <Anchor component={Link} to={VOLUNTEER_PAGES.signUp} c="blue.9">
              {t("signIn.signUp")}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
