import { Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { Feasibility, FeasibilityBody } from "../../../../core/contracts/feasibility";
import { countText, FEASIBILITY_TOO_MANY_MESSAGE } from "../../../../core/rules/feasibility";
import { CardsWhenNarrow } from "../../../components/cards-when-narrow";
import { PanelPending, type PanelRead, readsFailedToReach } from "../../../components/panel-pending";
import { ApiError } from "../../../lib/api-client";
import { useFeasibility } from "../api/feasibility";

function Breakdown(props: { caption: string; cells: Feasibility["bySex"]; minCount: number }) {
  return (
    // Its own height, not its grid cell's: stretched, the shorter breakdown's rows stood taller than the other's.
    // A card a band where its two columns do not fit (a phone with its text set larger).
    <div style={{ alignSelf: "start" }}>
      <CardsWhenNarrow>
        <Table captionSide="top">
          <Table.Caption ta="start">{props.caption}</Table.Caption>
          <Table.Tbody>
            {props.cells.map((cell) => (
              <Table.Tr key={cell.label}>
                <Table.Th scope="row" fw={400}>
                  {cell.label}
                </Table.Th>
                <Table.Td>{countText(cell.count, props.minCount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </CardsWhenNarrow>
    </div>
  );
}

function PanelFrame({ counting, children }: { counting: boolean; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="feasibility-title">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4" id="feasibility-title">
            Volunteers these criteria reach
          </Title>
          {counting && <Loader size="xs" aria-label="Counting" />}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * How many volunteers visible to study teams the criteria reach as they stand now, before anything is
 * saved (issue 29): exact and partial, by sex and age band, and where most are lost. Counts only; a
 * count below the instance's minimum is never sent and reads "fewer than N".
 *
 * `body` is null while what it needs (the study's conditions) is still being read by `awaiting`: a count
 * of criteria without them would show a wrong figure first, and ask twice.
 */
export function FeasibilityPanel({
  body,
  awaiting = [],
}: {
  body: FeasibilityBody | null;
  awaiting?: readonly PanelRead[];
}) {
  if (body) return <FeasibilityCounts body={body} />;
  return (
    <PanelFrame counting={false}>
      <div aria-live="polite">
        <PanelPending reads={awaiting} label="Counting" />
      </div>
    </PanelFrame>
  );
}

function FeasibilityCounts({ body }: { body: FeasibilityBody }) {
  const { query: feasibility, incomplete } = useFeasibility(body);
  const data = incomplete ? undefined : feasibility.data;
  const status = feasibility.error instanceof ApiError ? feasibility.error.status : null;
  // Criteria not sent, or refused by the server all the same: the same words.
  const refused = incomplete || status === 400;
  // Not "Counting…" for ever, nor the counts of criteria before the change, when the count could not be asked.
  const unreachable = !incomplete && readsFailedToReach([feasibility]).length > 0;
  return (
    <PanelFrame counting={!incomplete && feasibility.isFetching}>
      <div aria-live="polite">
        {unreachable ? (
          <PanelPending reads={[feasibility]} label="Counting" />
        ) : refused ? (
          <Text size="sm">Complete the criteria to see how many volunteers they reach.</Text>
        ) : status === 429 ? (
          <Text size="sm">{FEASIBILITY_TOO_MANY_MESSAGE}</Text>
        ) : data ? (
          <Text>
            <strong>{countText(data.exact, data.minCount)}</strong> match exactly and{" "}
            <strong>{countText(data.partial, data.minCount)}</strong> may match (their profile does not say
            everything), of the volunteers who let study teams find them.
          </Text>
        ) : (
          <Text size="sm">Counting…</Text>
        )}
      </div>
      {data && status === null && !unreachable && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Breakdown caption="By sex" cells={data.bySex} minCount={data.minCount} />
            <Breakdown caption="By age" cells={data.byAgeBand} minCount={data.minCount} />
          </SimpleGrid>
          {data.mostExcluding && (
            <Text size="sm">
              Most volunteers are lost at: <strong>{data.mostExcluding.description}</strong> (
              {countText(data.mostExcluding.excluded, data.minCount)} ruled out)
            </Text>
          )}
          <Text size="xs" c="dimmed">
            Counts only, never a person: a count below {data.minCount} shows as "fewer than {data.minCount}
            ".
          </Text>
        </>
      )}
    </PanelFrame>
  );
}
