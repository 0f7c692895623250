import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { isValidEmail } from "../../../../core/contracts/study-information";
import { SUPPORT_TEXTS } from "../../../../core/rules/customer-support";
import { FORM_MESSAGES } from "../../../../core/rules/form-messages";
import { notices } from "../../../../core/rules/notices";
import { showNotice } from "../../../components/notice";
import { paths } from "../../../lib/paths";
import { findParticipantByEmail } from "../api/customer-support";

/** The by-email notice's id: one shows at a time, and it goes once the search page is left. */
export const NOT_FOUND_BY_EMAIL = "customer-support-not-find-participant-by-email";

const FindByEmail = z.object({
  email: z
    .string()
    .trim()
    .min(1, FORM_MESSAGES.required(SUPPORT_TEXTS.emailLabel))
    .refine(isValidEmail, FORM_MESSAGES.email(SUPPORT_TEXTS.emailLabel)),
});

/** Find a participant by e-mail (spec 001 §5): required and valid; none found shows the by-email notice. */
export function FindByEmailForm() {
  const navigate = useNavigate();
  const form = useForm<z.infer<typeof FindByEmail>>({
    resolver: zodResolver(FindByEmail),
    defaultValues: { email: "" },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async ({ email }) => {
        const userId = await findParticipantByEmail(email);
        if (userId === null)
          showNotice(notices["customer-support-not-find-participant-by-email"](), { id: NOT_FOUND_BY_EMAIL });
        else navigate(paths.customerSupport.participant(userId));
      })}
    >
      <Stack gap="xs" maw={420}>
        <TextInput
          label={SUPPORT_TEXTS.emailLabel}
          type="email"
          required
          {...form.register("email")}
          error={form.formState.errors.email?.message}
        />
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {SUPPORT_TEXTS.find}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
