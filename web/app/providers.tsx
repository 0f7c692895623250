import { type CSSVariablesResolver, MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "../lib/api-client";
import { theme } from "./theme";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors are answers, not glitches: retry only network and server failures, once.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
      refetchOnWindowFocus: false,
    },
  },
});

/** Error texts in a darker red than Mantine's default, which fails WCAG AA contrast on white. */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-error": "var(--mantine-color-red-9)",
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
  },
  dark: {},
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
