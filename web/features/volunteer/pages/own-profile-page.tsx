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
import { saveOwnProfile, useOwnProfile, useVolunteerLookups } from "../api/volunteer";
import { YesNoSelect } from "../components/yes-no-select";

type Draft = OwnProfileRead["profile"];
type Errors = Partial<Record<keyof Draft, string>>;

const FREQUENCY_LABELS: Record<(typeof NOTIFICATION_FREQUENCIES)[number], string> = {
  IMMEDIATELY: "At once",
  DAILY: "Daily",
  WEEKLY: "Weekly",
  BI_WEEKLY: "Biweekly",
  MONTHLY: "Monthly",
  NEVER: "Never",
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
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await store(checked.data);
      showNotice({ kind: "success", message: "The profile is saved" });
      await queryClient.invalidateQueries({ queryKey: ["volunteer"] });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      showNotice({ kind: "error", message: "The profile was not saved: check the fields and try again" });
    } finally {
      setBusy(false);
    }
  }

  const select = (label: string, key: keyof Draft, values: readonly LookupValue[] | undefined) => (
    <NativeSelect
      label={label}
      data={[{ value: "", label: "Not answered" }, ...options(values)]}
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
        data={[{ value: "", label: "Not answered" }, ...choices]}
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
            About you
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="First name"
              required
              value={draft.firstName}
              onChange={(e) => set("firstName", e.currentTarget.value)}
              error={errors.firstName}
            />
            <TextInput
              label="Middle name"
              value={draft.middleName ?? ""}
              onChange={(e) => set("middleName", e.currentTarget.value || null)}
            />
            <TextInput
              label="Last name"
              required
              value={draft.lastName}
              onChange={(e) => set("lastName", e.currentTarget.value)}
              error={errors.lastName}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
            <TextInput
              label="Date of birth"
              type="date"
              value={draft.dateOfBirth ?? ""}
              onChange={(e) => set("dateOfBirth", e.currentTarget.value || null)}
              error={errors.dateOfBirth}
            />
            {select("Gender", "genderId", lookups?.GENDER)}
            {choice(
              "Gender identity",
              "genderIdentity",
              "otherGenderIdentity",
              "Your gender identity, in your words",
              GENDER_IDENTITY_CHOICES,
            )}
            {choice(
              "Pronouns",
              "genderPronoun",
              "otherGenderPronoun",
              "Your pronouns, in your words",
              GENDER_PRONOUN_CHOICES,
            )}
            {mayBePregnant && (
              <YesNoSelect
                label="Are you pregnant?"
                value={draft.pregnant}
                onChange={(value) => set("pregnant", value)}
              />
            )}
            {mayBePregnant && draft.pregnant && (
              <TextInput
                label="Estimated due date"
                type="date"
                value={draft.estimatedDueDate ?? ""}
                onChange={(e) => set("estimatedDueDate", e.currentTarget.value || null)}
                error={errors.estimatedDueDate}
              />
            )}
            <MultiSelect
              label="Race"
              data={options(lookups?.RACE)}
              value={draft.raceIds.map(String)}
              onChange={(values) => set("raceIds", values.map(Number))}
            />
            <TextInput
              label="Other race or ethnicity"
              description="If none of the races listed describes you"
              value={draft.otherRace ?? ""}
              onChange={(e) => set("otherRace", e.currentTarget.value || null)}
              error={errors.otherRace}
            />
            {select("English fluency", "englishFluencyId", lookups?.FLUENT_ENGLISH)}
          </SimpleGrid>
        </section>
        <section aria-labelledby="health-heading">
          <Title order={2} size="h4" id="health-heading" mb="xs">
            Your health
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label="Height (feet)"
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
              label="Height (inches)"
              min={0}
              max={11.9}
              value={inches}
              onChange={(value) =>
                set("height", (typeof feet === "number" ? feet * 12 : 0) + (value === "" ? 0 : Number(value)))
              }
            />
            <NumberInput
              label="Weight (lbs)"
              min={0}
              max={500}
              value={draft.weight ?? ""}
              onChange={(value) => set("weight", value === "" ? null : Number(value))}
              error={errors.weight}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
            <MultiSelect
              label="Current conditions"
              searchable
              data={options(lookups?.MEDICAL_CONDITION)}
              value={draft.currentConditionIds.map(String)}
              onChange={(values) => set("currentConditionIds", values.map(Number))}
            />
            <MultiSelect
              label="Past conditions"
              searchable
              data={options(lookups?.MEDICAL_CONDITION)}
              value={draft.pastConditionIds.map(String)}
              onChange={(values) => set("pastConditionIds", values.map(Number))}
            />
            {select("Smoking", "smokingStatusId", lookups?.SMOKING_STATUS)}
            <YesNoSelect
              label="Do you have metal implants?"
              value={draft.hasMetalImplants}
              onChange={(value) => set("hasMetalImplants", value)}
            />
            <YesNoSelect
              label="Willing to change medications?"
              value={draft.willingToChangeMeds}
              onChange={(value) => set("willingToChangeMeds", value)}
            />
            <YesNoSelect
              label="Willing to take experimental drugs?"
              value={draft.willingTakeExpDrugs}
              onChange={(value) => set("willingTakeExpDrugs", value)}
            />
            <YesNoSelect
              label="Parent or guardian of a child under 18?"
              value={draft.parentOrGuardianOfAChild}
              onChange={(value) => set("parentOrGuardianOfAChild", value)}
            />
          </SimpleGrid>
        </section>
        <section aria-labelledby="contact-heading">
          <Title order={2} size="h4" id="contact-heading" mb="xs">
            Contact details
          </Title>
          <Text size="sm" mb="xs">
            A study team sees these only after you show interest in its study.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Phone"
              type="tel"
              autoComplete="tel"
              value={draft.phone ?? ""}
              onChange={(e) => set("phone", e.currentTarget.value || null)}
              error={errors.phone}
            />
            <TextInput
              label="Street address"
              autoComplete="street-address"
              value={draft.streetAddress ?? ""}
              onChange={(e) => set("streetAddress", e.currentTarget.value || null)}
            />
            <TextInput
              label="City"
              autoComplete="address-level2"
              value={draft.city ?? ""}
              onChange={(e) => set("city", e.currentTarget.value || null)}
            />
            <TextInput
              label="State"
              autoComplete="address-level1"
              value={draft.state ?? ""}
              onChange={(e) => set("state", e.currentTarget.value || null)}
            />
            <TextInput
              label="ZIP code"
              autoComplete="postal-code"
              value={draft.zipCode ?? ""}
              onChange={(e) => set("zipCode", e.currentTarget.value || null)}
            />
          </SimpleGrid>
        </section>
        <section aria-labelledby="privacy-heading">
          <Title order={2} size="h4" id="privacy-heading" mb="xs">
            Privacy and e-mail
          </Title>
          <Radio.Group
            label="Which study teams may find me"
            value={draft.visibleToStudyTeams}
            onChange={(value) => set("visibleToStudyTeams", value as Draft["visibleToStudyTeams"])}
          >
            <Stack gap={6} mt={6}>
              <Radio value="ALL_STUDY_TEAMS" label="All study teams whose studies I may suit" />
              <Radio
                value="INTERESTED_STUDY_TEAMS_ONLY"
                label="Only the teams of studies I show interest in"
              />
            </Stack>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
            <NativeSelect
              label="E-mail me about new messages"
              data={NOTIFICATION_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }))}
              value={draft.messageNotificationFrequency}
              onChange={(e) =>
                set(
                  "messageNotificationFrequency",
                  e.currentTarget.value as Draft["messageNotificationFrequency"],
                )
              }
            />
            <NativeSelect
              label="E-mail me about studies for me"
              data={NOTIFICATION_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }))}
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
            Save my profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /volunteer/profile: every field of the volunteer profile (issue 15); each save matches them again. */
export function OwnProfilePage() {
  const profile = useOwnProfile();
  if (!profile.data) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading your profile" />
      </Center>
    );
  }
  return (
    <Stack>
      <Title order={1}>My profile</Title>
      <Text size="sm">
        {profile.data.email}. Every answer is optional: the more you tell, the better studies find you.
      </Text>
      <Text size="sm">
        A parent or guardian?{" "}
        <Anchor component={Link} to={VOLUNTEER_PAGES.lovedOnes} c="blue.9">
          Add and manage your loved ones
        </Anchor>
      </Text>
      <ProfileForm initial={profile.data.profile} save={saveOwnProfile} />
    </Stack>
  );
}
