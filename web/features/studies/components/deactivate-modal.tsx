import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Checkbox, Group, Modal, NumberInput, Stack, Text } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { DeactivateForm } from "../../../../core/contracts/lifecycle-forms";
import { UNKNOWN_ENROLLMENT_NUMBER } from "../../../../core/rules/limits";

/** Deactivate: how many participants enrolled through Recruit, or 'I do not know' (saved as -1). */
export function DeactivateModal(props: {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (enrollmentNumber: number) => void;
}) {
  const form = useForm<DeactivateForm>({
    resolver: zodResolver(DeactivateForm),
    defaultValues: { unknown: false, enrollmentNumber: "" },
  });
  const unknown = form.watch("unknown");
  const submit = form.handleSubmit((values) =>
    props.onSubmit(values.unknown ? UNKNOWN_ENROLLMENT_NUMBER : Number(values.enrollmentNumber)),
  );
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title="Deactivate study"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            Participants will no longer see this study. You can still manage the participants who already
            showed interest.
          </Text>
          <Controller
            control={form.control}
            name="enrollmentNumber"
            render={({ field, fieldState }) => (
              <NumberInput
                label="How many participants did you enroll through Recruit?"
                min={0}
                data-autofocus
                allowDecimal={false}
                allowNegative={false}
                disabled={unknown}
                required={!unknown}
                value={unknown ? "" : (field.value ?? "")}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                error={unknown ? undefined : fieldState.error?.message}
              />
            )}
          />
          <Checkbox
            label="I do not know"
            {...form.register("unknown", {
              onChange: () => {
                // A field that becomes disabled is cleared and not validated (spec 001 §5).
                form.setValue("enrollmentNumber", "");
                form.clearErrors("enrollmentNumber");
              },
            })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={props.busy}>
              Deactivate
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
