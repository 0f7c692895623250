import type { GlobalRole } from "../../../core/rules/roles";

/** The signed-in user as the request layers see it. */
export interface SessionUser {
  sessionId: string;
  userId: number;
  type: "STAFF" | "VOLUNTEER";
  firstName: string;
  lastName: string;
  email: string;
  roles: GlobalRole[];
  agreedToUserAgreement: boolean;
  /** Customer support acting as this user (a session that ends within the hour), or null. */
  impersonator: { userId: number; fullName: string } | null;
  /** The language of the user's pages and e-mails (users.preferred_language), or null. */
  preferredLanguage: string | null;
}
