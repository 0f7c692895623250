import { Alert, Anchor, Paper, Stack, Table, Title } from "@mantine/core";
import dayjs from "dayjs";
import { Link, Navigate, useParams } from "react-router";
import { DATE_TIME_FORMAT } from "../../../../core/rules/dates";
import { OUTBOX_TEXTS } from "../../../../core/rules/outbox";
import { PagePending } from "../../../components/page-pending";
import { paths } from "../../../lib/paths";
import { useOutboxMail } from "../api/outbox";
import { TextWithLinks } from "../components/text-with-links";

const COLUMNS = OUTBOX_TEXTS.columns;

/** /admin/outbox/{mailId}: one mail as its recipient would read it, while no SMTP server sends mail. */
export function OutboxMailPage() {
  const mailId = Number(useParams().mailId);
  const valid = Number.isInteger(mailId) && mailId > 0;
  const mail = useOutboxMail(valid ? mailId : 0);
  if (!valid || mail.data === null) return <Navigate to={paths.notFound()} replace />;
  if (mail.data === undefined) return <PagePending label="Loading the e-mail" />;
  const back = (
    <Anchor component={Link} to={paths.admin.outbox()} c="blue.9">
      {OUTBOX_TEXTS.back}
    </Anchor>
  );
  if (mail.data === "hidden") {
    return (
      <Stack>
        {back}
        <Title order={1}>{OUTBOX_TEXTS.title}</Title>
        <Alert color="blue" variant="light">
          {OUTBOX_TEXTS.textHidden}
        </Alert>
      </Stack>
    );
  }
  const { subject, toAddress, createdAt, sentAt, textBody } = mail.data;
  return (
    <Stack>
      {back}
      <Title order={1} style={{ overflowWrap: "anywhere" }}>
        {subject}
      </Title>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={110}>{COLUMNS.to}</Table.Th>
            <Table.Td style={{ overflowWrap: "anywhere" }}>{toAddress}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{COLUMNS.written}</Table.Th>
            <Table.Td>{dayjs(createdAt).format(DATE_TIME_FORMAT)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{COLUMNS.sent}</Table.Th>
            <Table.Td>
              {sentAt === null ? OUTBOX_TEXTS.waiting : dayjs(sentAt).format(DATE_TIME_FORMAT)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Paper withBorder p="md">
        <TextWithLinks text={textBody} />
      </Paper>
    </Stack>
  );
}
