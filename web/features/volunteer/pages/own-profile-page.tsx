import { zodResolver } from "@hookform/resolvers/zod";
import {
  Anchor,
  Button,
  Group,
  MultiSelect,
  NativeSelect,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { Controller, type ControllerRenderProps, useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import type { LookupValue } from "../../../../core/contracts/reference-data";
import {
  OwnProfile,
  type OwnProfileInput,
  type OwnProfileRead,
  type OwnProfileSaved,
} from "../../../../core/contracts/volunteer-self";
import { GENDER_IDS } from "../../../../core/rules/lookup-ids";
import {
  GENDER_IDENTITY_CHOICES,
  GENDER_PRONOUN_CHOICES,
  SELF_DESCRIBED,
} from "../../../../core/rules/profile-choices";
import { VOLUNTEER_PAGES } from "../../../../core/rules/volunteer-app";
import { NOTIFICATION_FREQUENCIES } from "../../../../core/rules/volunteer-notifications";
import { showNotice } from "../../../components/notice";
import { ApiError } from "../../../lib/api-client";
import { useTranslation } from "../../../lib/i18n";
import { saveOwnProfile, useOwnProfile, useVolunteerLookups } from "../api/volunteer";
import { VolunteerPagePending } from "../components/volunteer-page-pending";
import { YesNoSelect } from "../components/yes-no-select";
import { inLanguage } from "../issue-text";

type Draft = OwnProfileRead["profile"];
/** The fields of free text, or of a choice, that may stay unanswered (null). */
type TextKey = {
  [K in keyof Draft]: [Draft[K]] extends [string | null]
    ? string | null extends Draft[K]
      ? K
      : never
    : never;
}[keyof Draft];
type LookupKey = "genderId" | "englishFluencyId" | "smokingStatusId";
/** The questions answered with several lookup values. */
type SeveralKey = "raceIds" | "currentConditionIds" | "pastConditionIds";
type YesNoKey = {
  [K in keyof Draft]: [Draft[K]] extends [boolean | null] ? K : never;
}[keyof Draft];

/** Each frequency's catalog key. */
const FREQUENCY_LABELS: Record<(typeof NOTIFICATION_FREQUENCIES)[number], string> = {
  IMMEDIATELY: "profile.IMMEDIATELY",
  DAILY: "profile.DAILY",
  WEEKLY: "profile.WEEKLY",
  BI_WEEKLY: "profile.BI_WEEKLY",
  MONTHLY: "profile.MONTHLY",
  NEVER: "profile.NEVER",
};

/**
 * Each gender identity and pronoun choice's catalog key. The answer kept is the choice itself, in English
 * as the study team reads it; a Spanish reader picks "ella" for "she/her".
 */
const CHOICE_LABELS: Record<string, string> = {
  "she/her": "profile.pronounSheHer",
  "he/him": "profile.pronounHeHim",
  "they/them": "profile.pronounTheyThem",
  "she/they": "profile.pronounSheThey",
  "he/they": "profile.pronounHeThey",
  Woman: "profile.identityWoman",
  Man: "profile.identityMan",
  "Non-binary": "profile.identityNonBinary",
  "Transgender woman": "profile.identityTransWoman",
  "Transgender man": "profile.identityTransMan",
  "Genderqueer or gender fluid": "profile.identityGenderqueer",
  "Two-spirit": "profile.identityTwoSpirit",
  Questioning: "profile.identityQuestioning",
  "Prefer not to say": "profile.preferNotToSay",
  "Self-described": "profile.selfDescribed",
};

const options = (values: readonly LookupValue[] | undefined) =>
  (values ?? [])
    .filter((value) => value.visible)
    .map((value) => ({ value: String(value.id), label: value.displayText }));

/** An empty text field is an unanswered question. */
const textOrNull = (value: string) => (value === "" ? null : value);
const idOrNull = (value: string) => (value === "" ? null : Number(value));

/**
 * Every field of a volunteer profile: one's own, or a loved one's (`save` says whose). A refused save
 * shows each field's error beside it and takes the focus to the first (react-hook-form's
 * `shouldFocusError`): on a phone the first error is often a screen above the button.
 */
export function ProfileForm({
  initial,
  save: store,
}: {
  initial: Draft;
  save: (profile: OwnProfileInput) => Promise<unknown>;
}) {
  const lookups = useVolunteerLookups().data;
  const queryClient = useQueryClient();
  const { t, language } = useTranslation();
  // The form holds the profile as it was read, its choices typed as text; the contract checks them.
  const contract = OwnProfile as z.ZodType<OwnProfileSaved, Draft>;
  const form = useForm<Draft, unknown, OwnProfileSaved>({
    resolver: inLanguage(zodResolver(contract), contract, t, language),
    defaultValues: initial,
  });
  const errors = form.formState.errors;
  const [genderId, pregnant, genderIdentity, genderPronoun] = form.watch([
    "genderId",
    "pregnant",
    "genderIdentity",
    "genderPronoun",
  ]);
  const mayBePregnant = genderId === GENDER_IDS.FEMALE || genderId === GENDER_IDS.INTERSEX;
  const text = (key: TextKey) => form.register(key, { setValueAs: textOrNull });

  const save = form.handleSubmit(async (profile) => {
    try {
      await store(profile);
      showNotice({ kind: "success", message: t("profile.saved") });
      await queryClient.invalidateQueries({ queryKey: ["volunteer"] });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      showNotice({ kind: "error", message: t("profile.notSaved") });
    }
  });

  // Controlled: the lookups' options may arrive after the form, and the saved choice must show then.
  const select = (label: string, key: LookupKey, values: readonly LookupValue[] | undefined) => (
    <Controller
      control={form.control}
      name={key}
      render={({ field }) => (
        <NativeSelect
          ref={field.ref}
          label={label}
          data={[{ value: "", label: t("profile.notAnswered") }, ...options(values)]}
          value={field.value === null ? "" : String(field.value)}
          onChange={(event) => field.onChange(idOrNull(event.currentTarget.value))}
          onBlur={field.onBlur}
          error={errors[key]?.message}
        />
      )}
    />
  );

  const yesNo = (label: string, key: YesNoKey) => (
    <Controller
      control={form.control}
      name={key}
      render={({ field }) => <YesNoSelect label={label} value={field.value} onChange={field.onChange} />}
    />
  );

  // The conditions' list is long: it is searched; the races' is not.
  const several = (label: string, key: SeveralKey, values: readonly LookupValue[] | undefined) => (
    <Controller
      control={form.control}
      name={key}
      render={({ field }) => (
        <MultiSelect
          ref={field.ref}
          label={label}
          searchable={key !== "raceIds"}
          data={options(values)}
          value={field.value.map(String)}
          onChange={(values) => field.onChange(values.map(Number))}
          error={errors[key]?.message}
        />
      )}
    />
  );

  const choice = (
    label: string,
    key: "genderIdentity" | "genderPronoun",
    otherKey: "otherGenderIdentity" | "otherGenderPronoun",
    otherLabel: string,
    choices: readonly string[],
    chosen: string | null,
  ) => (
    <>
      <NativeSelect
        label={label}
        data={[
          { value: "", label: t("profile.notAnswered") },
          ...choices.map((choice) => ({
            value: choice,
            label: CHOICE_LABELS[choice] ? t(CHOICE_LABELS[choice] as string) : choice,
          })),
        ]}
        {...text(key)}
        error={errors[key]?.message}
      />
      {chosen === SELF_DESCRIBED && (
        <TextInput label={otherLabel} {...text(otherKey)} error={errors[otherKey]?.message} />
      )}
    </>
  );

  const frequency = (
    label: string,
    key: "messageNotificationFrequency" | "recommendationNotificationFrequency",
  ) => (
    <NativeSelect
      label={label}
      data={NOTIFICATION_FREQUENCIES.map((value) => ({ value, label: t(FREQUENCY_LABELS[value]) }))}
      {...form.register(key)}
      error={errors[key]?.message}
    />
  );

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="xl">
        <section aria-labelledby="about-heading">
          <Title order={2} size="h4" id="about-heading" mb="xs">
            {t("profile.about")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t("profile.firstName")}
              required
              {...form.register("firstName")}
              error={errors.firstName?.message}
            />
            <TextInput
              label={t("profile.middleName")}
              {...text("middleName")}
              error={errors.middleName?.message}
            />
            <TextInput
              label={t("profile.lastName")}
              required
              {...form.register("lastName")}
              error={errors.lastName?.message}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
            <TextInput
              label={t("profile.dateOfBirth")}
              type="date"
              {...text("dateOfBirth")}
              error={errors.dateOfBirth?.message}
            />
            {select(t("profile.gender"), "genderId", lookups?.GENDER)}
            {choice(
              t("profile.genderIdentity"),
              "genderIdentity",
              "otherGenderIdentity",
              t("profile.genderIdentityOwn"),
              GENDER_IDENTITY_CHOICES,
              genderIdentity,
            )}
            {choice(
              t("profile.pronouns"),
              "genderPronoun",
              "otherGenderPronoun",
              t("profile.pronounsOwn"),
              GENDER_PRONOUN_CHOICES,
              genderPronoun,
            )}
            {mayBePregnant && yesNo(t("profile.pregnant"), "pregnant")}
            {mayBePregnant && pregnant && (
              <TextInput
                label={t("profile.dueDate")}
                type="date"
                {...text("estimatedDueDate")}
                error={errors.estimatedDueDate?.message}
              />
            )}
            {several(t("profile.race"), "raceIds", lookups?.RACE)}
            <TextInput
              label={t("profile.otherRace")}
              description={t("profile.otherRaceHint")}
              {...text("otherRace")}
              error={errors.otherRace?.message}
            />
            {select(t("profile.englishFluency"), "englishFluencyId", lookups?.FLUENT_ENGLISH)}
          </SimpleGrid>
        </section>
        <section aria-labelledby="health-heading">
          <Title order={2} size="h4" id="health-heading" mb="xs">
            {t("profile.health")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Controller
              control={form.control}
              name="height"
              render={({ field }) => <HeightInputs field={field} error={errors.height?.message} />}
            />
            <Controller
              control={form.control}
              name="weight"
              render={({ field }) => (
                <NumberInput
                  ref={field.ref}
                  label={t("profile.weight")}
                  min={0}
                  max={500}
                  value={field.value ?? ""}
                  onChange={(value) => field.onChange(value === "" ? null : Number(value))}
                  error={errors.weight?.message}
                />
              )}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
            {several(t("profile.currentConditions"), "currentConditionIds", lookups?.MEDICAL_CONDITION)}
            {several(t("profile.pastConditions"), "pastConditionIds", lookups?.MEDICAL_CONDITION)}
            {select(t("profile.smoking"), "smokingStatusId", lookups?.SMOKING_STATUS)}
            {yesNo(t("profile.metalImplants"), "hasMetalImplants")}
            {yesNo(t("profile.changeMeds"), "willingToChangeMeds")}
            {yesNo(t("profile.experimentalDrugs"), "willingTakeExpDrugs")}
            {yesNo(t("profile.guardian"), "parentOrGuardianOfAChild")}
          </SimpleGrid>
        </section>
        <section aria-labelledby="contact-heading">
          <Title order={2} size="h4" id="contact-heading" mb="xs">
            {t("profile.contact")}
          </Title>
          <Text size="sm" mb="xs">
            {t("profile.contactHint")}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("profile.phone")}
              type="tel"
              autoComplete="tel"
              {...text("phone")}
              error={errors.phone?.message}
            />
            <TextInput
              label={t("profile.street")}
              autoComplete="street-address"
              {...text("streetAddress")}
              error={errors.streetAddress?.message}
            />
            <TextInput
              label={t("profile.city")}
              autoComplete="address-level2"
              {...text("city")}
              error={errors.city?.message}
            />
            <TextInput
              label={t("profile.state")}
              autoComplete="address-level1"
              {...text("state")}
              error={errors.state?.message}
            />
            <TextInput
              label={t("profile.zip")}
              autoComplete="postal-code"
              {...text("zipCode")}
              error={errors.zipCode?.message}
            />
          </SimpleGrid>
        </section>
        <section aria-labelledby="privacy-heading">
          <Title order={2} size="h4" id="privacy-heading" mb="xs">
            {t("profile.privacy")}
          </Title>
          <Controller
            control={form.control}
            name="visibleToStudyTeams"
            render={({ field }) => (
              <Radio.Group
                label={t("profile.visibility")}
                value={field.value}
                onChange={(value) => field.onChange(value as Draft["visibleToStudyTeams"])}
              >
                <Stack gap={6} mt={6}>
                  <Radio value="ALL_STUDY_TEAMS" label={t("profile.visibilityAll")} />
                  <Radio value="INTERESTED_STUDY_TEAMS_ONLY" label={t("profile.visibilityInterested")} />
                </Stack>
              </Radio.Group>
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
            {frequency(t("profile.messageMails"), "messageNotificationFrequency")}
            {frequency(t("profile.studyMails"), "recommendationNotificationFrequency")}
          </SimpleGrid>
        </section>
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t("profile.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The height, kept in inches, asked as feet and inches; an error of it shows under the feet. */
function HeightInputs({
  field,
  error,
}: {
  field: ControllerRenderProps<Draft, "height">;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const height = field.value;
  const feet = height === null ? "" : Math.floor(height / 12);
  const inches = height === null ? "" : Math.round((height % 12) * 10) / 10;
  return (
    <>
      <NumberInput
        ref={field.ref}
        label={t("profile.heightFeet")}
        min={0}
        max={25}
        allowDecimal={false}
        value={feet}
        onChange={(value) =>
          field.onChange(value === "" ? null : Number(value) * 12 + (typeof inches === "number" ? inches : 0))
        }
        error={error}
      />
      <NumberInput
        label={t("profile.heightInches")}
        min={0}
        max={11.9}
        value={inches}
        onChange={(value) =>
          field.onChange((typeof feet === "number" ? feet * 12 : 0) + (value === "" ? 0 : Number(value)))
        }
      />
    </>
  );
}

/** /volunteer/profile: every field of the volunteer profile (issue 15); each save matches them again. */
export function OwnProfilePage() {
  const profile = useOwnProfile();
  const { t } = useTranslation();
  if (!profile.data) return <VolunteerPagePending label={t("profile.loading")} />;
  return (
    <Stack>
      <Title order={1}>{t("profile.title")}</Title>
      <Text size="sm">{t("profile.intro", { email: profile.data.email })}</Text>
      <Text size="sm">
        {t("profile.guardianQuestion")}{" "}
        <Anchor component={Link} to={VOLUNTEER_PAGES.lovedOnes} c="blue.9">
          {t("profile.lovedOnesLink")}
        </Anchor>
      </Text>
      <ProfileForm initial={profile.data.profile} save={saveOwnProfile} />
    </Stack>
  );
}
