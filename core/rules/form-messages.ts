/** The general form messages of spec 001 §5; `label` replaces the spec's '%s'. */
export const FORM_MESSAGES = {
  required: (label: string) => `${label} is required`,
  fieldRequired: "This field is required",
  maxLength: (label: string, limit: number) => `${label} must have at most ${limit} characters`,
  notANumber: "Must be a number",
  atLeast: (label: string, limit: number) => `${label} must be at least ${limit}`,
  atMost: (label: string, limit: number) => `${label} must be at most ${limit}`,
  email: (label: string) => `${label} must be a valid email address`,
  phone: (label: string) => `${label} must be a valid phone number`,
  selectAtLeastOne: "Please select at least one option",
  /** A field that only the default language may change (spec 001 §4). */
  languageLocked: "You can change this field only when the default language is selected",
} as const;
