/** A notice (toast) of the catalogue in notices.ts. */
export type NoticeKind = "success" | "info" | "warning" | "error";

export interface Notice {
  kind: NoticeKind;
  message: string;
  /** An in-page link to the study's Study Information page. */
  studyInformationLink?: boolean;
}
