import { patchForLabels } from "../../../../core/contracts/interested-participants";
import type { LabelBody } from "../../../../core/contracts/labels";
import { interestedParticipantRoutes } from "../../../../core/contracts/routes/interested-participants";
import { labelRoutes } from "../../../../core/contracts/routes/labels";
import { api } from "../../../lib/api";
import { ApiError } from "../../../lib/api-client";

/** Adds a label, or renames and recolours one; 400 (a name the study has) is handed to the form. */
export async function saveLabel(studyId: number, body: LabelBody, labelId?: number): Promise<void> {
  if (labelId === undefined) {
    await api.call(labelRoutes.create, { params: { studyId }, body }, { tolerate: [400] });
  } else {
    await api.call(labelRoutes.update, { params: { studyId, labelId }, body }, { tolerate: [400, 404] });
  }
}

export async function deleteLabel(studyId: number, labelId: number): Promise<void> {
  await api.call(labelRoutes.remove, { params: { studyId, labelId } }, { tolerate: [404] });
}

/** The labels to add to and remove from one participant. */
export interface ParticipantLabelChange {
  id: number;
  add: number[];
  remove: number[];
}

/**
 * Saves label changes, one patch per participant, in parallel (spec 000 §4.4); a participant that can
 * no longer be changed (moved out of sight, a label deleted meanwhile) is skipped. Answers how many
 * participants were labeled.
 */
export async function saveParticipantLabels(
  studyId: number,
  changes: readonly ParticipantLabelChange[],
): Promise<number> {
  const outcomes = await Promise.allSettled(
    changes.map((change) =>
      api.call(
        interestedParticipantRoutes.move,
        { params: { studyId, studyVolunteerId: change.id }, body: patchForLabels(change) },
        { tolerate: [400, 404] },
      ),
    ),
  );
  for (const outcome of outcomes) {
    if (outcome.status === "rejected" && !(outcome.reason instanceof ApiError)) throw outcome.reason;
  }
  return outcomes.filter((outcome) => outcome.status === "fulfilled").length;
}
