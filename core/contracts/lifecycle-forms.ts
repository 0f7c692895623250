import { z } from "zod";

export const REQUIRED_FIELD_MESSAGE = "This is a required field";

/**
 * The deactivation date of the activate and edit modals: required, and tomorrow or later (`tomorrow`
 * is the user's local calendar day as YYYY-MM-DD; the server separately refuses any past instant).
 */
export function deactivationDateForm(tomorrow: string) {
  return z.object({
    deactivationDate: z
      .string({ error: REQUIRED_FIELD_MESSAGE })
      .min(1, REQUIRED_FIELD_MESSAGE)
      .refine((day) => day >= tomorrow, "The deactivation date must be tomorrow or later"),
  });
}
export type DeactivationDateForm = z.infer<ReturnType<typeof deactivationDateForm>>;

/** The deactivate modal: the enrollment number, or 'I do not know' (saved as -1). */
export const DeactivateForm = z
  .object({
    unknown: z.boolean(),
    enrollmentNumber: z.union([z.number(), z.string()]).optional(),
  })
  .superRefine((form, context) => {
    if (form.unknown) return;
    const value = form.enrollmentNumber;
    if (value === undefined || value === "") {
      context.addIssue({ code: "custom", path: ["enrollmentNumber"], message: "This field is required" });
    } else if (typeof value !== "number" || Number.isNaN(value)) {
      context.addIssue({ code: "custom", path: ["enrollmentNumber"], message: "Must be a number" });
    } else if (!Number.isInteger(value) || value < 0) {
      context.addIssue({
        code: "custom",
        path: ["enrollmentNumber"],
        message: "Number of participants must be at least 0",
      });
    }
  });
export type DeactivateForm = z.infer<typeof DeactivateForm>;
