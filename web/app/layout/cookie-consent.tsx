import { Anchor, Button, Group, Paper, Text } from "@mantine/core";
import { useEffect, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { clearCookiesExcept, readCookie, writeCookie } from "../../lib/cookies";
import { paths } from "../../lib/paths";

export const CONSENT_COOKIE = "cookie_consent";

const listeners = new Set<() => void>();
let settingsOpen = false;

/** Opens the banner again from the footer's cookie settings link. */
export function openCookieSettings(): void {
  settingsOpen = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function choose(value: "accepted" | "declined") {
  writeCookie(CONSENT_COOKIE, value, 365);
  if (value === "declined") clearCookiesExcept(CONSENT_COOKIE);
  settingsOpen = false;
  for (const listener of listeners) listener();
}

/**
 * Opt-in cookie consent (spec 001 §4): until the visitor accepts, every other script-visible cookie
 * is cleared. No analytics tag is configured yet; accepting is where one would be loaded.
 */
export function CookieConsentBanner() {
  const consent = useSyncExternalStore(
    subscribe,
    () => `${readCookie(CONSENT_COOKIE) ?? ""}|${settingsOpen}`,
  );
  const [value, open] = consent.split("|");
  useEffect(() => {
    if (value !== "accepted") clearCookiesExcept(CONSENT_COOKIE);
  }, [value]);
  if (value && open !== "true") return null;
  return (
    <Paper
      component="section"
      aria-label="Cookie consent"
      shadow="md"
      p="md"
      withBorder
      pos="fixed"
      bottom={16}
      right={16}
      maw={420}
      style={{ zIndex: 900 }}
    >
      <Text size="sm" mb="sm">
        We use cookies that keep you signed in. With your consent we would also use cookies to learn how the
        site is used. Read our{" "}
        <Anchor component={Link} to={paths.privacy()} c="blue.9">
          privacy policy
        </Anchor>
        .
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => choose("declined")}>
          Decline
        </Button>
        <Button onClick={() => choose("accepted")}>Accept</Button>
      </Group>
    </Paper>
  );
}
