import { studySetupRoutes } from "../../../../core/contracts/routes/study-setup";
import type { CreatedStudy, CreateStudyBody, ImportedStudy } from "../../../../core/contracts/study-setup";
import { api } from "../../../lib/api";
import { ApiError } from "../../../lib/api-client";

export type NumberLookup =
  | { outcome: "exists"; piFullName: string }
  | { outcome: "available"; record: ImportedStudy }
  | { outcome: "invalid" };

async function orNullOn404<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The study number lookup of spec 001 §4: an existing study (any state) first, then the imported IRB
 * record, which must be valid and carry the same number.
 */
export async function lookUpStudyNumber(studyNum: string): Promise<NumberLookup> {
  const params = { studyNum };
  const existing = await orNullOn404(
    api.call(studySetupRoutes.registeredStudy, { params }, { tolerate: [404] }),
  );
  if (existing) return { outcome: "exists", piFullName: existing.piFullName };
  const record = await orNullOn404(api.call(studySetupRoutes.importedStudy, { params }, { tolerate: [404] }));
  if (record?.valid && record.id.toUpperCase() === studyNum) return { outcome: "available", record };
  return { outcome: "invalid" };
}

/** Creates the study; 409 (someone else added it first) and 400 are handed to the caller. */
export function createStudy(body: CreateStudyBody): Promise<CreatedStudy> {
  return api.call(studySetupRoutes.create, { body }, { tolerate: [400, 409] });
}
