import { List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { VolunteerProfile } from "../../../../core/contracts/volunteer-profile";
import { MATCHED_TEXTS } from "../../../../core/rules/matched-lists";
import {
  ageText,
  describedText,
  frequencyText,
  heightText,
  localToday,
  pregnantText,
  raceText,
  showsPregnancy,
  textOrNotAvailable,
  VISIBILITY_TEXTS,
  weightText,
  yesNoText,
} from "../../../../core/rules/profile-display";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={600} c="gray.8">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

const names = (values: readonly { name: string }[]) =>
  values.length ? values.map((value) => value.name).join(", ") : "N/A";

/**
 * A volunteer's profile (spec 000 §2.6 and §2.8 display rules), with its contact section (the details
 * show once the volunteer has shown interest) and its settings section (visibility and e-mail frequency)
 * as the page asks.
 */
export function VolunteerProfileView({
  profile,
  contact: showContact,
  settings: showSettings,
}: {
  profile: VolunteerProfile;
  contact: boolean;
  settings: boolean;
}) {
  const today = localToday();
  const contact = profile.contactInfo;
  return (
    <Stack gap="lg">
      <section aria-labelledby="profile-health">
        <Title order={2} size="h3" id="profile-health" mb="sm">
          Profile
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Field label="Gender">{textOrNotAvailable(profile.gender?.name)}</Field>
          <Field label="Age">{ageText(profile.dateOfBirth, today)}</Field>
          <Field label="Gender identity">
            {describedText(profile.genderIdentity, profile.otherGenderIdentity)}
          </Field>
          <Field label="Pronouns">{describedText(profile.genderPronoun, profile.otherGenderPronoun)}</Field>
          <Field label="Race">{raceText(profile.race, profile.otherRace)}</Field>
          <Field label="Height">{heightText(profile.height)}</Field>
          <Field label="Weight">{weightText(profile.weight)}</Field>
          <Field label="Smoking status">{textOrNotAvailable(profile.smokingStatus?.name)}</Field>
          <Field label="English fluency">{textOrNotAvailable(profile.englishFluency?.name)}</Field>
          <Field label="Current medical conditions">{names(profile.currentConditions)}</Field>
          <Field label="Past medical conditions">{names(profile.pastConditions)}</Field>
          <Field label="Willing to change medications">{yesNoText(profile.willingToChangeMeds)}</Field>
          <Field label="Willing to take experimental drugs">{yesNoText(profile.willingTakeExpDrugs)}</Field>
          <Field label="Has metal implants">{yesNoText(profile.hasMetalImplants)}</Field>
          <Field label="Parent or guardian of a child under 18">
            {yesNoText(profile.parentOrGuardianOfAChild)}
          </Field>
          {showsPregnancy(profile.gender?.id ?? null) && (
            <>
              <Field label="Pregnant">
                {pregnantText(profile.estimatedDueDate, profile.pregnant, today)}
              </Field>
              <Field label="Estimated due date">{textOrNotAvailable(profile.estimatedDueDate)}</Field>
            </>
          )}
        </SimpleGrid>
      </section>
      {showSettings && (
        <section aria-labelledby="profile-settings">
          <Title order={2} size="h3" id="profile-settings" mb="sm">
            Visibility and email frequency
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Field label="Profile visible to">{VISIBILITY_TEXTS[profile.visibleToStudyTeams]}</Field>
            <Field label="Message emails">{frequencyText(profile.messageNotificationFrequency)}</Field>
            <Field label="Study recommendation emails">
              {frequencyText(profile.recommendationNotificationFrequency)}
            </Field>
          </SimpleGrid>
        </section>
      )}
      {showContact && (
        <section aria-labelledby="profile-contact">
          <Title order={2} size="h3" id="profile-contact" mb="sm">
            Contact information
          </Title>
          {profile.contactInfoHidden ? (
            <Text size="sm">{MATCHED_TEXTS.contactHidden}</Text>
          ) : (
            <List size="sm" listStyleType="none">
              <List.Item>Email: {textOrNotAvailable(contact.email)}</List.Item>
              <List.Item>Phone: {textOrNotAvailable(contact.phone)}</List.Item>
              <List.Item>
                Address:{" "}
                {textOrNotAvailable(
                  [contact.streetAddress, contact.city, contact.state, contact.zipCode]
                    .filter(Boolean)
                    .join(", "),
                )}
              </List.Item>
            </List>
          )}
        </section>
      )}
    </Stack>
  );
}
