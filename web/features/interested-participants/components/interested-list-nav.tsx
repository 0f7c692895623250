import { Badge, Box, Button, Group, Menu, NavLink, Stack, Text, VisuallyHidden } from "@mantine/core";
import { Link } from "react-router";
import type { InterestedStatistics } from "../../../../core/contracts/interested-participants";
import {
  INTERESTED_LISTS,
  INTERESTED_TEXTS,
  type InterestedList,
} from "../../../../core/rules/interested-lists";
import { paths } from "../../../lib/paths";
import type { CurrentList } from "../current-list";
import { LabelBadge } from "./label-badge";

const LIST_NAMES: Record<InterestedList, string> = {
  new: "New",
  eligible: "Eligible",
  ineligible: "Ineligible",
  pending: "Pending",
  all: "All",
};

interface Entry {
  key: string;
  to: string;
  name: string;
  count: number | undefined;
  current: boolean;
  label?: { name: string; style: string };
}

function entriesOf(
  studyNum: string,
  current: CurrentList,
  statistics: InterestedStatistics | undefined,
): Entry[] {
  const lists = INTERESTED_LISTS.map((list) => ({
    key: list,
    to: paths.study.interested(studyNum, list),
    name: LIST_NAMES[list],
    count: statistics?.[list],
    current: "list" in current && current.list === list,
  }));
  const labels = (statistics?.labels ?? []).map((label) => ({
    key: `label-${label.id}`,
    to: paths.study.interestedLabel(studyNum, label.id),
    name: label.name,
    count: label.count,
    current: "labelId" in current && current.labelId === label.id,
    label,
  }));
  return [...lists, ...labels];
}

/**
 * Each list and each label with its count (spec 000 §2.7): a side navigation on a wide screen and the
 * 'Lists & Labels' menu below 1200 px. Beside the side navigation the list's table needs about 1,100 px of
 * window: on a tablet or a small laptop the menu leaves the table the page's width (decision 017).
 */
export function InterestedListNav(props: {
  studyNum: string;
  current: CurrentList;
  statistics: InterestedStatistics | undefined;
}) {
  const entries = entriesOf(props.studyNum, props.current, props.statistics);
  const count = (entry: Entry) =>
    entry.count === undefined ? null : (
      <Badge variant="light" color="dark">
        {entry.count}
        <VisuallyHidden> participants</VisuallyHidden>
      </Badge>
    );
  const name = (entry: Entry) => (entry.label ? <LabelBadge {...entry.label} /> : entry.name);
  return (
    <>
      <Box component="nav" aria-label={INTERESTED_TEXTS.listsAndLabels} visibleFrom="lg" w={220}>
        <Stack gap={2}>
          {entries.map((entry, index) => (
            <Box key={entry.key}>
              {index === INTERESTED_LISTS.length && (
                <Text size="sm" fw={600} mt="sm" mb={4}>
                  Labels
                </Text>
              )}
              <NavLink
                component={Link}
                to={entry.to}
                active={entry.current}
                aria-current={entry.current ? "page" : undefined}
                label={name(entry)}
                rightSection={count(entry)}
              />
            </Box>
          ))}
        </Stack>
      </Box>
      <Box hiddenFrom="lg">
        <Menu position="bottom-start" width={260}>
          <Menu.Target>
            <Button variant="default">{INTERESTED_TEXTS.listsAndLabels}</Button>
          </Menu.Target>
          <Menu.Dropdown>
            {entries.map((entry, index) => (
              <Menu.Item
                key={entry.key}
                component={Link}
                to={entry.to}
                aria-current={entry.current ? "page" : undefined}
                data-autofocus={index === 0 || undefined}
              >
                <Group justify="space-between" wrap="nowrap">
                  {name(entry)}
                  {count(entry)}
                </Group>
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Box>
    </>
  );
}
