import type { StudyRole } from "../../core/rules/roles";

/** A study whose team the caller is on, as the access gate hands it to a study-scoped handler. */
export interface CheckedStudy {
  id: number;
  /** The caller's role on the study's team. */
  role: StudyRole;
}
