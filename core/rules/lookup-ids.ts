/** The 13 lookup types of spec 001 §3. */
export const LOOKUP_TYPES = [
  "STUDY_DEPARTMENT",
  "STUDY_LOCATION",
  "SMOKING_STATUS",
  "PARTICIPANT_TYPE",
  "RACE",
  "BOOLEAN",
  "DEACTIVATION_REASON",
  "GENDER",
  "FLUENT_ENGLISH",
  "MEDICAL_CONDITION",
  "LEARNED_ABOUT_WEBSITE_FROM",
  "NOTIFICATION_FREQUENCY",
  "NOTIFICATION_SETTING",
] as const;
export type LookupType = (typeof LOOKUP_TYPES)[number];

/**
 * Lists read in alphabetical order of the reader's language (a long list one scans for a name); the other
 * types keep their published order, which means something (never, daily, weekly; yes before no).
 */
export const ALPHABETICAL_LOOKUP_TYPES: readonly LookupType[] = ["MEDICAL_CONDITION", "STUDY_DEPARTMENT"];

/** The preset offersCompensation option (FALSE) of a new study. */
export const BOOLEAN_FALSE_ID = 260000;
export const BOOLEAN_TRUE_ID = 260001;
/** DEACTIVATION_REASON of an account its volunteer closed. */
export const USER_REQUESTED_REASON_ID = 261000;
/** A child account deactivated for turning adult cannot be reactivated. */
export const CHILD_TURNED_ADULT_REASON_ID = 261001;

/** GENDER lookup ids; the pregnancy criterion applies only to a selection of women or intersex people. */
export const GENDER_IDS = { FEMALE: 262000, MALE: 262001, INTERSEX: 262002 } as const;

/** The PARTICIPANT_TYPE of studies that welcome healthy volunteers (the public search's filter). */
export const HEALTHY_VOLUNTEERS_TYPE_ID = 265002;
