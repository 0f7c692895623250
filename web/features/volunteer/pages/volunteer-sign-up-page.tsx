import { zodResolver } from "@hookform/resolvers/zod";
import { Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { VolunteerSignUpBody } from "../../../../core/contracts/volunteer-account";
import { VOLUNTEER_PAGES } from "../../../../core/rules/volunteer-app";
import { useTranslation } from "../../../lib/i18n";
import { signUp } from "../api/volunteer";
import { inLanguage } from "../issue-text";

/** /volunteer/sign-up: names, e-mail and password; the account opens from the e-mailed link. */
export function VolunteerSignUpPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { t, language } = useTranslation();
  const form = useForm<VolunteerSignUpBody>({
    resolver: inLanguage(zodResolver(VolunteerSignUpBody), VolunteerSignUpBody, t, language),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const errors = form.formState.errors;
  if (sentTo) {
    return (
      <Paper maw={480} mx="auto" p="lg" withBorder>
        <Title order={1} size="h2" mb="sm">
          {t("signUp.checkMail")}
        </Title>
        <Text>{t("signUp.sentTo", { email: sentTo })}</Text>
      </Paper>
    );
  }
  return (
    <Paper maw={480} mx="auto" p="lg" withBorder>
      <Title order={1} size="h2" mb="md">
        {t("signUp.title")}
      </Title>
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          await signUp(values);
          setSentTo(values.email);
        })}
      >
        <Stack>
          <TextInput
            label={t("signUp.firstName")}
            required
            autoComplete="given-name"
            {...form.register("firstName")}
            error={errors.firstName?.message}
          />
          <TextInput
            label={t("signUp.lastName")}
            required
            autoComplete="family-name"
            {...form.register("lastName")}
            error={errors.lastName?.message}
          />
          <TextInput
            label={t("signUp.email")}
            type="email"
            required
            autoComplete="email"
            {...form.register("email")}
            error={errors.email?.message}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ "aria-label": t("signIn.showPassword") }}
            label={t("signUp.password")}
            description={t("signUp.passwordHint")}
            required
            autoComplete="new-password"
            {...form.register("password")}
            error={errors.password?.message}
          />
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t("signUp.submit")}
          </Button>
          <Text size="sm">
            {t("signUp.haveAccount")}{" "}
            <Anchor component={Link} to={VOLUNTEER_PAGES.signIn} c="blue.9">
              {t("signUp.signIn")}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
