import { useMutation, useQueryClient } from "@tanstack/react-query";
import { studyRoutes } from "../../../../core/contracts/routes/studies";
import type { PostingDatePatch, StudyPropertyValuesPatch } from "../../../../core/contracts/studies";
import { api } from "../../../lib/api";
import { studyKeys } from "./studies";

/** PATCH the posting dates (json-patch). 400 is handed to the caller for the invalid-state notices. */
export function patchPostingDates(studyId: number, patch: PostingDatePatch): Promise<undefined> {
  return api.call(studyRoutes.patch, { params: { studyId }, body: patch }, { tolerate: [400] });
}

/** PATCH lifecycle property values (merge-patch): archivedDate, enrollmentNumber. */
export function patchLifecycleProperties(
  studyId: number,
  values: StudyPropertyValuesPatch,
): Promise<undefined> {
  return api.call(
    studyRoutes.patchPropertyValues,
    { params: { studyId }, body: values },
    { tolerate: [400] },
  );
}

export type LifecycleChange =
  | { action: "activate"; deactivationDate: number }
  | { action: "deactivate"; enrollmentNumber: number }
  | { action: "archive" }
  | { action: "unarchive" }
  | { action: "edit-deactivation-date"; deactivationDate: number };

async function applyChange(studyId: number, change: LifecycleChange): Promise<void> {
  const now = Date.now();
  switch (change.action) {
    case "activate":
      await patchPostingDates(studyId, [
        { op: "replace", path: "/postingDeactivationDate", value: change.deactivationDate },
        { op: "replace", path: "/postingActivationDate", value: now },
      ]);
      return;
    case "deactivate":
      await patchLifecycleProperties(studyId, [
        { name: "enrollmentNumber", savedValue: change.enrollmentNumber },
      ]);
      await patchPostingDates(studyId, [{ op: "replace", path: "/postingDeactivationDate", value: now }]);
      return;
    case "archive":
      await patchLifecycleProperties(studyId, [{ name: "archivedDate", savedValue: now }]);
      return;
    case "unarchive":
      await patchLifecycleProperties(studyId, [{ name: "archivedDate", savedValue: null }]);
      return;
    case "edit-deactivation-date":
      await patchPostingDates(studyId, [
        { op: "replace", path: "/postingDeactivationDate", value: change.deactivationDate },
      ]);
      return;
  }
}

/** Runs one lifecycle action; afterwards every study query is re-read (spec 000 §4.2). */
export function useLifecycleChange(studyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LifecycleChange) => applyChange(studyId, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: studyKeys.all }),
  });
}
