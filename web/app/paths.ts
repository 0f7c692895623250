/** Every in-app link (CONVENTIONS.md §11). Paths are relative to the base path. */
export const paths = {
  home: () => "/",
  login: (redirectUrl?: string) =>
    redirectUrl ? `/login/study-team?redirectUrl=${encodeURIComponent(redirectUrl)}` : "/login/study-team",
  studies: {
    current: () => "/studies/current",
    archived: () => "/studies/archived",
  },
  study: {
    dashboard: (studyNum: string) => `/studies/${encodeURIComponent(studyNum)}`,
    studyInformation: (studyNum: string) => `/studies/${encodeURIComponent(studyNum)}/study-information`,
  },
  addStudy: () => "/add-study",
  studyImport: () => "/study-import",
  customerSupport: () => "/customer-support",
  admin: {
    home: () => "/admin",
    jobs: () => "/admin/jobs",
    settings: () => "/admin/settings",
    announcements: () => "/admin/announcements",
  },
  notFound: () => "/404-page-not-found",
  notAuthorized: () => "/not-authorized",
  appError: (errorId?: string) =>
    errorId ? `/app-error?error-id=${encodeURIComponent(errorId)}` : "/app-error",
  maintenance: () => "/503.html",
  privacy: () => "/privacy",
  userAgreement: (redirectUrl?: string) =>
    redirectUrl ? `/user-agreement?redirect-url=${encodeURIComponent(redirectUrl)}` : "/user-agreement",
  inviteFailed: () => "/invite-failed",
  researcherResources: () => "https://research.example.edu/resources",
} as const;
