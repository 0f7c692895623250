import { Button, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { PanelPending } from "../../../components/panel-pending";
import { useQuestionBank } from "../api/questionnaire";

/** The question bank by category; 'Add' copies a question into the study's questionnaire. */
export function QuestionBankModal(props: {
  busy: boolean;
  onAdd: (bankQuestionId: number) => void;
  onClose: () => void;
}) {
  const bank = useQuestionBank(true);
  return (
    <Modal
      opened
      onClose={props.onClose}
      title="Question bank"
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {!bank.data ? (
        <PanelPending reads={[bank]} label="Loading the question bank" />
      ) : (
        <Stack>
          {bank.data.map((category) => (
            <section key={category.id} aria-labelledby={`bank-category-${category.id}`}>
              <Title order={3} size="h5" id={`bank-category-${category.id}`}>
                {category.name}
              </Title>
              {category.description && (
                <Text size="sm" c="dimmed">
                  {category.description}
                </Text>
              )}
              <Stack gap={4} mt="xs">
                {category.questions.map((question) => (
                  <Group key={question.id} justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm">{question.text}</Text>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={props.busy}
                      aria-label={`Add ${question.text}`}
                      onClick={() => props.onAdd(question.id)}
                    >
                      Add
                    </Button>
                  </Group>
                ))}
              </Stack>
            </section>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
