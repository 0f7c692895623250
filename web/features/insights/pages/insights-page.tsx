import "@mantine/charts/styles.css";
import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { daysText } from "../../../../core/rules/funnel";
import { PagePending } from "../../../components/page-pending";
import { paths } from "../../../lib/paths";
import { useStudyByNumber } from "../../studies/api/study";
import { insightsCsvHref, useStudyInsights } from "../api/insights";
import { FunnelSection } from "../components/funnel-section";
import { InterestByWeek } from "../components/interest-by-week";
import { SourceSection } from "../components/source-section";

const medianText = (days: number | null) => (days === null ? "Not yet" : daysText(days));

function Figure(props: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm">{props.label}</Text>
      <Text fw={700} size="xl">
        {props.value}
      </Text>
    </Stack>
  );
}

/**
 * /studies/{studyNum}/insights (issue 29): the funnel, interest per week, how long volunteers wait for
 * the team, and the funnel per src tag; every chart with its table, the figures as CSV. The charts'
 * library (@mantine/charts over Recharts) loads with this page only.
 */
export function InsightsPage() {
  const { studyNum = "" } = useParams();
  const study = useStudyByNumber(studyNum).synopsis.data;
  const insights = useStudyInsights(study?.id);
  if (!study || !insights.data) {
    return <PagePending label="Loading insights" />;
  }
  const { data } = insights;
  return (
    <Stack gap="xl">
      <Anchor component={Link} to={paths.study.dashboard(studyNum)} size="sm">
        Back to Study Home
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Insights</Title>
        <Button component="a" href={insightsCsvHref(study.id)} download variant="default">
          Download figures (CSV)
        </Button>
      </Group>
      <FunnelSection funnel={data.funnel} />
      <Stack gap="sm">
        <Title order={2} size="h3">
          Answering volunteers
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Figure
            label="Median time from interest to your first message"
            value={medianText(data.medianDaysToFirstReply)}
          />
          <Figure
            label="Median time from interest to a decision"
            value={medianText(data.medianDaysToDecision)}
          />
          <Figure
            label={`New participants waiting longer than ${daysText(data.waiting.targetDays)}`}
            value={String(data.waiting.count)}
          />
        </SimpleGrid>
        {data.waiting.count > 0 && (
          <Anchor component={Link} to={paths.study.interested(studyNum, "new")}>
            Answer the waiting participants
          </Anchor>
        )}
      </Stack>
      <InterestByWeek weeks={data.interestByWeek} />
      <SourceSection sources={data.bySource} />
    </Stack>
  );
}
