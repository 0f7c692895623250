import { Badge, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { ImportResult } from "../../../../core/contracts/study-import";
import { ACCOUNT_STATE_COLORS } from "../../../../core/rules/customer-support";
import { CardsWhenNarrow } from "../../../components/cards-when-narrow";

const ERROR_COLUMNS = { row: "Row", problem: "Problem", content: "Content" } as const;

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="gray.8">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** The import result of spec 001 §3: SUCCESS, otherwise shown as an error, with each row's problem (a row has one). */
export function ImportResultView({ result }: { result: ImportResult }) {
  const success = result.status === "SUCCESS";
  return (
    <section aria-labelledby="import-result-heading">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} size="h4" id="import-result-heading">
            Import result: {result.name}
          </Title>
          <Badge
            color={success ? ACCOUNT_STATE_COLORS.active : ACCOUNT_STATE_COLORS.inactive}
            variant="filled"
            tt="none"
          >
            {result.status}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Count label="Rows processed" value={result.processedRowsCount} />
          <Count label="Errors" value={result.errorCount} />
          <Count label="Studies added" value={result.studiesAddedCount} />
          <Count label="Studies updated" value={result.studiesUpdatedCount} />
        </SimpleGrid>
        {result.errors.length > 0 && (
          <CardsWhenNarrow label="Import errors">
            <Table aria-label="Import errors">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{ERROR_COLUMNS.row}</Table.Th>
                  <Table.Th>{ERROR_COLUMNS.problem}</Table.Th>
                  <Table.Th>{ERROR_COLUMNS.content}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.errors.map((error) => (
                  <Table.Tr key={error.rowNum}>
                    <Table.Td data-label={ERROR_COLUMNS.row}>
                      {error.rowNum === 0 ? "File" : error.rowNum}
                    </Table.Td>
                    <Table.Td data-label={ERROR_COLUMNS.problem}>{error.description}</Table.Td>
                    <Table.Td data-label={ERROR_COLUMNS.content}>
                      <Text
                        size="xs"
                        ff="monospace"
                        style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}
                      >
                        {error.row}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </CardsWhenNarrow>
        )}
        {result.errorCount > result.errors.length && (
          <Text size="sm">
            The first {result.errors.length} of {result.errorCount} errors are shown.
          </Text>
        )}
      </Stack>
    </section>
  );
}
