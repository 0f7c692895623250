import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { SUPPORT_TEXTS } from "../../../../core/rules/customer-support";
import { paths } from "../../../lib/paths";

const FindByName = z.object({
  lastName: z.string().trim().min(1, SUPPORT_TEXTS.lastNameRequired).max(100),
  firstName: z.string().trim().max(100),
});

/** Find participants by name (spec 001 §5): the last name required, the first name optional. */
export function FindByNameForm() {
  const navigate = useNavigate();
  const form = useForm<z.infer<typeof FindByName>>({
    resolver: zodResolver(FindByName),
    defaultValues: { lastName: "", firstName: "" },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ lastName, firstName }) =>
        navigate(paths.customerSupport.byName(lastName, firstName || undefined)),
      )}
    >
      <Stack gap="xs" maw={420}>
        <TextInput label={SUPPORT_TEXTS.firstNameLabel} {...form.register("firstName")} />
        <TextInput
          label={SUPPORT_TEXTS.lastNameLabel}
          required
          {...form.register("lastName")}
          error={form.formState.errors.lastName?.message}
        />
        <Group>
          <Button type="submit">{SUPPORT_TEXTS.find}</Button>
        </Group>
      </Stack>
    </form>
  );
}
