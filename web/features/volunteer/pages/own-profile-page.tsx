import {
  Anchor,
  Button,
  Center,
  Group,
  Loader,
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
import { useState } from "react";
import { Link } from "react-router";
import type { LookupValue } from "../../../../core/contracts/reference-data";
import {
  OwnProfile,
  type OwnProfileInput,
  type OwnProfileRead,
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
import { YesNoSelect } from "../components/yes-no-select";
import { issueText } from "../issue-text";

type Draft = OwnProfileRead["profile"];
type Errors = Partial<Record<keyof Draft, string>>;

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

/** Every field of a volunteer profile: one's own, or a loved one's (`save` says whose). */
export function ProfileForm({
  initial,
  save: store,
}: {
  initial: Draft;
  save: (profile: OwnProfileInput) => Promise<unknown>;
}) {
  const lookups = useVolunteerLookups().data;
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const { t, language } = useTranslation();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const pick = (key: keyof Draft) => (value: string) =>
    set(key, (value === "" ? null : Number(value)) as never);
  const mayBePregnant = draft.genderId === GENDER_IDS.FEMALE || draft.genderId === GENDER_IDS.INTERSEX;
  const feet = draft.height === null ? "" : Math.floor(draft.height / 12);
  const inches = draft.height === null ? "" : Math.round((draft.height % 12) * 10) / 10;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const checked = OwnProfile.safeParse(draft);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(
          checked.error.issues.map((issue) => [String(issue.path[0]), issueText(issue, t, language)]),
        ),
      );
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await store(checked.data);
      showNotice({ kind: "success", message: t("profile.saved") });
      await queryClient.invalidateQueries({ queryKey: ["volunteer"] });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      showNotice({ kind: "error", message: t("profile.notSaved") });
    } finally {
      setBusy(false);
    }
  }

  const select = (label: string, key: keyof Draft, values: readonly LookupValue[] | undefined) => (
    <NativeSelect
      label={label}
      data={[{ value: "", label: t("profile.notAnswered") }, ...options(values)]}
      value={draft[key] === null ? "" : String(draft[key])}
      onChange={(event) => pick(key)(event.currentTarget.value)}
      error={errors[key]}
    />
  );

  const choice = (
    label: string,
    key: "genderIdentity" | "genderPronoun",
    otherKey: "otherGenderIdentity" | "otherGenderPronoun",
    otherLabel: string,
    choices: readonly string[],
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
        value={draft[key] ?? ""}
        onChange={(event) => set(key, event.currentTarget.value || null)}
        error={errors[key]}
      />
      {draft[key] === SELF_DESCRIBED && (
        <TextInput
          label={otherLabel}
          value={draft[otherKey] ?? ""}
          onChange={(e) => set(otherKey, e.currentTarget.value || null)}
          error={errors[otherKey]}
        />
      )}
    </>
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
              value={draft.firstName}
              onChange={(e) => set("firstName", e.currentTarget.value)}
              error={errors.firstName}
            />
            <TextInput
              label={t("profile.middleName")}
              value={draft.middleName ?? ""}
              onChange={(e) => set("middleName", e.currentTarget.value || null)}
            />
            <TextInput
              label={t("profile.lastName")}
              required
              value={draft.lastName}
              onChange={(e) => set("lastName", e.currentTarget.value)}
              error={errors.lastName}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
            <TextInput
              label={t("profile.dateOfBirth")}
              type="date"
              value={draft.dateOfBirth ?? ""}
              onChange={(e) => set("dateOfBirth", e.currentTarget.value || null)}
              error={errors.dateOfBirth}
            />
            {select(t("profile.gender"), "genderId", lookups?.GENDER)}
            {choice(
              t("profile.genderIdentity"),
              "genderIdentity",
              "otherGenderIdentity",
              t("profile.genderIdentityOwn"),
              GENDER_IDENTITY_CHOICES,
            )}
            {choice(
              t("profile.pronouns"),
              "genderPronoun",
              "otherGenderPronoun",
              t("profile.pronounsOwn"),
              GENDER_PRONOUN_CHOICES,
            )}
            {mayBePregnant && (
              <YesNoSelect
                label={t("profile.pregnant")}
                value={draft.pregnant}
                onChange={(value) => set("pregnant", value)}
              />
            )}
            {mayBePregnant && draft.pregnant && (
              <TextInput
                label={t("profile.dueDate")}
                type="date"
                value={draft.estimatedDueDate ?? ""}
                onChange={(e) => set("estimatedDueDate", e.currentTarget.value || null)}
                error={errors.estimatedDueDate}
              />
            )}
            <MultiSelect
              label={t("profile.race")}
              data={options(lookups?.RACE)}
              value={draft.raceIds.map(String)}
              onChange={(values) => set("raceIds", values.map(Number))}
            />
            <TextInput
              label={t("profile.otherRace")}
              description={t("profile.otherRaceHint")}
              value={draft.otherRace ?? ""}
              onChange={(e) => set("otherRace", e.currentTarget.value || null)}
              error={errors.otherRace}
            />
            {select(t("profile.englishFluency"), "englishFluencyId", lookups?.FLUENT_ENGLISH)}
          </SimpleGrid>
        </section>
        <section aria-labelledby="health-heading">
          <Title order={2} size="h4" id="health-heading" mb="xs">
            {t("profile.health")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label={t("profile.heightFeet")}
              min={0}
              max={25}
              allowDecimal={false}
              value={feet}
              onChange={(value) =>
                set(
                  "height",
                  value === "" ? null : Number(value) * 12 + (typeof inches === "number" ? inches : 0),
                )
              }
              error={errors.height}
            />
            <NumberInput
              label={t("profile.heightInches")}
              min={0}
              max={11.9}
              value={inches}
              onChange={(value) =>
                set("height", (typeof feet === "number" ? feet * 12 : 0) + (value === "" ? 0 : Number(value)))
              }
            />
            <NumberInput
              label={t("profile.weight")}
              min={0}
              max={500}
              value={draft.weight ?? ""}
              onChange={(value) => set("weight", value === "" ? null : Number(value))}
              error={errors.weight}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
            <MultiSelect
              label={t("profile.currentConditions")}
              searchable
              data={options(lookups?.MEDICAL_CONDITION)}
              value={draft.currentConditionIds.map(String)}
              onChange={(values) => set("currentConditionIds", values.map(Number))}
            />
            <MultiSelect
              label={t("profile.pastConditions")}
              searchable
              data={options(lookups?.MEDICAL_CONDITION)}
              value={draft.pastConditionIds.map(String)}
              onChange={(values) => set("pastConditionIds", values.map(Number))}
            />
            {select(t("profile.smoking"), "smokingStatusId", lookups?.SMOKING_STATUS)}
            <YesNoSelect
              label={t("profile.metalImplants")}
              value={draft.hasMetalImplants}
              onChange={(value) => set("hasMetalImplants", value)}
            />
            <YesNoSelect
              label={t("profile.changeMeds")}
              value={draft.willingToChangeMeds}
              onChange={(value) => set("willingToChangeMeds", value)}
            />
            <YesNoSelect
              label={t("profile.experimentalDrugs")}
              value={draft.willingTakeExpDrugs}
              onChange={(value) => set("willingTakeExpDrugs", value)}
            />
            <YesNoSelect
              label={t("profile.guardian")}
              value={draft.parentOrGuardianOfAChild}
              onChange={(value) => set("parentOrGuardianOfAChild", value)}
            />
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
              value={draft.phone ?? ""}
              onChange={(e) => set("phone", e.currentTarget.value || null)}
              error={errors.phone}
            />
            <TextInput
              label={t("profile.street")}
              autoComplete="street-address"
              value={draft.streetAddress ?? ""}
              onChange={(e) => set("streetAddress", e.currentTarget.value || null)}
            />
            <TextInput
              label={t("profile.city")}
              autoComplete="address-level2"
              value={draft.city ?? ""}
              onChange={(e) => set("city", e.currentTarget.value || null)}
            />
            <TextInput
              label={t("profile.state")}
              autoComplete="address-level1"
              value={draft.state ?? ""}
              onChange={(e) => set("state", e.currentTarget.value || null)}
            />
            <TextInput
              label={t("profile.zip")}
              autoComplete="postal-code"
              value={draft.zipCode ?? ""}
              onChange={(e) => set("zipCode", e.currentTarget.value || null)}
            />
          </SimpleGrid>
        </section>
        <section aria-labelledby="privacy-heading">
          <Title order={2} size="h4" id="privacy-heading" mb="xs">
            {t("profile.privacy")}
          </Title>
          <Radio.Group
            label={t("profile.visibility")}
            value={draft.visibleToStudyTeams}
            onChange={(value) => set("visibleToStudyTeams", value as Draft["visibleToStudyTeams"])}
          >
            <Stack gap={6} mt={6}>
              <Radio value="ALL_STUDY_TEAMS" label={t("profile.visibilityAll")} />
              <Radio value="INTERESTED_STUDY_TEAMS_ONLY" label={t("profile.visibilityInterested")} />
            </Stack>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
            <NativeSelect
              label={t("profile.messageMails")}
              data={NOTIFICATION_FREQUENCIES.map((value) => ({ value, label: t(FREQUENCY_LABELS[value]) }))}
              value={draft.messageNotificationFrequency}
              onChange={(e) =>
                set(
                  "messageNotificationFrequency",
                  e.currentTarget.value as Draft["messageNotificationFrequency"],
                )
              }
            />
            <NativeSelect
              label={t("profile.studyMails")}
              data={NOTIFICATION_FREQUENCIES.map((value) => ({ value, label: t(FREQUENCY_LABELS[value]) }))}
              value={draft.recommendationNotificationFrequency}
              onChange={(e) =>
                set(
                  "recommendationNotificationFrequency",
                  e.currentTarget.value as Draft["recommendationNotificationFrequency"],
                )
              }
            />
          </SimpleGrid>
        </section>
        <Group>
          <Button type="submit" loading={busy}>
            {t("profile.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /volunteer/profile: every field of the volunteer profile (issue 15); each save matches them again. */
export function OwnProfilePage() {
  const profile = useOwnProfile();
  const { t } = useTranslation();
  if (!profile.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t("profile.loading")} />
      </Center>
    );
  }
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
