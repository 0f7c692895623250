import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
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

/** Toasts sit bottom-left and close after 5,000 ms (spec 000 §8). */
export const TOAST_DURATION_MS = 5000;

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications position="bottom-left" autoClose={TOAST_DURATION_MS} />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
