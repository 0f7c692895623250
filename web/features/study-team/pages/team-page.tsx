import { Stack, Tabs, Text, Title } from "@mantine/core";
import { useLocation, useNavigate, useParams } from "react-router";
import { TEAM_TEXTS } from "../../../../core/rules/study-team";
import { PagePending } from "../../../components/page-pending";
import { paths } from "../../../lib/paths";
import { useStudyByNumber } from "../../studies/api/study";
import { NotificationSettingsPanel } from "../components/notification-settings-panel";
import { TeamAccessPanel } from "../components/team-access-panel";

/**
 * /studies/{studyNum}/team-access and /notifications (spec 001 §2): two tabs, 'Study Team Access' and
 * 'Email Notifications', the path choosing which is open.
 */
export function TeamPage() {
  const { studyNum = "" } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const study = useStudyByNumber(studyNum).detail.data;
  const tab = location.pathname.includes("team-access") ? "access" : "notifications";
  if (!study) {
    return <PagePending label="Loading the study team" />;
  }
  return (
    <Stack gap="md">
      <Title order={1}>Study Team</Title>
      <Text size="sm" c="gray.8">
        {study.studyNum.toUpperCase()}
      </Text>
      <Tabs
        value={tab}
        onChange={(value) =>
          navigate(
            value === "access" ? paths.study.teamAccess(studyNum) : paths.study.notifications(studyNum),
          )
        }
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="access">{TEAM_TEXTS.tabs.access}</Tabs.Tab>
          <Tabs.Tab value="notifications">{TEAM_TEXTS.tabs.notifications}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="access" pt="md">
          <TeamAccessPanel studyId={study.id} />
        </Tabs.Panel>
        <Tabs.Panel value="notifications" pt="md">
          <NotificationSettingsPanel studyId={study.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
