import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { studyTeamRoutes } from "../../../../core/contracts/routes/study-team";
import { InviteAccountBody } from "../../../../core/contracts/study-team";
import { notices } from "../../../../core/rules/notices";
import { INVITE_ACCOUNT_TEXTS } from "../../../../core/rules/study-team";
import { showNotice } from "../../../components/notice";
import { PagePending, unanswered } from "../../../components/page-pending";
import { api } from "../../../lib/api";
import { ApiError } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { authDetailsKey } from "../../auth/api/auth-details";

const AccountForm = InviteAccountBody.extend({ confirm: z.string() }).refine(
  (values) => values.password === values.confirm,
  { path: ["confirm"], message: INVITE_ACCOUNT_TEXTS.passwordsDiffer },
);
type AccountValues = z.infer<typeof AccountForm>;

/**
 * /invite-account?token=...: someone invited who has no staff account makes one (ours: the spec shows
 * no such screen). The invitation's e-mail becomes the account's; the new member is signed in and taken
 * to the study. An invalid link goes to /invite-failed; an e-mail with an account is asked to sign in.
 */
export function InviteAccountPage() {
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const headers = { authorization: `Bearer ${token}` };
  const invitation = useQuery({
    queryKey: ["invitation", token],
    queryFn: () =>
      api.call(studyTeamRoutes.invitation, { headers }, { tolerate: [400] }).catch((error: unknown) => {
        if (error instanceof ApiError) return null;
        throw error;
      }),
    retry: false,
  });
  const [conflict, setConflict] = useState(false);
  // Once the account exists the invitation is spent: its read would fail, so the page waits to leave.
  const [joined, setJoined] = useState(false);
  const form = useForm<AccountValues>({
    resolver: zodResolver(AccountForm),
    defaultValues: { firstName: "", lastName: "", password: "", confirm: "" },
  });

  if (unanswered(invitation) || joined) {
    return <PagePending label="Reading the invitation" />;
  }
  if (!invitation.data) return <Navigate to={paths.inviteFailed()} replace />;
  const { email, studyNum, hasAccount } = invitation.data;
  const studyLink = `${paths.study.dashboard(studyNum)}?accept-invite=${encodeURIComponent(token)}`;

  const submit = form.handleSubmit(async ({ confirm: _confirm, ...account }) => {
    try {
      await api.call(studyTeamRoutes.createAccount, { headers, body: account }, { tolerate: [400, 409] });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return setConflict(true);
      if (error instanceof ApiError) return navigate(paths.inviteFailed(), { replace: true });
      throw error;
    }
    setJoined(true);
    showNotice(notices["accepted-invite-study-team-member"]());
    // The new session's user, as after a sign-in.
    queryClient.clear();
    await queryClient.invalidateQueries({ queryKey: authDetailsKey });
    navigate(paths.study.dashboard(studyNum), { replace: true });
  });

  return (
    <Paper maw={480} mx="auto" mt="xl" p="xl" withBorder>
      <Title order={1} size="h2" mb="md">
        {INVITE_ACCOUNT_TEXTS.title}
      </Title>
      {hasAccount || conflict ? (
        <Stack>
          <Text>{INVITE_ACCOUNT_TEXTS.accountExists}</Text>
          <Anchor component={Link} to={paths.login(studyLink)} c="blue.9">
            Log in
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">{INVITE_ACCOUNT_TEXTS.intro(email)}</Text>
            <TextInput
              label={INVITE_ACCOUNT_TEXTS.firstName}
              required
              autoComplete="given-name"
              {...form.register("firstName")}
              error={form.formState.errors.firstName?.message}
            />
            <TextInput
              label={INVITE_ACCOUNT_TEXTS.lastName}
              required
              autoComplete="family-name"
              {...form.register("lastName")}
              error={form.formState.errors.lastName?.message}
            />
            <PasswordInput
              label={INVITE_ACCOUNT_TEXTS.password}
              required
              autoComplete="new-password"
              {...form.register("password")}
              error={form.formState.errors.password?.message}
            />
            <PasswordInput
              label={INVITE_ACCOUNT_TEXTS.confirm}
              required
              autoComplete="new-password"
              {...form.register("confirm")}
              error={form.formState.errors.confirm?.message}
            />
            {form.formState.errors.root && <Alert color="red">{form.formState.errors.root.message}</Alert>}
            <Button type="submit" loading={form.formState.isSubmitting}>
              {INVITE_ACCOUNT_TEXTS.submit}
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
