/** The kinds of value an application setting holds (spec 001 §3 "Application setting"). */
export const SETTING_VALUE_TYPES = ["STRING", "INTEGER", "BOOLEAN", "URL"] as const;
export type SettingValueType = (typeof SETTING_VALUE_TYPES)[number];

export const SETTING_VALUE_MAX_LENGTH = 2000;

/**
 * Why `value` cannot be a setting of `valueType`, or null when it can: one rule for the settings page
 * and the server's PUT, whose 400 the page shows after 'Update failed with message: '.
 */
export function settingValueProblem(valueType: SettingValueType, value: string): string | null {
  if (value.length > SETTING_VALUE_MAX_LENGTH) {
    return `The value can have at most ${SETTING_VALUE_MAX_LENGTH} characters`;
  }
  switch (valueType) {
    case "INTEGER":
      return /^\d{1,9}$/.test(value) ? null : "The value must be a whole number from 0 to 999999999";
    case "BOOLEAN":
      return value === "true" || value === "false" ? null : "The value must be true or false";
    case "URL":
      return isWebAddress(value) ? null : "The value must be a web address starting with http:// or https://";
    case "STRING":
      return value.trim() === "" ? "The value is required" : null;
  }
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.host !== "";
  } catch {
    return false;
  }
}
