import { Anchor, Box, Button, Group, NativeSelect, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { isUiLanguage, UI_LANGUAGE_NAMES, UI_LANGUAGES } from "../../../core/rules/ui-languages";
import { VOLUNTEER_PAGES } from "../../../core/rules/volunteer-app";
import { useAuthDetails } from "../../features/auth/api/auth-details";
import { useLogout } from "../../features/auth/api/logout";
import { saveLanguage } from "../../features/volunteer/api/volunteer";
import { volunteerAppErrorPath } from "../../lib/error-redirect";
import { chooseUiLanguage, useTranslation } from "../../lib/i18n";
import "./current-page-link.css";
import "./volunteer-phone-menu.css";
import type { FrameTexts } from "./frame-texts";
import { type FramePages, PageFrame } from "./page-frame";

/**
 * The language switcher on every volunteer page: each language named in itself. A signed-in volunteer's
 * choice is kept on their account too, so that their e-mails are written in it.
 */
function LanguageSwitcher({ signedIn }: { signedIn: boolean }) {
  const { t, language: current } = useTranslation("first-pages");
  return (
    <NativeSelect
      size="xs"
      label={t("layout.language")}
      data={UI_LANGUAGES.map((language) => ({ value: language, label: UI_LANGUAGE_NAMES[language] }))}
      value={current}
      onChange={(event) => {
        const language = event.currentTarget.value;
        if (!isUiLanguage(language)) return;
        void chooseUiLanguage(language);
        if (signedIn) void saveLanguage(language).catch(() => undefined);
      }}
      styles={{ root: { display: "flex", alignItems: "center", gap: 4 } }}
    />
  );
}

type HeaderLink = { to: string; label: string };

/** The header's links, each marked when it leads to the page the volunteer is on or to its part. */
function HeaderLinks({ links }: { links: readonly HeaderLink[] }) {
  return links.map((link) => (
    // The page the volunteer is on, or a page within its part (a conversation within Messages), is
    // marked for a screen reader (aria-current) and for the eye.
    <Anchor key={link.to} component={NavLink} to={link.to} c="blue.9" className="current-page-link">
      {link.label}
    </Anchor>
  ));
}

function SignOutButton({ px }: { px?: number }) {
  const logout = useLogout();
  const navigate = useNavigate();
  const { t } = useTranslation("first-pages");
  return (
    <Button
      variant="subtle"
      px={px}
      loading={logout.isPending}
      onClick={() => logout.mutate(undefined, { onSuccess: () => navigate(VOLUNTEER_PAGES.landing) })}
    >
      {t("layout.signOut")}
    </Button>
  );
}

function closeMenu(menu: HTMLDetailsElement | null) {
  if (menu) menu.open = false;
}

/**
 * A signed-in volunteer's links on a phone, behind a 'Menu' that opens below the header: in a row they
 * took three lines, a quarter of a phone's screen above every page. A `details` element, so that it opens
 * before the page's script has arrived on a server-rendered page; it closes on a chosen link, on Escape,
 * on a touch beside it and on a new page.
 */
function PhoneMenu({ links }: { links: readonly HeaderLink[] }) {
  const { t } = useTranslation("first-pages");
  const menu = useRef<HTMLDetailsElement>(null);
  // Open, it lies over the page: a touch anywhere else closes it, as a menu does.
  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) closeMenu(menu.current);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, []);
  return (
    <Box
      component="details"
      ref={menu}
      hiddenFrom="sm"
      className="volunteer-phone-menu"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !menu.current?.open) return;
        closeMenu(menu.current);
        menu.current.querySelector("summary")?.focus();
      }}
    >
      <summary>{t("layout.menu")}</summary>
      <Box component="nav" aria-label={t("layout.navigation")} onClick={() => closeMenu(menu.current)}>
        <Stack gap={0} align="flex-start">
          <HeaderLinks links={links} />
          <SignOutButton px={0} />
        </Stack>
      </Box>
    </Box>
  );
}

/** The volunteers' header: find studies, and once signed in their own pages and signing out. */
function VolunteerHeader() {
  const user = useAuthDetails().data?.loggedInUser ?? null;
  const volunteer = user?.kind === "VOLUNTEER" ? user : null;
  const { pathname } = useLocation();
  const { t } = useTranslation("first-pages");
  const links = volunteer
    ? [
        { to: VOLUNTEER_PAGES.landing, label: t("layout.findStudies") },
        { to: VOLUNTEER_PAGES.studiesForYou, label: t("layout.studiesForYou") },
        { to: VOLUNTEER_PAGES.messages, label: t("layout.messages") },
        { to: VOLUNTEER_PAGES.profile, label: t("layout.myProfile") },
        { to: VOLUNTEER_PAGES.account, label: t("layout.myAccount") },
      ]
    : [
        { to: VOLUNTEER_PAGES.landing, label: t("layout.findStudies") },
        { to: VOLUNTEER_PAGES.signIn, label: t("layout.signIn") },
        { to: VOLUNTEER_PAGES.signUp, label: t("layout.signUp") },
      ];
  return (
    <Box component="header" px="md" py="sm" pos="relative" style={{ borderBottom: "1px solid #dee2e6" }}>
      <Group justify="space-between" wrap="wrap" gap={8}>
        <Anchor
          component={Link}
          to={volunteer ? VOLUNTEER_PAGES.home : VOLUNTEER_PAGES.landing}
          fw={700}
          c="blue.9"
          size="lg"
        >
          {t("frame.brand")}
        </Anchor>
        <LanguageSwitcher signedIn={volunteer !== null} />
        {/* Signed out, its three links fit a phone's line: they stay in sight. */}
        <Box component="nav" aria-label={t("layout.navigation")} visibleFrom={volunteer ? "sm" : undefined}>
          <Group gap="md" wrap="wrap">
            <HeaderLinks links={links} />
            {volunteer && (
              <>
                <Text size="sm" c="gray.8">
                  {volunteer.firstName}
                </Text>
                <SignOutButton />
              </>
            )}
          </Group>
        </Box>
        {/* Drawn anew, closed, on each new page. */}
        {volunteer && <PhoneMenu key={pathname} links={links} />}
      </Group>
    </Box>
  );
}

const VOLUNTEER_FRAME_PAGES: FramePages = {
  privacy: VOLUNTEER_PAGES.privacy,
  appError: volunteerAppErrorPath,
};

/**
 * Header, page and footer around every volunteer page (issue 15): phone-first, one column, in the
 * volunteer's language (issue 25).
 */
export function VolunteerLayout() {
  const { t, language } = useTranslation("first-pages");
  useEffect(() => {
    document.documentElement.lang = language;
    return () => {
      document.documentElement.lang = "en";
    };
  }, [language]);
  const texts: FrameTexts = {
    brand: t("frame.brand"),
    skipToContent: t("frame.skipToContent"),
    researcherResources: t("frame.researcherResources"),
    privacyPolicy: t("frame.privacyPolicy"),
    cookieSettings: t("frame.cookieSettings"),
    questions: t("frame.questions"),
    partners: t("frame.partners"),
    cookieConsent: t("frame.cookieConsent"),
    cookieUse: t("frame.cookieUse"),
    cookiePrivacyPolicy: t("frame.cookiePrivacyPolicy"),
    decline: t("frame.decline"),
    accept: t("frame.accept"),
    loadingPage: t("frame.loadingPage"),
    pleaseWait: t("frame.pleaseWait"),
  };
  return <PageFrame width="md" header={<VolunteerHeader />} texts={texts} pages={VOLUNTEER_FRAME_PAGES} />;
}
