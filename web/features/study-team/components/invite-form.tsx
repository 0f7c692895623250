import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "react-hook-form";
import { TeamInviteBody } from "../../../../core/contracts/study-team";
import { TEAM_TEXTS } from "../../../../core/rules/study-team";

/**
 * The invite form (spec 001 §5): name and a valid e-mail; it empties once the invitation is sent. A
 * team member by default; customer support invites study importers with it too.
 */
export function InviteForm(props: {
  onInvite: (invite: TeamInviteBody) => Promise<boolean>;
  heading?: string;
}) {
  const form = useForm<TeamInviteBody>({
    resolver: zodResolver(TeamInviteBody),
    defaultValues: { name: "", email: "" },
  });
  return (
    <section aria-labelledby="invite-heading">
      <Title order={2} size="h4" id="invite-heading" mb="xs">
        {props.heading ?? TEAM_TEXTS.invite}
      </Title>
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          if (await props.onInvite(values)) form.reset({ name: "", email: "" });
        })}
      >
        <Stack gap="xs" maw={480}>
          <TextInput
            label="Name"
            required
            {...form.register("name")}
            error={form.formState.errors.name?.message}
          />
          <TextInput
            label="Email"
            type="email"
            required
            {...form.register("email")}
            error={form.formState.errors.email?.message}
          />
          <Group>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {TEAM_TEXTS.inviteButton}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
