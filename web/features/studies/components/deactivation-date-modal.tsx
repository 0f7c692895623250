import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import dayjs from "dayjs";
import { Controller, useForm } from "react-hook-form";
import { type DeactivationDateForm, deactivationDateForm } from "../../../../core/contracts/lifecycle-forms";
import { DATE_FORMAT, DAY_VALUE_FORMAT } from "../../../../core/rules/dates";

/**
 * Picks a deactivation date (MM/DD/YYYY, tomorrow or later) for Activate and Edit deactivation date.
 * The study deactivates at the start of the chosen day in the user's time zone.
 */
export function DeactivationDateModal(props: {
  opened: boolean;
  title: string;
  intro: string;
  submitLabel: string;
  initialDate?: number | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (deactivationDate: number) => void;
}) {
  const tomorrow = dayjs().add(1, "day").format(DAY_VALUE_FORMAT);
  const form = useForm<DeactivationDateForm>({
    resolver: zodResolver(deactivationDateForm(tomorrow)),
    values: { deactivationDate: props.initialDate ? dayjs(props.initialDate).format(DAY_VALUE_FORMAT) : "" },
  });
  const submit = form.handleSubmit(({ deactivationDate }) =>
    props.onSubmit(dayjs(deactivationDate).startOf("day").valueOf()),
  );
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{props.intro}</Text>
          <Controller
            control={form.control}
            name="deactivationDate"
            render={({ field, fieldState }) => (
              <DateInput
                label="Deactivation date"
                placeholder={DATE_FORMAT}
                valueFormat={DATE_FORMAT}
                minDate={tomorrow}
                required
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? "")}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                popoverProps={{ withinPortal: true }}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={props.busy}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
