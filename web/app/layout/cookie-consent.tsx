import { Anchor, Button, Group, Paper, Text } from "@mantine/core";
import { useEffect, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { LANGUAGE_COOKIE } from "../../../core/rules/ui-languages";
import { clearCookiesExcept, readCookie, writeCookie } from "../../lib/cookies";
import type { FrameTexts } from "./frame-texts";
import { LAYERS } from "./layers";

export const CONSENT_COOKIE = "cookie_consent";
/** The consent itself and the volunteer's language: preferences they asked for, kept without consent. */
const KEPT_COOKIES = [CONSENT_COOKIE, LANGUAGE_COOKIE];

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
  if (value === "declined") clearCookiesExcept(KEPT_COOKIES);
  settingsOpen = false;
  for (const listener of listeners) listener();
}

/**
 * Opt-in cookie consent (spec 001 §4): until the visitor accepts, every other script-visible cookie
 * is cleared. No analytics tag is configured yet; accepting is where one would be loaded.
 */
export function CookieConsentBanner({ texts, privacyPath }: { texts: FrameTexts; privacyPath: string }) {
  const consent = useSyncExternalStore(
    subscribe,
    () => `${readCookie(CONSENT_COOKIE) ?? ""}|${settingsOpen}`,
    // A page the server rendered shows no banner; the browser shows it once the page is hydrated.
    () => "none|false",
  );
  const [value, open] = consent.split("|");
  useEffect(() => {
    // The cookie itself too: a hydrated page's first snapshot is the server's, which knows no consent.
    if (value !== "accepted" && readCookie(CONSENT_COOKIE) !== "accepted") clearCookiesExcept(KEPT_COOKIES);
  }, [value]);
  if (value && open !== "true") return null;
  return (
    <Paper
      component="section"
      aria-label={texts.cookieConsent}
      shadow="md"
      p="md"
      withBorder
      pos="fixed"
      bottom={16}
      right={16}
      maw={420}
      style={{ zIndex: LAYERS.cookieBanner }}
    >
      <Text size="sm" mb="sm">
        {texts.cookieUse}{" "}
        <Anchor component={Link} to={privacyPath} c="blue.9">
          {texts.cookiePrivacyPolicy}
        </Anchor>
        .
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => choose("declined")}>
          {texts.decline}
        </Button>
        <Button onClick={() => choose("accepted")}>{texts.accept}</Button>
      </Group>
    </Paper>
  );
}
