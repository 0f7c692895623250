import { BarChart } from "@mantine/charts";
import { Stack, Table, Title } from "@mantine/core";
import type { StudyInsights } from "../../../../core/contracts/insights";
import { CardsWhenNarrow } from "../../../components/cards-when-narrow";
import { ChartWithTable } from "./chart-with-table";

/** A week's Monday as MM/DD/YYYY: weeks are counted in UTC, so they are shown in UTC. */
function weekText(ms: number): string {
  const day = new Date(ms);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${two(day.getUTCMonth() + 1)}/${two(day.getUTCDate())}/${day.getUTCFullYear()}`;
}

const WEEK_COLUMNS = { week: "Week of", count: "Interested" } as const;

/** Interest per week: a bar per week, and the weeks with interest in a table (newest first). */
export function InterestByWeek({ weeks }: { weeks: StudyInsights["interestByWeek"] }) {
  const data = weeks.map((week) => ({ week: weekText(week.weekStart), Interested: week.count }));
  const withInterest = weeks.filter((week) => week.count > 0).reverse();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Interest per week
      </Title>
      <ChartWithTable
        caption="Volunteers who showed interest, per week (weeks start on Monday)"
        chart={
          <BarChart
            h={200}
            data={data}
            dataKey="week"
            series={[{ name: "Interested", color: "teal.8" }]}
            withTooltip={false}
            accessibilityLayer={false}
          />
        }
        table={
          <CardsWhenNarrow maxHeight={260} label="Volunteers who showed interest, per week">
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{WEEK_COLUMNS.week}</Table.Th>
                  <Table.Th scope="col">{WEEK_COLUMNS.count}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {withInterest.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={2}>No interest yet</Table.Td>
                  </Table.Tr>
                ) : (
                  withInterest.map((week) => (
                    <Table.Tr key={week.weekStart}>
                      <Table.Th scope="row">{weekText(week.weekStart)}</Table.Th>
                      <Table.Td data-label={WEEK_COLUMNS.count}>{week.count}</Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </CardsWhenNarrow>
        }
      />
    </Stack>
  );
}
