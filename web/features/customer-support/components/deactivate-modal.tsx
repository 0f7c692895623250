import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { DEACTIVATION_CONFIRMATION_WORD, SUPPORT_TEXTS } from "../../../../core/rules/customer-support";
import { FORM_MESSAGES } from "../../../../core/rules/form-messages";
import { useDeactivationReasons } from "../api/customer-support";

const DeactivationForm = z.object({
  reasonId: z.string().min(1, FORM_MESSAGES.required(SUPPORT_TEXTS.deactivationReason)),
  // mustHaveExactlyValue (spec 001 §5): required when empty, otherwise the exact word.
  confirmation: z
    .string()
    .min(1, FORM_MESSAGES.required("Confirmation"))
    .refine(
      (word) => word === DEACTIVATION_CONFIRMATION_WORD,
      `You must type ${DEACTIVATION_CONFIRMATION_WORD}`,
    ),
});
type DeactivationForm = z.input<typeof DeactivationForm>;

/** Deactivation: a reason from DEACTIVATION_REASON and the typed word DEACTIVATE. */
export function DeactivateModal(props: {
  opened: boolean;
  name: string;
  hasLovedOnes: boolean;
  onClose: () => void;
  onDeactivate: (reasonId: number) => Promise<void>;
}) {
  const reasons = useDeactivationReasons();
  const form = useForm<DeactivationForm>({
    resolver: zodResolver(DeactivationForm),
    defaultValues: { reasonId: "", confirmation: "" },
  });
  const close = () => {
    form.reset();
    props.onClose();
  };
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={`${SUPPORT_TEXTS.deactivate} ${props.name}`}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          await props.onDeactivate(Number(values.reasonId));
          form.reset();
        })}
      >
        <Stack gap="sm">
          {props.hasLovedOnes && <Text size="sm">{SUPPORT_TEXTS.lovedOnesAlsoDeactivated}</Text>}
          <NativeSelect
            label={SUPPORT_TEXTS.deactivationReason}
            required
            data-autofocus
            data={[
              { value: "", label: "Choose a reason" },
              ...(reasons.data ?? []).map((reason) => ({
                value: String(reason.id),
                label: reason.displayText,
              })),
            ]}
            {...form.register("reasonId")}
            error={form.formState.errors.reasonId?.message}
          />
          <TextInput
            label={SUPPORT_TEXTS.typeToConfirm}
            required
            autoComplete="off"
            {...form.register("confirmation")}
            error={form.formState.errors.confirmation?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={form.formState.isSubmitting}>
              {SUPPORT_TEXTS.deactivate}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
