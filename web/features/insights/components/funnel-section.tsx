import { BarChart } from "@mantine/charts";
import { Stack, Table, Text, Title } from "@mantine/core";
import type { FunnelCounts } from "../../../../core/contracts/insights";
import {
  conversionText,
  FUNNEL_ABOVE_PREVIOUS_NOTE,
  funnelHasStepAbovePrevious,
  funnelSteps,
} from "../../../../core/rules/funnel";
import { CardsWhenNarrow } from "../../../components/cards-when-narrow";
import { ChartWithTable } from "./chart-with-table";

const FUNNEL_CAPTION = "Participants at each step of recruitment";
const LISTS_CAPTION = "The lists now";
const STEP_COLUMNS = { count: "Participants", conversion: "Of the step before" } as const;

/** Matched → asked → interested → decided, with the conversion between steps, and the lists' counts. */
export function FunnelSection({ funnel }: { funnel: FunnelCounts }) {
  const steps = funnelSteps(funnel);
  const lists = [
    ["Exact", funnel.exact],
    ["Partial", funnel.partial],
    ["Asked", funnel.asked],
    ["New", funnel.new],
    ["Eligible", funnel.eligible],
    ["Ineligible", funnel.ineligible],
    ["Pending", funnel.pending],
  ] as const;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Recruitment funnel
      </Title>
      <ChartWithTable
        caption={FUNNEL_CAPTION}
        chart={
          <BarChart
            h={220}
            data={steps.map((step) => ({ step: step.label, Participants: step.count }))}
            dataKey="step"
            orientation="vertical"
            yAxisProps={{ width: 150 }}
            series={[{ name: "Participants", color: "blue.7" }]}
            withTooltip={false}
            accessibilityLayer={false}
          />
        }
        table={
          // A card a step where the three columns do not fit: at 320 px the last ran out of the box.
          <CardsWhenNarrow label={FUNNEL_CAPTION}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Step</Table.Th>
                  <Table.Th scope="col">{STEP_COLUMNS.count}</Table.Th>
                  <Table.Th scope="col">{STEP_COLUMNS.conversion}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {steps.map((step) => (
                  <Table.Tr key={step.key}>
                    <Table.Th scope="row">{step.label}</Table.Th>
                    <Table.Td data-label={STEP_COLUMNS.count}>{step.count}</Table.Td>
                    <Table.Td data-label={STEP_COLUMNS.conversion}>
                      {conversionText(step.conversion)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </CardsWhenNarrow>
        }
      />
      {funnelHasStepAbovePrevious(steps) && (
        <Text size="sm" c="gray.8">
          {FUNNEL_ABOVE_PREVIOUS_NOTE}
        </Text>
      )}
      <CardsWhenNarrow label={LISTS_CAPTION}>
        <Table captionSide="top">
          <Table.Caption ta="start">{LISTS_CAPTION}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {lists.map(([name]) => (
                <Table.Th key={name} scope="col">
                  {name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              {lists.map(([name, count]) => (
                <Table.Td key={name} data-label={name}>
                  {count}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </CardsWhenNarrow>
    </Stack>
  );
}
