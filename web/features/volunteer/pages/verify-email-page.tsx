import { Anchor, Center, Loader, Paper, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { VOLUNTEER_PAGES } from "../../../../core/rules/volunteer-app";
import { useTranslation } from "../../../lib/i18n";
import { verifyEmail } from "../api/volunteer";

/** /volunteer/verify-email?token=: opens the account, then points to the sign-in. */
export function VerifyEmailPage() {
  const [search] = useSearchParams();
  const [outcome, setOutcome] = useState<"pending" | "verified" | "failed">("pending");
  const started = useRef(false);
  const { t } = useTranslation();
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
        <Loader aria-label={t("verify.confirming")} />
      </Center>
    );
  }
  return (
    <Paper maw={480} mx="auto" p="lg" withBorder>
      <Title order={1} size="h2" mb="sm">
        {outcome === "verified" ? t("verify.confirmed") : t("verify.failed")}
      </Title>
      <Text>
        {outcome === "verified" ? t("verify.open") : t("verify.usedOrExpired")}{" "}
        <Anchor component={Link} to={VOLUNTEER_PAGES.signIn} c="blue.9">
          {t("verify.signIn")}
        </Anchor>
      </Text>
    </Paper>
  );
}
