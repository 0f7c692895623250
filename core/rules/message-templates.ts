import { FIRST_NAME_PLACEHOLDER, LAST_NAME_PLACEHOLDER } from "./message-placeholders";

/** The template screens' texts (spec 000 §2.10, §8); where the spec quotes none, ours. */
export const TEMPLATE_TEXTS = {
  listTitle: "Message Templates",
  addLink: "Add Message Template",
  addTitle: "Add Message Template",
  addButton: "Add Template",
  editTitle: "Edit Message Template",
  saveButton: "Save",
  back: "Back to Message Templates",
  addedBy: "Added by",
  none: "This study has no message templates yet.",
  typeLabels: { ASK_IF_INTERESTED: "Ask if interested", MESSAGE: "Message" },
  tokens: `Write ${FIRST_NAME_PLACEHOLDER} and ${LAST_NAME_PLACEHOLDER} where the participant's first and last name should go; each participant receives the message with their own names.`,
  manageAttachments: "Manage attachments",
  refreshAttachments: "Refresh attachments",
  deleteConfirmation:
    "Messages already sent with this template are not affected. Are you sure you want to delete this template?",
  duplicatedName: (name: string) =>
    `A message template with the same name: ${name} already exists. Please use a different name.`,
  missingAttachments:
    "Some of the chosen attachments were deleted. Refresh the list of attachments and choose again.",
  unknownError: "Something went wrong. Please refresh the page and try again",
} as const;
