import type { ParticipantBasics } from "../../../core/contracts/participant-summary";

const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));

/**
 * A list row's basics read from SQL columns named and typed as the contract (userId, studyId, names,
 * address, dob in ms, gender): the matched and the interested lists select them alike.
 */
export function toParticipantBasics(row: Record<string, unknown>): ParticipantBasics {
  return {
    userId: Number(row.userId),
    studyId: Number(row.studyId),
    firstName: String(row.firstName),
    middleName: textOrNull(row.middleName),
    lastName: String(row.lastName),
    address: textOrNull(row.address),
    dob: row.dob === null || row.dob === undefined ? null : Number(row.dob),
    gender: textOrNull(row.gender),
  };
}
