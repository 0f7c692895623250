import { Anchor, Checkbox, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import type { MatchedParticipantSummary } from "../../../../core/contracts/matched-participants";
import type { MatchedList } from "../../../../core/rules/matched-lists";
import { ageText, localToday, textOrNotAvailable } from "../../../../core/rules/profile-display";
import { paths } from "../../../lib/paths";

/** Summary rows (spec 000 §2.5): userId, names, gender, age or 'Age not specified', address. */
export function MatchedTable(props: {
  studyNum: string;
  list: MatchedList;
  rows: readonly MatchedParticipantSummary[];
  selectable: boolean;
  selected: ReadonlySet<number>;
  allSelected: boolean;
  onToggle: (userId: number) => void;
  onTogglePage: () => void;
}) {
  const today = localToday();
  const pageSelected = props.rows.length > 0 && props.rows.every((row) => props.selected.has(row.userId));
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {props.selectable && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Select all on this page"
                  checked={props.allSelected || pageSelected}
                  disabled={props.allSelected}
                  onChange={props.onTogglePage}
                />
              </Table.Th>
            )}
            <Table.Th>User ID</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Gender</Table.Th>
            <Table.Th>Age</Table.Th>
            <Table.Th>Address</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => {
            const name = `${row.firstName} ${row.lastName}`;
            return (
              <Table.Tr key={row.userId}>
                {props.selectable && (
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${name}`}
                      checked={props.allSelected || props.selected.has(row.userId)}
                      disabled={props.allSelected}
                      onChange={() => props.onToggle(row.userId)}
                    />
                  </Table.Td>
                )}
                <Table.Td>{row.userId}</Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={paths.study.matchedParticipant(props.studyNum, props.list, row.userId)}
                  >
                    {name}
                  </Anchor>
                  {row.declined && (
                    <Text component="span" size="xs" c="gray.8">
                      {" "}
                      (answered No thanks)
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{textOrNotAvailable(row.gender)}</Table.Td>
                <Table.Td>{ageText(row.dob, today)}</Table.Td>
                <Table.Td>{textOrNotAvailable(row.address)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
