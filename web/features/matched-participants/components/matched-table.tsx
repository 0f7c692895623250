import { Anchor, Checkbox, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import type { MatchedParticipantSummary } from "../../../../core/contracts/matched-participants";
import type { MatchedList } from "../../../../core/rules/matched-lists";
import { ageText, localToday, textOrNotAvailable } from "../../../../core/rules/profile-display";
import { CardsWhenNarrow } from "../../../components/cards-when-narrow";
import { SELECT_ALL_ON_PAGE } from "../../../components/row-selection-texts";
import { paths } from "../../../lib/paths";

const COLUMNS = {
  userId: "User ID",
  name: "Name",
  gender: "Gender",
  age: "Age",
  address: "Address",
} as const;

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
    <CardsWhenNarrow>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {props.selectable && (
              <Table.Th data-card="aside" data-label={SELECT_ALL_ON_PAGE}>
                <Checkbox
                  aria-label={SELECT_ALL_ON_PAGE}
                  checked={props.allSelected || pageSelected}
                  disabled={props.allSelected}
                  onChange={props.onTogglePage}
                />
              </Table.Th>
            )}
            {Object.values(COLUMNS).map((name) => (
              <Table.Th key={name}>{name}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => {
            const name = `${row.firstName} ${row.lastName}`;
            return (
              <Table.Tr key={row.userId}>
                {props.selectable && (
                  <Table.Td data-card="aside">
                    <Checkbox
                      aria-label={`Select ${name}`}
                      checked={props.allSelected || props.selected.has(row.userId)}
                      disabled={props.allSelected}
                      onChange={() => props.onToggle(row.userId)}
                    />
                  </Table.Td>
                )}
                <Table.Td data-label={COLUMNS.userId}>{row.userId}</Table.Td>
                <Table.Td data-card="name">
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
                <Table.Td data-label={COLUMNS.gender}>{textOrNotAvailable(row.gender)}</Table.Td>
                <Table.Td data-label={COLUMNS.age}>{ageText(row.dob, today)}</Table.Td>
                <Table.Td data-label={COLUMNS.address}>{textOrNotAvailable(row.address)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </CardsWhenNarrow>
  );
}
