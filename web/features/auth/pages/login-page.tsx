import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Anchor, Button, Divider, Paper, PasswordInput, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import {
  INVALID_CREDENTIALS_MESSAGE,
  LoginBody,
  TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
} from "../../../../core/contracts/auth";
import { ERROR_CODES } from "../../../../core/contracts/error-codes";
import {
  isSsoErrorCode,
  SSO_ERROR_MESSAGES,
  STAFF_PASSWORD_LOGIN_OFF_MESSAGE,
  signInWith,
} from "../../../../core/rules/single-sign-on";
import { INVITE_ACCOUNT_TEXTS } from "../../../../core/rules/study-team";
import { ApiError } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { useLogin } from "../api/login";
import { ssoStartHref, useSsoProviders } from "../api/sso-providers";

function failureMessage(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.status === 429) return TOO_MANY_LOGIN_ATTEMPTS_MESSAGE;
  if (error instanceof ApiError && error.code === ERROR_CODES.passwordLoginDisabled)
    return STAFF_PASSWORD_LOGIN_OFF_MESSAGE;
  if (error instanceof ApiError && (error.status === 401 || error.status === 400))
    return INVALID_CREDENTIALS_MESSAGE;
  return "Something went wrong. Please try again.";
}

/** The accept-invite token of a return address, if it carries one. */
function inviteTokenOf(redirectUrl: string | null): string | null {
  if (!redirectUrl) return null;
  const url = new URL(redirectUrl, "http://local");
  // Only a study team's invitation makes an account; a study importer signs in with theirs.
  return url.pathname.includes("/studies/") ? url.searchParams.get("accept-invite") : null;
}

/**
 * /login/study-team?redirectUrl=...: sign-in for study teams and staff, through the university's single
 * sign-on where it is configured (issue 26), and with e-mail and password unless that is turned off.
 * A single sign-on that failed comes back here with ?ssoError= and the page says why.
 */
export function LoginPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<LoginBody>({
    resolver: zodResolver(LoginBody),
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = form.handleSubmit((values) => {
    login.mutate(
      { ...values, redirectUrl: search.get("redirectUrl") ?? undefined },
      { onSuccess: ({ redirectPath }) => navigate(redirectPath, { replace: true }) },
    );
  });
  const message = failureMessage(login.error);
  const sso = useSsoProviders().data;
  const ssoError = search.get("ssoError");
  const passwordLogin = sso?.staffPasswordLogin ?? true;
  // Someone who followed an invitation's link may have no account yet.
  const inviteToken = inviteTokenOf(search.get("redirectUrl"));

  return (
    <Paper maw={420} mx="auto" mt="xl" p="xl" withBorder>
      <Title order={1} size="h2" mb="md">
        Study team log in
      </Title>
      {isSsoErrorCode(ssoError) && (
        <Alert color="red" role="alert" title="Single sign-on failed" mb="md">
          {SSO_ERROR_MESSAGES[ssoError]}
        </Alert>
      )}
      {sso && sso.providers.length > 0 && (
        <Stack mb="md">
          {sso.providers.map((provider) => (
            <Button
              key={provider.id}
              component="a"
              href={ssoStartHref(provider.id, search.get("redirectUrl"))}
            >
              {signInWith(provider.name)}
            </Button>
          ))}
          {passwordLogin && <Divider label="or with your Recruit password" labelPosition="center" />}
        </Stack>
      )}
      {passwordLogin && (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            {message && (
              <Alert color="red" role="alert" title="Log in failed">
                {message}
              </Alert>
            )}
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              required
              error={form.formState.errors.email?.message}
              {...form.register("email")}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              error={form.formState.errors.password?.message}
              {...form.register("password")}
            />
            <Button type="submit" loading={login.isPending}>
              Log in
            </Button>
            {inviteToken && (
              <Anchor component={Link} to={paths.inviteAccount(inviteToken)} c="blue.9">
                {INVITE_ACCOUNT_TEXTS.createLink}
              </Anchor>
            )}
          </Stack>
        </form>
      )}
    </Paper>
  );
}
