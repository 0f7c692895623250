import type { ParticipantBasics } from "../../../core/contracts/participant-summary";

const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));

/**
 * A list row's basics read from SQL columns named as the contract (userId, studyId, names, address,
 * dob as YYYY-MM-DD text, gender): the matched and the interested lists select them alike.
 */
export function toParticipantBasics(row: Record<string, unknown>): ParticipantBasics {
  const dob = textOrNull(row.dob);
  return {
    userId: Number(row.userId),
    studyId: Number(row.studyId),
    firstName: String(row.firstName),
    middleName: textOrNull(row.middleName),
    lastName: String(row.lastName),
    address: textOrNull(row.address),
    dob: dob === null ? null : Date.parse(`${dob}T00:00:00Z`),
    gender: textOrNull(row.gender),
  };
}
