/** Business constants of spec 000 §9 and spec 001 §9 that more than one place needs. */
export const STUDY_LIST_PAGE_SIZE = 10;
export const DEACTIVATION_NOTICE_DAYS = 14;
export const UNKNOWN_ENROLLMENT_NUMBER = -1;
export const TOAST_DURATION_MS = 5000;
export const COPY_CONFIRMATION_MS = 5000;
export const HEADER_HISTORY_JUMP_STEPS = 50;
export const DAY_MS = 86_400_000;
