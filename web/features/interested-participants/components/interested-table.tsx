import { Anchor, Checkbox, Group, Table } from "@mantine/core";
import dayjs from "dayjs";
import { Link } from "react-router";
import type { InterestedParticipantSummary } from "../../../../core/contracts/interested-participants";
import { SHORT_DATE_FORMAT } from "../../../../core/rules/dates";
import { INTERESTED_STATUS_NAMES } from "../../../../core/rules/interested-lists";
import { ageText, localToday, textOrNotAvailable } from "../../../../core/rules/profile-display";
import { CardsWhenNarrow } from "../../../components/cards-when-narrow";
import { SELECT_ALL_ON_PAGE } from "../../../components/row-selection-texts";
import { LabelBadge } from "./label-badge";
import { WaitingBadge } from "./waiting-badge";

const COLUMNS = {
  name: "Name",
  gender: "Gender",
  age: "Age",
  address: "Address",
  status: "Status",
  interestDate: "Date of interest",
  source: "Source",
  unread: "Unread messages",
  labels: "Labels",
} as const;

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
    <CardsWhenNarrow>
      {/* Ten columns beside the lists' menu: a little closer than Mantine's 10 px, so that they stay a
          table at a laptop's width (1280 px). */}
      <Table striped highlightOnHover horizontalSpacing={8}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th data-card="aside" data-label={SELECT_ALL_ON_PAGE}>
              <Checkbox
                aria-label={SELECT_ALL_ON_PAGE}
                checked={props.allSelected || pageSelected}
                disabled={props.allSelected}
                onChange={props.onTogglePage}
              />
            </Table.Th>
            {Object.values(COLUMNS).map((name) => (
              <Table.Th key={name}>{name}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td data-card="aside">
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
              <Table.Td data-label={COLUMNS.gender}>{textOrNotAvailable(row.gender)}</Table.Td>
              <Table.Td data-label={COLUMNS.age}>{ageText(row.dob, today)}</Table.Td>
              <Table.Td data-label={COLUMNS.address}>{textOrNotAvailable(row.address)}</Table.Td>
              <Table.Td data-label={COLUMNS.status}>{INTERESTED_STATUS_NAMES[row.status]}</Table.Td>
              <Table.Td data-label={COLUMNS.interestDate} style={{ whiteSpace: "nowrap" }}>
                {dayjs(row.showInterestDate).format(SHORT_DATE_FORMAT)}
              </Table.Td>
              <Table.Td data-label={COLUMNS.source}>{row.sourceTag ?? ""}</Table.Td>
              <Table.Td data-label={COLUMNS.unread}>{row.unreadMessageCount}</Table.Td>
              <Table.Td data-label={COLUMNS.labels}>
                {Object.keys(row.labels).length > 0 && (
                  <Group gap={4}>
                    {Object.values(row.labels).map((label) => (
                      <LabelBadge key={label.id} name={label.name} style={label.style} whole />
                    ))}
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </CardsWhenNarrow>
  );
}
