import { Anchor, Stack, Table, Text } from "@mantine/core";
import { IRB_COLUMNS, irbSampleCsv, STUDY_IMPORT_TEXTS } from "../../../../core/rules/study-import";
import { CardsWhenNarrow } from "../../../components/cards-when-narrow";

const TEXTS = STUDY_IMPORT_TEXTS;
const HEADERS = TEXTS.columnHeaders;
const SAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(irbSampleCsv())}`;

/** What the file holds, column by column, folded under the file field, with a sample file to start from. */
export function IrbColumnsGuide() {
  return (
    <details>
      <Text component="summary" size="sm" style={{ cursor: "pointer" }}>
        {TEXTS.columnsSummary}
      </Text>
      <Stack gap="xs" mt="xs">
        <Text size="sm">{TEXTS.columnsHint}</Text>
        <CardsWhenNarrow label={TEXTS.columnsSummary}>
          <Table aria-label={TEXTS.columnsSummary}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{HEADERS.column}</Table.Th>
                <Table.Th>{HEADERS.required}</Table.Th>
                <Table.Th>{HEADERS.content}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Object.values(IRB_COLUMNS).map((column) => (
                <Table.Tr key={column.header}>
                  <Table.Td>
                    <code>{column.header}</code>
                  </Table.Td>
                  <Table.Td data-label={HEADERS.required}>{column.required ? TEXTS.yes : TEXTS.no}</Table.Td>
                  <Table.Td data-label={HEADERS.content}>{column.content}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </CardsWhenNarrow>
        <Anchor href={SAMPLE_HREF} download="irb-records-sample.csv" c="blue.9" size="sm">
          {TEXTS.sampleFile}
        </Anchor>
      </Stack>
    </details>
  );
}
