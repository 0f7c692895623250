import { z } from "zod";
import { LABEL_STYLES } from "../rules/labels";
import { LABEL_NAME_MAX_LENGTH } from "../rules/limits";
import { audience, defineEndpoint } from "./endpoint";
import { EntityId, EntityIdParam, StudyIdParams } from "./ids";

/** The label form's message (spec 000 §5: name and colour are required). */
export const LABEL_REQUIRED_MESSAGE = "This is a required field";
export const LABEL_NAME_TOO_LONG = `This field must have at most ${LABEL_NAME_MAX_LENGTH} characters`;
export const LABEL_DUPLICATED_NAME = "LABEL_DUPLICATED_NAME";

/** POST and PUT bodies of a label (spec 000 §3 "Label": name, style, studyId). */
export const LabelBody = z.object({
  name: z.string().trim().min(1, LABEL_REQUIRED_MESSAGE).max(LABEL_NAME_MAX_LENGTH, LABEL_NAME_TOO_LONG),
  style: z.enum(LABEL_STYLES, { message: LABEL_REQUIRED_MESSAGE }),
  /** The path names the study; a body may repeat it. */
  studyId: EntityId.optional(),
});
export type LabelBody = z.infer<typeof LabelBody>;

export const Label = z.object({
  id: z.number().int(),
  studyId: z.number().int(),
  name: z.string(),
  style: z.string(),
});
export type Label = z.infer<typeof Label>;

export const LabelParams = StudyIdParams.extend({ labelId: EntityIdParam });

/** A study's labels (spec 000 §7). */
export const labelEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/:studyId/labels",
    summary: "The study's labels by name",
    audience: audience.studyMember(),
    params: StudyIdParams,
    response: z.array(Label),
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/secure/staff/studies/:studyId/labels",
    summary: "Adds a label (name unique in the study, case aside; one of the ten colours)",
    audience: audience.studyMember(),
    params: StudyIdParams,
    body: LabelBody,
    status: 201,
    response: z.object({ id: z.number().int() }),
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/secure/staff/studies/:studyId/labels/:labelId",
    summary: "Renames or recolours a label",
    audience: audience.studyMember(),
    params: LabelParams,
    body: LabelBody,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/secure/staff/studies/:studyId/labels/:labelId",
    summary: "Deletes a label and removes it from every participant",
    audience: audience.studyMember(),
    params: LabelParams,
  }),
};
