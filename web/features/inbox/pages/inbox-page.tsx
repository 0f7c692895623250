import { Alert, Anchor, Badge, Checkbox, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import dayjs from "dayjs";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { DATE_FORMAT } from "../../../../core/rules/dates";
import { INBOX_TEXTS } from "../../../../core/rules/inbox";
import { INTERESTED_TEXTS } from "../../../../core/rules/interested-lists";
import { CONVERSATION_LIST_PAGE_SIZE } from "../../../../core/rules/limits";
import { CardsWhenNarrow } from "../../../components/cards-when-narrow";
import { PageNavigator } from "../../../components/page-navigator";
import { PagePending } from "../../../components/page-pending";
import { pageCount, pageFromSearch } from "../../../lib/page-param";
import { paths } from "../../../lib/paths";
import { useStudyByNumber } from "../../studies/api/study";
import { useConversations } from "../api/inbox";

const INBOX_COLUMNS = { name: "Name", newMessages: "New messages", lastReceived: "Last received" } as const;

/** /studies/{studyNum}/inbox (spec 000 §2.11): the study's conversations, the latest received first. */
export function InboxPage() {
  const { studyNum = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search);
  const { synopsis, detail } = useStudyByNumber(studyNum);
  const study = synopsis.data;
  const [name, setName] = useState("");
  const [debouncedName] = useDebouncedValue(name.trim(), 333);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useConversations(study?.id, page, debouncedName, unreadOnly);
  if (!study || !list.data || !detail.data) {
    return <PagePending label="Loading messages" />;
  }
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.study.dashboard(studyNum)} size="sm">
        Back to Study Home
      </Anchor>
      <Title order={1}>{INBOX_TEXTS.title}</Title>
      <Text size="sm">{INBOX_TEXTS.shared}</Text>
      {!detail.data.publishable ? (
        <Alert color="yellow.9" variant="light" role="note">
          <Text size="sm">{INTERESTED_TEXTS.notPublishable}</Text>
        </Alert>
      ) : (
        <>
          <Group align="flex-end">
            <TextInput
              label="Search by name"
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setSearch({ page: "1" });
              }}
            />
            <Checkbox
              label={INBOX_TEXTS.unreadOnly}
              checked={unreadOnly}
              onChange={(event) => {
                setUnreadOnly(event.currentTarget.checked);
                setSearch({ page: "1" });
              }}
              mb={8}
            />
          </Group>
          {list.data.page.length === 0 ? (
            <Text>{INBOX_TEXTS.none}</Text>
          ) : (
            <CardsWhenNarrow>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{INBOX_COLUMNS.name}</Table.Th>
                    <Table.Th>{INBOX_COLUMNS.newMessages}</Table.Th>
                    <Table.Th>{INBOX_COLUMNS.lastReceived}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.page.map((row) => (
                    <Table.Tr key={row.studyVolunteerId}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={paths.study.inboxConversation(studyNum, row.studyVolunteerId)}
                        >
                          {row.firstName} {row.lastName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td data-label={INBOX_COLUMNS.newMessages}>
                        {row.unreadMessageCount > 0 ? (
                          <Badge color="blue.9" variant="filled" tt="none">
                            {INBOX_TEXTS.newMessages(row.unreadMessageCount)}
                          </Badge>
                        ) : (
                          INBOX_TEXTS.noNew
                        )}
                      </Table.Td>
                      <Table.Td data-label={INBOX_COLUMNS.lastReceived}>
                        {dayjs(row.lastReceivedDate).format(DATE_FORMAT)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </CardsWhenNarrow>
          )}
          <PageNavigator
            page={page}
            totalPages={pageCount(list.data.totalCount, CONVERSATION_LIST_PAGE_SIZE)}
            onChange={(next) => setSearch({ page: String(next) })}
          />
        </>
      )}
    </Stack>
  );
}
