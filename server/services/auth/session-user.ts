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
}
