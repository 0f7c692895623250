import { Box, Container } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { Outlet, useNavigate } from "react-router";
import { TOAST_DURATION_MS } from "../../../core/rules/limits";
import { AppFooter } from "./app-footer";
import { AppHeader } from "./app-header";
import { CookieConsentBanner } from "./cookie-consent";
import { AppErrorBoundary } from "./error-boundary";
import { ImpersonationBanner } from "./impersonation-banner";
import { ScrollToTop } from "./scroll-to-top";
import { WaitOverlay } from "./wait-overlay";

/** Header, page and footer around every route. */
export function AppLayout() {
  const navigate = useNavigate();
  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <ScrollToTop />
      <ImpersonationBanner />
      <AppHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Container size="lg" py="lg">
          <AppErrorBoundary onNavigate={(to) => navigate(to, { replace: true })}>
            <Outlet />
          </AppErrorBoundary>
        </Container>
      </Box>
      <AppFooter />
      {/* Inside the router so that notices can link to pages; bottom-left, 5,000 ms (spec 000 §8). */}
      <Notifications position="bottom-left" autoClose={TOAST_DURATION_MS} />
      <CookieConsentBanner />
      <WaitOverlay />
    </Box>
  );
}
