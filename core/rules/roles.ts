/** Global roles of a user (auth-details). Study roles are per study. */
export const GLOBAL_ROLES = ["ADMIN", "STUDY_IMPORTER", "CUSTOMER_SUPPORT"] as const;
export type GlobalRole = (typeof GLOBAL_ROLES)[number];

export const STUDY_ROLES = ["PRINCIPAL_INVESTIGATOR", "TEAM_MEMBER"] as const;
export type StudyRole = (typeof STUDY_ROLES)[number];

/** True when the user holds at least one of the roles (an empty list admits everyone). */
export function hasAnyRole(userRoles: readonly string[], required: readonly GlobalRole[]): boolean {
  return required.length === 0 || required.some((role) => userRoles.includes(role));
}
