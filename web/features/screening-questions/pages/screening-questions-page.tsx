import { Alert, Button, Group, Menu, Paper, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import type { Questionnaire, ScreeningQuestion } from "../../../../core/contracts/screening-questions";
import { postingStatus } from "../../../../core/rules/posting-status";
import {
  CHOICE_INPUT_TYPES,
  QUESTION_INPUT_TYPES,
  type QuestionInputType,
  SCREENING_TEXTS,
} from "../../../../core/rules/screening-questions";
import { ConfirmModal } from "../../../components/confirm-modal";
import { PagePending, unanswered } from "../../../components/page-pending";
import { paths } from "../../../lib/paths";
import { useStudyByNumber } from "../../studies/api/study";
import {
  addBankQuestion,
  addQuestion,
  deleteQuestion,
  moveQuestion,
  type QuestionnaireWrite,
  questionnaireKeys,
  updateQuestion,
  useQuestionnaire,
} from "../api/questionnaire";
import { NotSavedModal } from "../components/not-saved-modal";
import { QuestionBankModal } from "../components/question-bank-modal";
import { QuestionCard } from "../components/question-card";
import { QuestionForm } from "../components/question-form";

type Editing =
  | { kind: "new"; inputType: QuestionInputType }
  | { kind: "edit"; question: ScreeningQuestion }
  | null;

/**
 * /studies/{studyNum}/screening-questions (spec 001 §2, §4): the questions in order, a picker to add one
 * by type or from the bank, edit, move, delete, and Done back to the study home. Nothing can change
 * while the study is active. A write refused or made from a stale version opens 'Your changes were not
 * saved'; OK reads the questions again.
 */
export function ScreeningQuestionsPage() {
  const { studyNum = "" } = useParams();
  const study = useStudyByNumber(studyNum).detail.data;
  const questionnaire = useQuestionnaire(study?.id);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ScreeningQuestion | null>(null);
  const [bankOpen, setBankOpen] = useState(false);
  const [notSaved, setNotSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!study || unanswered(questionnaire)) {
    return <PagePending label="Loading questions" />;
  }
  const studyId = study.id;
  const locked = postingStatus(study, Date.now()).status === "ACTIVE";
  const questions = questionnaire.data?.questions ?? [];
  const version = questionnaire.data?.version ?? 0;
  const key = questionnaireKeys.study(studyId);

  /** Runs a write: its answer becomes the list; a refusal opens the dialog. */
  async function apply(write: () => Promise<QuestionnaireWrite>): Promise<boolean> {
    setBusy(true);
    try {
      const result = await write();
      if (result === "not-saved") {
        setNotSaved(true);
        return false;
      }
      queryClient.setQueryData<Questionnaire | null>(key, result);
      return true;
    } finally {
      setBusy(false);
    }
  }

  async function reload() {
    setNotSaved(false);
    setEditing(null);
    setDeleting(null);
    await queryClient.invalidateQueries({ queryKey: key });
  }

  const form = editing && (
    <Paper withBorder p="md">
      <QuestionForm
        key={editing.kind === "edit" ? editing.question.id : `new-${editing.inputType}`}
        heading={
          editing.kind === "edit"
            ? "Edit question"
            : `New question: ${SCREENING_TEXTS.inputTypeNames[editing.inputType]}`
        }
        answered={editing.kind === "edit" && editing.question.answerCount > 0}
        initial={
          editing.kind === "edit"
            ? {
                text: editing.question.text,
                helpText: editing.question.helpText ?? "",
                required: editing.question.required,
                inputType: editing.question.inputType,
                options: editing.question.options.map((option) => ({ id: option.id, text: option.text })),
              }
            : {
                text: "",
                helpText: "",
                required: false,
                inputType: editing.inputType,
                options: CHOICE_INPUT_TYPES.includes(editing.inputType)
                  ? [
                      { id: 0, text: "" },
                      { id: 0, text: "" },
                    ]
                  : [],
              }
        }
        onCancel={() => setEditing(null)}
        onSave={async (values) => {
          const saved = await apply(() =>
            editing.kind === "edit"
              ? updateQuestion(studyId, editing.question.id, version, values)
              : addQuestion(studyId, version, values),
          );
          if (saved) setEditing(null);
        }}
      />
    </Paper>
  );

  return (
    <Stack gap="md">
      <Title order={1}>{SCREENING_TEXTS.title}</Title>
      <Text size="sm" c="gray.8">
        {study.studyNum.toUpperCase()}
      </Text>
      {locked && <Alert color="yellow">{SCREENING_TEXTS.lockedActive}</Alert>}
      {questions.length === 0 ? (
        <Text>{SCREENING_TEXTS.none}</Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: "none" }} aria-label="Questions">
          {questions.map((question, index) =>
            editing?.kind === "edit" && editing.question.id === question.id ? (
              <li key={question.id}>{form}</li>
            ) : (
              <QuestionCard
                key={question.id}
                question={question}
                position={index + 1}
                count={questions.length}
                locked={locked}
                busy={busy || editing !== null}
                onEdit={() => setEditing({ kind: "edit", question })}
                onMove={(delta) =>
                  apply(() => moveQuestion(studyId, question.id, version, question.orderNum + delta))
                }
                onDelete={() => setDeleting(question)}
              />
            ),
          )}
        </Stack>
      )}
      {editing?.kind === "new" && form}
      <Group justify="space-between">
        {!locked ? (
          <Menu position="bottom-start">
            <Menu.Target>
              <Button disabled={busy || editing !== null}>{SCREENING_TEXTS.addQuestion}</Button>
            </Menu.Target>
            <Menu.Dropdown>
              {QUESTION_INPUT_TYPES.map((inputType, index) => (
                <Menu.Item
                  key={inputType}
                  data-autofocus={index === 0 || undefined}
                  onClick={() => setEditing({ kind: "new", inputType })}
                >
                  {SCREENING_TEXTS.inputTypeNames[inputType]}
                </Menu.Item>
              ))}
              <Menu.Divider />
              <Menu.Item onClick={() => setBankOpen(true)}>From the question bank</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : (
          <span />
        )}
        <Button component={Link} to={paths.study.dashboard(studyNum)} variant="default">
          {SCREENING_TEXTS.done}
        </Button>
      </Group>
      {bankOpen && (
        <QuestionBankModal
          busy={busy}
          onClose={() => setBankOpen(false)}
          onAdd={async (bankQuestionId) => {
            if (await apply(() => addBankQuestion(studyId, version, bankQuestionId))) setBankOpen(false);
          }}
        />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title="Delete question"
        text="The question and the participants' answers to it will be deleted. Are you sure you want to delete this question?"
        confirmLabel="Delete"
        danger
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          const question = deleting;
          if (question && (await apply(() => deleteQuestion(studyId, question.id, version))))
            setDeleting(null);
        }}
      />
      {notSaved && <NotSavedModal onOk={reload} />}
    </Stack>
  );
}
