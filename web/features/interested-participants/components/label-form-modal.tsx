import { zodResolver } from "@hookform/resolvers/zod";
import { Box, Button, Group, Modal, Radio, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { LABEL_DUPLICATED_NAME, LabelBody } from "../../../../core/contracts/labels";
import { LABEL_COLOR_NAMES, LABEL_STYLES, type LabelStyle, labelColor } from "../../../../core/rules/labels";
import { ApiError } from "../../../lib/api-client";
import { saveLabel } from "../api/labels";

/** The label form (spec 000 §5: name and one of ten colours, both required), for a new or an existing label. */
export function LabelFormModal(props: {
  studyId: number;
  /** The label to edit; a new one otherwise. */
  label?: { id: number; name: string; style: string };
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm<LabelBody>({
    resolver: zodResolver(LabelBody),
    defaultValues: { name: props.label?.name ?? "", style: props.label?.style as LabelStyle },
  });
  async function submit(values: LabelBody) {
    try {
      await saveLabel(props.studyId, values, props.label?.id);
      props.onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.code === LABEL_DUPLICATED_NAME) {
        form.setError("name", { message: "A label with this name already exists" });
      } else throw error;
    }
  }
  const title = props.label ? "Edit label" : "Create label";
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={title}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack>
          <TextInput
            label="Label name"
            required
            data-autofocus
            {...form.register("name")}
            error={form.formState.errors.name?.message}
          />
          <Controller
            control={form.control}
            name="style"
            render={({ field, fieldState }) => (
              <Radio.Group
                label="Colour"
                required
                value={field.value ?? null}
                onChange={field.onChange}
                error={fieldState.error?.message}
              >
                <SimpleGrid cols={{ base: 2, sm: 5 }} mt="xs">
                  {LABEL_STYLES.map((style) => (
                    <Radio
                      key={style}
                      value={style}
                      label={
                        <Group gap={6} wrap="nowrap">
                          <Box w={14} h={14} bg={labelColor(style)} style={{ borderRadius: 3 }} aria-hidden />
                          {LABEL_COLOR_NAMES[style]}
                        </Group>
                      }
                    />
                  ))}
                </SimpleGrid>
              </Radio.Group>
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {props.label ? "Save" : "Create label"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
