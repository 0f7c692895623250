import { Button, Group, Loader, Text } from "@mantine/core";
import { PANEL_LOAD_FAILED_TEXTS } from "../../core/rules/unreachable-texts";
import { ServerUnreachable } from "../lib/api-client";

/** What PanelPending reads of each of its panel's reads (a TanStack query's result). */
export interface PanelRead {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The reads whose last try could not reach the server and that are not trying again. */
export function readsFailedToReach(reads: readonly PanelRead[]): PanelRead[] {
  return reads.filter((read) => read.error instanceof ServerUnreachable && !read.isFetching);
}

/**
 * What a part of a loaded page shows until its own reads answer: a small loader or, once one of them could
 * not reach the server, a line saying so and a button that reads them again (PagePending does the same
 * for a whole page; a panel asks only about its own reads, so one failed panel does not speak for others).
 */
export function PanelPending({ reads, label }: { reads: readonly PanelRead[]; label: string }) {
  const failed = readsFailedToReach(reads);
  if (failed.length === 0) return <Loader size="sm" aria-label={label} />;
  return (
    <Group gap="sm">
      <Text size="sm">{PANEL_LOAD_FAILED_TEXTS.message}</Text>
      <Button
        size="xs"
        variant="default"
        onClick={() => {
          for (const read of failed) read.refetch();
        }}
      >
        {PANEL_LOAD_FAILED_TEXTS.retry}
      </Button>
    </Group>
  );
}
