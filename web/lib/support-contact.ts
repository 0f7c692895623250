/** The address the footer, the error page and the add-study flow give for help. */
export const SUPPORT_EMAIL = "recruit-support@example.edu";
