import { Alert, Anchor, Stack, Table, Text, Title } from "@mantine/core";
import dayjs from "dayjs";
import { Link, useSearchParams } from "react-router";
import type { OutboxMailSummary } from "../../../../core/contracts/outbox";
import { DATE_TIME_FORMAT } from "../../../../core/rules/dates";
import { OUTBOX_PAGE_SIZE, OUTBOX_TEXTS } from "../../../../core/rules/outbox";
import { CardsWhenNarrow } from "../../../components/cards-when-narrow";
import { PageNavigator } from "../../../components/page-navigator";
import { PagePending } from "../../../components/page-pending";
import { pageCount, pageFromSearch } from "../../../lib/page-param";
import { paths } from "../../../lib/paths";
import { useOutbox } from "../api/outbox";

const COLUMNS = OUTBOX_TEXTS.columns;
const time = (value: number) => dayjs(value).format(DATE_TIME_FORMAT);

/**
 * /admin/outbox: the e-mail the app wrote, newest first, each sent or waiting. Without SMTP_URL nobody
 * receives it, so each mail opens here with its text (a volunteer's verification link, a password reset).
 */
export function OutboxPage() {
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search);
  const outbox = useOutbox(page);
  if (!outbox.data) return <PagePending label="Loading the outbox" />;
  const { delivery, waitingCount, totalCount } = outbox.data;
  const subject = (mail: OutboxMailSummary) =>
    delivery === "NONE" ? (
      <Anchor component={Link} to={paths.admin.outboxMail(mail.id)} c="blue.9">
        {mail.subject}
      </Anchor>
    ) : (
      mail.subject
    );
  return (
    <Stack>
      <Title order={1}>{OUTBOX_TEXTS.title}</Title>
      <Alert color={delivery === "NONE" ? "yellow" : "blue"} variant="light">
        <Text size="sm" c="dark.9">
          {delivery === "NONE" ? OUTBOX_TEXTS.noSmtp : OUTBOX_TEXTS.smtp}
        </Text>
      </Alert>
      {totalCount === 0 ? (
        <Text>{OUTBOX_TEXTS.empty}</Text>
      ) : (
        <>
          <Text>{OUTBOX_TEXTS.waitingCount(waitingCount)}</Text>
          {/* With SMTP the rows hold no link: the table's box is then a region a keyboard scrolls. */}
          <CardsWhenNarrow label={delivery === "SMTP" ? OUTBOX_TEXTS.title : undefined}>
            <Table aria-label={OUTBOX_TEXTS.title}>
              <Table.Thead>
                <Table.Tr>
                  {Object.values(COLUMNS).map((column) => (
                    <Table.Th key={column}>{column}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {outbox.data.page.map((mail) => (
                  <Table.Tr key={mail.id}>
                    <Table.Td>{subject(mail)}</Table.Td>
                    <Table.Td data-label={COLUMNS.to} style={{ overflowWrap: "anywhere" }}>
                      {mail.toAddress}
                    </Table.Td>
                    <Table.Td data-label={COLUMNS.written}>{time(mail.createdAt)}</Table.Td>
                    <Table.Td data-label={COLUMNS.sent}>
                      {mail.sentAt === null ? OUTBOX_TEXTS.waiting : time(mail.sentAt)}
                    </Table.Td>
                    <Table.Td data-label={COLUMNS.attempts}>{mail.attempts}</Table.Td>
                    <Table.Td data-label={COLUMNS.lastError} style={{ overflowWrap: "anywhere" }}>
                      {mail.lastError ?? OUTBOX_TEXTS.noError}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </CardsWhenNarrow>
          <PageNavigator
            page={page}
            totalPages={pageCount(totalCount, OUTBOX_PAGE_SIZE)}
            onChange={(next) => setSearch({ page: String(next) })}
          />
        </>
      )}
    </Stack>
  );
}
