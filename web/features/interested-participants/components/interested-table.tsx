import { Anchor, Checkbox, Group, Table } from "@mantine/core";
import dayjs from "dayjs";
import { Link } from "react-router";
import type { InterestedParticipantSummary } from "../../../../core/contracts/interested-participants";
import { SHORT_DATE_FORMAT } from "../../../../core/rules/dates";
import { INTERESTED_STATUS_NAMES } from "../../../../core/rules/interested-lists";
import { ageText, localToday, textOrNotAvailable } from "../../../../core/rules/profile-display";
import { LabelBadge } from "./label-badge";
import { WaitingBadge } from "./waiting-badge";

/**
 * The rows of an interested list (spec 000 §2.7): name, gender, age, address, status, date of interest
 * (MM-DD-YY), the study link's tag it came by, unread messages and labels.
 */
export function InterestedTable(props: {
  rows: readonly InterestedParticipantSummary[];
  /** The profile of a row, opened from this list. */
  profilePath: (id: number) => string;
  selected: ReadonlySet<number>;
  allSelected: boolean;
  onToggle: (row: InterestedParticipantSummary) => void;
  onTogglePage: () => void;
}) {
  const today = localToday();
  const pageSelected = props.rows.length > 0 && props.rows.every((row) => props.selected.has(row.id));
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all on this page"
                checked={props.allSelected || pageSelected}
                disabled={props.allSelected}
                onChange={props.onTogglePage}
              />
            </Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Gender</Table.Th>
            <Table.Th>Age</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Date of interest</Table.Th>
            <Table.Th>Source</Table.Th>
            <Table.Th>Unread messages</Table.Th>
            <Table.Th>Labels</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${row.firstName} ${row.lastName}`}
                  checked={props.allSelected || props.selected.has(row.id)}
                  disabled={props.allSelected}
                  onChange={() => props.onToggle(row)}
                />
              </Table.Td>
              <Table.Td>
                <Group gap={6}>
                  <Anchor component={Link} to={props.profilePath(row.id)}>
                    {row.firstName} {row.lastName}
                  </Anchor>
                  <WaitingBadge days={row.waitingDays} />
                </Group>
              </Table.Td>
              <Table.Td>{textOrNotAvailable(row.gender)}</Table.Td>
              <Table.Td>{ageText(row.dob, today)}</Table.Td>
              <Table.Td>{textOrNotAvailable(row.address)}</Table.Td>
              <Table.Td>{INTERESTED_STATUS_NAMES[row.status]}</Table.Td>
              <Table.Td>{dayjs(row.showInterestDate).format(SHORT_DATE_FORMAT)}</Table.Td>
              <Table.Td>{row.sourceTag ?? ""}</Table.Td>
              <Table.Td>{row.unreadMessageCount}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {Object.values(row.labels).map((label) => (
                    <LabelBadge key={label.id} name={label.name} style={label.style} whole />
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
