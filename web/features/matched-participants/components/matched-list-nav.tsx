import { Badge, Button, Group } from "@mantine/core";
import { Link } from "react-router";
import type { MatchStatistics } from "../../../../core/contracts/matched-participants";
import { MATCHED_LIST_HEADINGS, MATCHED_LISTS, type MatchedList } from "../../../../core/rules/matched-lists";
import { paths } from "../../../lib/paths";

/** The four lists with their counts; the open one is marked as the current page. */
export function MatchedListNav(props: {
  studyNum: string;
  current: MatchedList;
  statistics: MatchStatistics | undefined;
}) {
  return (
    <Group component="nav" aria-label="Matched participant lists" gap="xs">
      {MATCHED_LISTS.map((list) => {
        const current = list === props.current;
        return (
          <Button
            key={list}
            component={Link}
            to={paths.study.matched(props.studyNum, list)}
            variant={current ? "filled" : "default"}
            aria-current={current ? "page" : undefined}
            rightSection={
              props.statistics && (
                <Badge variant={current ? "white" : "light"} color="dark">
                  {props.statistics[list]}
                </Badge>
              )
            }
          >
            {MATCHED_LIST_HEADINGS[list]}
          </Button>
        );
      })}
    </Group>
  );
}
