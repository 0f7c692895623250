import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { type CSSVariablesResolver, MantineProvider } from "@mantine/core";
import { type DefaultOptions, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "../lib/api-client";
import { i18n as browserI18n } from "../lib/i18n";
import { theme } from "./theme";

const QUERY_DEFAULTS = {
  queries: {
    // Client errors are answers, not glitches: retry only network and server failures, once.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
    refetchOnWindowFocus: false,
    // Tried whatever the browser says of its network: a read it holds back while offline left the page's
    // loader turning with no word; tried, it fails at once, the page says so (PagePending, decision 023) and
    // reads again by itself when the network is back (refetchOnReconnect).
    networkMode: "always",
    // Said here: TanStack Query leaves it off by default for the "always" network mode.
    refetchOnReconnect: true,
  },
  // A save while offline is told at once, and the form keeps what was typed, instead of waiting unseen.
  mutations: { networkMode: "always" },
} satisfies DefaultOptions;

/** A query client with the app's settings: the browser's one, and one for each page the server renders. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: QUERY_DEFAULTS });
}

/** The browser's one query client. */
export const queryClient = createQueryClient();

/** Error texts in a darker red than Mantine's default, which fails WCAG AA contrast on white. */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-error": "var(--mantine-color-red-9)",
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
  },
  dark: {},
});

/** Around the whole app; the server's rendering gives each page its own query client and Lingui. */
export function AppProviders({
  children,
  client = queryClient,
  i18n = browserI18n,
}: {
  children: ReactNode;
  client?: QueryClient;
  i18n?: I18n;
}) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={client}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
