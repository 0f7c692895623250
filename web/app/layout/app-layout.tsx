import { Box, Container } from "@mantine/core";
import { Outlet, useNavigate } from "react-router";
import { AppFooter } from "./app-footer";
import { AppHeader } from "./app-header";
import { CookieConsentBanner } from "./cookie-consent";
import { AppErrorBoundary } from "./error-boundary";
import { ScrollToTop } from "./scroll-to-top";
import { WaitOverlay } from "./wait-overlay";

/** Header, page and footer around every route. */
export function AppLayout() {
  const navigate = useNavigate();
  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <ScrollToTop />
      <AppHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Container size="lg" py="lg">
          <AppErrorBoundary onNavigate={(to) => navigate(to, { replace: true })}>
            <Outlet />
          </AppErrorBoundary>
        </Container>
      </Box>
      <AppFooter />
      <CookieConsentBanner />
      <WaitOverlay />
    </Box>
  );
}
