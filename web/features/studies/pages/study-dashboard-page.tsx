import { Alert, Group, Stack, Text, Title } from "@mantine/core";
import { useParams } from "react-router";
import type { StudyDetail } from "../../../../core/contracts/studies";
import { daysUntilDeactivation } from "../../../../core/rules/lifecycle";
import { DEACTIVATION_NOTICE_DAYS } from "../../../../core/rules/limits";
import { notices } from "../../../../core/rules/notices";
import { type PostingStatus, postingStatus } from "../../../../core/rules/posting-status";
import { PagePending } from "../../../components/page-pending";
import { formatDate } from "../../../lib/format";
import { useStudyByNumber } from "../api/study";
import { DashboardCards } from "../components/dashboard-cards";
import { LifecycleActions } from "../components/lifecycle-actions";
import { PostingStatusBadge } from "../components/posting-status-badge";
import { StudyLinkCopy } from "../components/study-link-copy";
import { TaggedLink } from "../components/tagged-link";

function dateLine(study: StudyDetail, status: PostingStatus): string {
  if (status.status === "ARCHIVED") return `Archived on ${formatDate(study.archivedDate)}`;
  if (status.status === "ACTIVE") return `Deactivates on ${formatDate(study.postingDeactivationDate)}`;
  if (status.reason === "NOT_MARKED_TO_BE_ACTIVE_NOW")
    return `Deactivated on ${formatDate(study.postingDeactivationDate)}`;
  return "Not activated yet";
}

/** /studies/{studyNum}: the study dashboard (spec 000 §2.4). */
export function StudyDashboardPage() {
  const { studyNum = "" } = useParams();
  const { detail } = useStudyByNumber(studyNum, { followMatching: true });
  // Read on every render: after a lifecycle change the re-read study is judged against the current time.
  const now = Date.now();
  const study = detail.data;
  if (!study) {
    return <PagePending label="Loading study" />;
  }
  const status = postingStatus(study, now);
  const daysLeft =
    study.postingDeactivationDate === null ? null : daysUntilDeactivation(study.postingDeactivationDate, now);
  const showDeactivationNotice =
    status.status === "ACTIVE" && daysLeft !== null && daysLeft <= DEACTIVATION_NOTICE_DAYS;
  return (
    <Stack gap="lg">
      {showDeactivationNotice && (
        <Alert color="blue.9" variant="light" role="status">
          {notices["deactivation-notice"](daysLeft).message}
        </Alert>
      )}
      <Stack gap="xs">
        <Group gap="sm">
          <PostingStatusBadge status={status} />
          <Text c="gray.8">{study.studyNum.toUpperCase()}</Text>
        </Group>
        <Title order={1}>{study.title || study.studyNum.toUpperCase()}</Title>
        <Text>{dateLine(study, status)}</Text>
      </Stack>
      <LifecycleActions study={study} status={status} />
      <StudyLinkCopy link={study.studyLink} />
      <TaggedLink studyLink={study.studyLink} />
      <DashboardCards study={study} />
    </Stack>
  );
}
