import { zodResolver } from "@hookform/resolvers/zod";
import { Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { VolunteerSignUpBody } from "../../../../core/contracts/volunteer-account";
import { VOLUNTEER_PAGES } from "../../../../core/rules/volunteer-app";
import { signUp } from "../api/volunteer";

/** /volunteer/sign-up: names, e-mail and password; the account opens from the e-mailed link. */
export function VolunteerSignUpPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<VolunteerSignUpBody>({
    resolver: zodResolver(VolunteerSignUpBody),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const errors = form.formState.errors;
  if (sentTo) {
    return (
      <Paper maw={480} mx="auto" p="lg" withBorder>
        <Title order={1} size="h2" mb="sm">
          Check your e-mail
        </Title>
        <Text>We sent a link to {sentTo}. Follow it to open your account.</Text>
      </Paper>
    );
  }
  return (
    <Paper maw={480} mx="auto" p="lg" withBorder>
      <Title order={1} size="h2" mb="md">
        Sign up as a volunteer
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
            label="First name"
            required
            autoComplete="given-name"
            {...form.register("firstName")}
            error={errors.firstName?.message}
          />
          <TextInput
            label="Last name"
            required
            autoComplete="family-name"
            {...form.register("lastName")}
            error={errors.lastName?.message}
          />
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            {...form.register("email")}
            error={errors.email?.message}
          />
          <PasswordInput
            label="Password"
            description="At least 12 characters"
            required
            autoComplete="new-password"
            {...form.register("password")}
            error={errors.password?.message}
          />
          <Button type="submit" loading={form.formState.isSubmitting}>
            Sign up
          </Button>
          <Text size="sm">
            Have an account?{" "}
            <Anchor component={Link} to={VOLUNTEER_PAGES.signIn} c="blue.9">
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
