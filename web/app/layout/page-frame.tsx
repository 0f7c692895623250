import { Box, Center, Container, Loader, type MantineSize } from "@mantine/core";
import { type ReactNode, Suspense, useRef } from "react";
import { Outlet, useNavigate } from "react-router";
import { paths } from "../../lib/paths";
import { AppFooter } from "./app-footer";
import "./long-words.css";
import { CookieConsentBanner } from "./cookie-consent";
import { AppErrorBoundary } from "./error-boundary";
import { FocusOnNewPage } from "./focus-on-new-page";
import { ENGLISH_FRAME_TEXTS, type FrameTexts } from "./frame-texts";
import { Notices } from "./notices";
import { ScrollToTop } from "./scroll-to-top";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";
import { TitleFromHeading } from "./title-from-heading";
import { WaitOverlay } from "./wait-overlay";

/** The frame's own pages: the staff's in English, the volunteers' in their language (issue 25). */
export interface FramePages {
  /** Where the footer and the cookie banner lead for the privacy policy. */
  privacy: string;
  /** Where a page that failed to render goes, with the id of the error the server recorded. */
  appError: (errorId?: string) => string;
}

const STAFF_FRAME_PAGES: FramePages = { privacy: paths.privacy(), appError: paths.appError };

/**
 * What every page has around it, staff's and volunteers' alike: the given header, the page in a
 * container of the given width, the footer, notices, the cookie banner and the wait overlay; the tab's
 * title from the page's heading, a link past the header, and the focus on a new page's heading after a
 * navigation; the frame's words in English unless given.
 */
export function PageFrame({
  header,
  width,
  texts = ENGLISH_FRAME_TEXTS,
  pages = STAFF_FRAME_PAGES,
}: {
  header: ReactNode;
  width: MantineSize;
  texts?: FrameTexts;
  pages?: FramePages;
}) {
  const navigate = useNavigate();
  const main = useRef<HTMLElement>(null);
  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <ScrollToTop />
      <TitleFromHeading main={main} brand={texts.brand} />
      <FocusOnNewPage main={main} />
      <SkipLink label={texts.skipToContent} />
      {header}
      {/* At least a screen high, so that the footer does not jump down as the page's chunk and data arrive. */}
      {/* Focusable by the skip link only; it is no control, so it shows no focus ring. */}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        ref={main}
        style={{ flex: 1, outline: "none" }}
        mih="100vh"
      >
        <Container size={width} py="lg">
          <AppErrorBoundary errorPage={pages.appError} onNavigate={(to) => navigate(to, { replace: true })}>
            <Suspense
              fallback={
                <Center py="xl">
                  <Loader aria-label={texts.loadingPage} />
                </Center>
              }
            >
              <Outlet />
            </Suspense>
          </AppErrorBoundary>
        </Container>
      </Box>
      <AppFooter texts={texts} privacyPath={pages.privacy} />
      <Notices />
      <CookieConsentBanner texts={texts} privacyPath={pages.privacy} />
      <WaitOverlay label={texts.pleaseWait} />
    </Box>
  );
}
