import { Modal } from "@mantine/core";
import { INBOX_TEXTS } from "../../../../core/rules/inbox";
import { type ComposedMessage, MessageComposer } from "./message-composer";

/**
 * The composer in a modal, for the participants selected in a list or the one of a profile: names are
 * merged for one participant (`recipient`), kept as tokens for several.
 */
export function MessageModal(props: {
  studyId: number;
  count: number;
  recipient: { firstName: string; lastName: string } | null;
  labels: readonly { id: number; name: string }[];
  onClose: () => void;
  onSend: (message: ComposedMessage) => Promise<boolean | undefined>;
}) {
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={INBOX_TEXTS.messageParticipants(props.count)}
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <MessageComposer
        studyId={props.studyId}
        recipient={props.recipient}
        labels={props.labels}
        heading={false}
        onSend={props.onSend}
      />
    </Modal>
  );
}
