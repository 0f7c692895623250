import { Box, Center, Container, Loader, type MantineSize } from "@mantine/core";
import { type ReactNode, Suspense, useRef } from "react";
import { Outlet, useNavigate } from "react-router";
import { AppFooter } from "./app-footer";
import { CookieConsentBanner } from "./cookie-consent";
import { AppErrorBoundary } from "./error-boundary";
import { ENGLISH_FRAME_TEXTS, type FrameTexts } from "./frame-texts";
import { Notices } from "./notices";
import { ScrollToTop } from "./scroll-to-top";
import { TitleFromHeading } from "./title-from-heading";
import { WaitOverlay } from "./wait-overlay";

/**
 * What every page has around it, staff's and volunteers' alike: the given header, the page in a
 * container of the given width, the footer, notices, the cookie banner and the wait overlay, and the tab's
 * title from the page's heading; the frame's words in English unless given.
 */
export function PageFrame({
  header,
  width,
  texts = ENGLISH_FRAME_TEXTS,
}: {
  header: ReactNode;
  width: MantineSize;
  texts?: FrameTexts;
}) {
  const navigate = useNavigate();
  const main = useRef<HTMLElement>(null);
  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <ScrollToTop />
      <TitleFromHeading main={main} brand={texts.brand} />
      {header}
      {/* At least a screen high, so that the footer does not jump down as the page's chunk and data arrive. */}
      <Box component="main" ref={main} style={{ flex: 1 }} mih="100vh">
        <Container size={width} py="lg">
          <AppErrorBoundary onNavigate={(to) => navigate(to, { replace: true })}>
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
      <AppFooter texts={texts} />
      <Notices />
      <CookieConsentBanner texts={texts} />
      <WaitOverlay label={texts.pleaseWait} />
    </Box>
  );
}
