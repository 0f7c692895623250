import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A chart for the eye and its figures as a table for everyone else (screen readers, printing, copying):
 * the chart is an image named by its caption, and the table under it holds the same numbers.
 */
export function ChartWithTable(props: { caption: string; chart: ReactNode; table: ReactNode }) {
  return (
    <Stack gap="sm">
      <div role="img" aria-label={`${props.caption} (chart; the table below gives the figures)`}>
        {props.chart}
      </div>
      <Text size="sm" c="dimmed">
        {props.caption}
      </Text>
      {props.table}
    </Stack>
  );
}
