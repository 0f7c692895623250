import { Anchor, Center, Loader, Paper, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { VOLUNTEER_PAGES } from "../../../../core/rules/volunteer-app";
import { verifyEmail } from "../api/volunteer";

/** /volunteer/verify-email?token=: opens the account, then points to the sign-in. */
export function VerifyEmailPage() {
  const [search] = useSearchParams();
  const [outcome, setOutcome] = useState<"pending" | "verified" | "failed">("pending");
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verifyEmail(search.get("token") ?? "").then(
      () => setOutcome("verified"),
      () => setOutcome("failed"),
    );
  }, [search]);
  if (outcome === "pending") {
    return (
      <Center py="xl">
        <Loader aria-label="Confirming your e-mail address" />
      </Center>
    );
  }
  return (
    <Paper maw={480} mx="auto" p="lg" withBorder>
      <Title order={1} size="h2" mb="sm">
        {outcome === "verified"
          ? "Your e-mail address is confirmed"
          : "We could not confirm your e-mail address"}
      </Title>
      <Text>
        {outcome === "verified" ? "Your account is open. " : "The link was used already or it expired. "}
        <Anchor component={Link} to={VOLUNTEER_PAGES.signIn} c="blue.9">
          Sign in
        </Anchor>
      </Text>
    </Paper>
  );
}
