import type { StudyDetail, StudySummary } from "../../core/contracts/studies";
import { publicStudyPath } from "../../core/rules/study-link";
import type { StudySummaryRow } from "../services/studies/study-summary-select";

export function presentStudySummary(row: StudySummaryRow): StudySummary {
  return {
    id: row.id,
    studyNum: row.studyNum,
    title: row.title ?? "",
    piFirstName: row.piFirstName,
    piMiddleName: row.piMiddleName,
    piLastName: row.piLastName,
    newInterestedParticipants: row.newInterestedCount,
    unreadMessageCount: row.unreadMessageCount,
    matchedParticipants: row.matchedCount,
    postingActivationDate: row.postingActivationDate,
    postingDeactivationDate: row.postingDeactivationDate,
    archivedDate: row.archivedDate,
    publishable: row.publishable,
    matchingFinished: row.matchingFinished,
    enrollmentNumber: row.enrollmentNumber,
  };
}

export function presentStudyDetail(
  row: StudySummaryRow & { waitingParticipants: number },
  extra: { applicationUrl: string; missingRequiredFields: string[] },
): StudyDetail {
  return Object.assign(presentStudySummary(row), {
    studyLink: `${extra.applicationUrl.replace(/\/+$/, "")}${publicStudyPath(row.studyNum)}`,
    missingRequiredFields: extra.missingRequiredFields,
    waitingParticipants: row.waitingParticipants,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    contactWebsite: row.contactWebsite,
  });
}
