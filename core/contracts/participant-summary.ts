import { z } from "zod";

/**
 * Who a participant of a study is, as every list row shows them (spec 000 §3: matched and interested
 * participants alike). No contact detail: the address is city and state.
 */
export const ParticipantBasics = z.object({
  userId: z.number().int(),
  studyId: z.number().int(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  /** City and state: where the volunteer lives, never how to reach them. */
  address: z.string().nullable(),
  /** Date of birth at UTC midnight (ms), or null. */
  dob: z.number().nullable(),
  gender: z.string().nullable(),
});
export type ParticipantBasics = z.infer<typeof ParticipantBasics>;
