import { Anchor, Badge, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { STUDY_QA_TEXTS, studyQuestionsAndAnswers } from "../../../../core/rules/screening-questions";
import { unanswered } from "../../../components/page-pending";
import { PanelPending } from "../../../components/panel-pending";
import { paths } from "../../../lib/paths";
import { useParticipantAnswers, useQuestionnaire } from "../../screening-questions/api/questionnaire";

/**
 * 'Study Q/A' of an interested participant (spec 000 §2.8): the study's own questions in order with the
 * volunteer's answers, multi-select answers as tags; without questions, a link to add them.
 */
export function StudyQuestionsAndAnswers(props: { studyId: number; studyNum: string; userId: number }) {
  const questionnaire = useQuestionnaire(props.studyId);
  const answers = useParticipantAnswers(props.studyId, props.userId);
  const rows =
    questionnaire.data && answers.data
      ? studyQuestionsAndAnswers(questionnaire.data.questions, answers.data)
      : [];
  // Not "no questions" for a read that could not reach the server.
  const loading = unanswered(questionnaire) || unanswered(answers);
  return (
    <section aria-labelledby="study-qa">
      <Title order={2} size="h3" id="study-qa" mb="sm">
        {STUDY_QA_TEXTS.title}
      </Title>
      {loading ? (
        <PanelPending reads={[questionnaire, answers]} label="Loading answers" />
      ) : rows.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{STUDY_QA_TEXTS.noQuestions}</Text>
          <Anchor component={Link} to={paths.study.screeningQuestions(props.studyNum)} size="sm">
            {STUDY_QA_TEXTS.addQuestions}
          </Anchor>
        </Stack>
      ) : (
        <Stack gap="md" component="dl" m={0}>
          {rows.map((row) => (
            <div key={row.questionId}>
              <Text component="dt" size="sm" fw={600} c="gray.8">
                {row.question}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ whiteSpace: "pre-wrap" }}>
                {row.answers.length === 0 ? (
                  STUDY_QA_TEXTS.notAnswered
                ) : row.multiSelect ? (
                  <Group component="span" gap={4}>
                    {row.answers.map((answer) => (
                      <Badge key={answer} component="span" variant="outline" color="dark" tt="none">
                        {answer}
                      </Badge>
                    ))}
                  </Group>
                ) : (
                  row.answers.join(", ")
                )}
              </Text>
            </div>
          ))}
        </Stack>
      )}
    </section>
  );
}
