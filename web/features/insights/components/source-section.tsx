import { Stack, Table, Text, Title } from "@mantine/core";
import type { SourceFunnel } from "../../../../core/contracts/insights";
import { conversionText } from "../../../../core/rules/funnel";
import { CardsWhenNarrow } from "../../../components/cards-when-narrow";

const SOURCES_HEADING = "Where volunteers came from";

const COLUMNS = {
  tag: "Tag",
  interested: "Interested",
  new: "New",
  eligible: "Eligible",
  ineligible: "Ineligible",
  pending: "Pending",
  conversion: "Eligible of interested",
} as const;

/** The funnel of each `src` tag of the study link: which flyers and newsletters bring eligible people. */
export function SourceSection({ sources }: { sources: SourceFunnel[] }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {SOURCES_HEADING}
      </Title>
      <Text size="sm">
        Links with a tag (made on the study's home page) tell which flyer, newsletter or post brought each
        volunteer.
      </Text>
      <CardsWhenNarrow label={SOURCES_HEADING}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              {Object.values(COLUMNS).map((name) => (
                <Table.Th key={name} scope="col">
                  {name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sources.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={Object.keys(COLUMNS).length}>No interest yet</Table.Td>
              </Table.Tr>
            ) : (
              sources.map((source) => (
                <Table.Tr key={source.sourceTag ?? ""}>
                  <Table.Th scope="row">{source.sourceTag ?? "no tag"}</Table.Th>
                  <Table.Td data-label={COLUMNS.interested}>{source.interested}</Table.Td>
                  <Table.Td data-label={COLUMNS.new}>{source.new}</Table.Td>
                  <Table.Td data-label={COLUMNS.eligible}>{source.eligible}</Table.Td>
                  <Table.Td data-label={COLUMNS.ineligible}>{source.ineligible}</Table.Td>
                  <Table.Td data-label={COLUMNS.pending}>{source.pending}</Table.Td>
                  <Table.Td data-label={COLUMNS.conversion}>
                    {conversionText(source.interested > 0 ? source.eligible / source.interested : null)}
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </CardsWhenNarrow>
    </Stack>
  );
}
