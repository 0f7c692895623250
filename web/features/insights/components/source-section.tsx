import { Stack, Table, Text, Title } from "@mantine/core";
import type { SourceFunnel } from "../../../../core/contracts/insights";
import { conversionText } from "../../../../core/rules/funnel";
import { ScrollingTable } from "../../../components/scrolling-table";

const SOURCES_HEADING = "Where volunteers came from";

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
      <ScrollingTable minWidth={560} label={SOURCES_HEADING}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Tag</Table.Th>
              <Table.Th scope="col">Interested</Table.Th>
              <Table.Th scope="col">New</Table.Th>
              <Table.Th scope="col">Eligible</Table.Th>
              <Table.Th scope="col">Ineligible</Table.Th>
              <Table.Th scope="col">Pending</Table.Th>
              <Table.Th scope="col">Eligible of interested</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sources.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={7}>No interest yet</Table.Td>
              </Table.Tr>
            ) : (
              sources.map((source) => (
                <Table.Tr key={source.sourceTag ?? ""}>
                  <Table.Th scope="row">{source.sourceTag ?? "no tag"}</Table.Th>
                  <Table.Td>{source.interested}</Table.Td>
                  <Table.Td>{source.new}</Table.Td>
                  <Table.Td>{source.eligible}</Table.Td>
                  <Table.Td>{source.ineligible}</Table.Td>
                  <Table.Td>{source.pending}</Table.Td>
                  <Table.Td>
                    {conversionText(source.interested > 0 ? source.eligible / source.interested : null)}
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </ScrollingTable>
    </Stack>
  );
}
