import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import { Link, Navigate } from "react-router";
import { paths } from "../../../lib/paths";
import { useAddStudy } from "./add-study-flow";

/** The study-added confirmation with its next steps (spec 001 §2). */
export function AddStudyAddedPage() {
  const { state } = useAddStudy();
  const studyNum = state.createdStudyNum;
  if (!studyNum) return <Navigate to={paths.addStudy.number()} replace />;
  const link = (to: string, text: string) => (
    <List.Item>
      <Anchor component={Link} to={to} c="blue.9">
        {text}
      </Anchor>
    </List.Item>
  );
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>Your study has been added</Title>
      <Text>
        {studyNum} is saved and inactive: volunteers cannot see it until you activate it from the study home.
      </Text>
      <Title order={2} size="h3">
        Next steps
      </Title>
      <List spacing="xs">
        {link(paths.study.screeningQuestions(studyNum), "Add screening questions")}
        {link(paths.study.teamAccess(studyNum), "Give your team access")}
        {link(paths.study.notifications(studyNum), "Set up email notifications")}
        {link(paths.study.dashboard(studyNum), "Go to the study home")}
        {link(paths.studies.current(), "Go to your current studies")}
      </List>
    </Stack>
  );
}

/** Someone else added the same number first (create answered 409). */
export function AddStudyAlreadyAddedPage() {
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>Uh-oh, someone else already added this study</Title>
      <Text>The study was added by another member of its team while you were filling in the form.</Text>
      <Anchor component={Link} to={paths.studies.current()} c="blue.9">
        Back to your studies
      </Anchor>
    </Stack>
  );
}
