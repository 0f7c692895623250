import { zodResolver } from "@hookform/resolvers/zod";
import { Anchor, Button, Group, List, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link, Navigate, useParams } from "react-router";
import { NewLovedOne } from "../../../../core/contracts/volunteer-self";
import { VOLUNTEER_PAGES } from "../../../../core/rules/volunteer-app";
import { showNotice } from "../../../components/notice";
import { ApiError } from "../../../lib/api-client";
import { useTranslation } from "../../../lib/i18n";
import { addLovedOne, saveLovedOneProfile, useLovedOneProfile, useLovedOnes } from "../api/volunteer";
import { VolunteerPagePending } from "../components/volunteer-page-pending";
import { inLanguage } from "../issue-text";
import { ProfileForm } from "./own-profile-page";

/** /volunteer/loved-ones: a parent's or guardian's children under 18, each with their own profile. */
export function LovedOnesPage() {
  const lovedOnes = useLovedOnes();
  const queryClient = useQueryClient();
  const { t, language } = useTranslation();
  const form = useForm<NewLovedOne>({
    resolver: inLanguage(zodResolver(NewLovedOne), NewLovedOne, t, language),
    defaultValues: { firstName: "", lastName: "", dateOfBirth: "" },
  });
  const errors = form.formState.errors;
  return (
    <Stack gap="lg">
      <Title order={1}>{t("lovedOnes.title")}</Title>
      <Text>{t("lovedOnes.intro")}</Text>
      {lovedOnes.data && lovedOnes.data.length > 0 && (
        <List aria-label={t("lovedOnes.list")}>
          {lovedOnes.data.map((lovedOne) => (
            <List.Item key={lovedOne.userId}>
              <Anchor component={Link} to={`${VOLUNTEER_PAGES.lovedOnes}/${lovedOne.userId}`} c="blue.9">
                {lovedOne.firstName} {lovedOne.lastName}
              </Anchor>
              {lovedOne.enabled ? "" : t("lovedOnes.closed")}
            </List.Item>
          ))}
        </List>
      )}
      <section aria-labelledby="add-loved-one">
        <Title order={2} size="h4" id="add-loved-one" mb="xs">
          {t("lovedOnes.add")}
        </Title>
        <form
          noValidate
          onSubmit={form.handleSubmit(async (values) => {
            await addLovedOne(values);
            showNotice({ kind: "success", message: t("lovedOnes.added", { name: values.firstName }) });
            form.reset();
            await queryClient.invalidateQueries({ queryKey: ["volunteer", "loved-ones"] });
          })}
        >
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={t("lovedOnes.firstName")}
                required
                {...form.register("firstName")}
                error={errors.firstName?.message}
              />
              <TextInput
                label={t("lovedOnes.lastName")}
                required
                {...form.register("lastName")}
                error={errors.lastName?.message}
              />
              <TextInput
                label={t("lovedOnes.dateOfBirth")}
                type="date"
                required
                {...form.register("dateOfBirth")}
                error={errors.dateOfBirth?.message}
              />
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t("lovedOnes.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      </section>
    </Stack>
  );
}

/** /volunteer/loved-ones/{id}: a loved one's profile, kept by the parent. */
export function LovedOneProfilePage() {
  const lovedOneId = Number(useParams().lovedOneId);
  const profile = useLovedOneProfile(lovedOneId);
  const { t } = useTranslation();
  if (profile.error instanceof ApiError) return <Navigate to={VOLUNTEER_PAGES.notFound} replace />;
  if (!profile.data) return <VolunteerPagePending label={t("lovedOnes.loading")} />;
  return (
    <Stack>
      <Anchor component={Link} to={VOLUNTEER_PAGES.lovedOnes} size="sm" c="blue.9">
        {t("lovedOnes.back")}
      </Anchor>
      <Title order={1}>
        {t("lovedOnes.profileOf", {
          name: `${profile.data.profile.firstName} ${profile.data.profile.lastName}`,
        })}
      </Title>
      <ProfileForm initial={profile.data.profile} save={(draft) => saveLovedOneProfile(lovedOneId, draft)} />
    </Stack>
  );
}
