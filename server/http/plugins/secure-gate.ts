import type { FastifyInstance } from "fastify";
import { requireStaff, requireUser } from "../../policies/require-user";

/** Secure calls a staff member may make before accepting the user agreement. */
const ALLOWED_BEFORE_AGREEMENT = ["/backend/secure/user-agreement-acceptances", "/backend/secure/errors"];

/**
 * Every /backend/secure call needs a session (401 otherwise); staff calls also need the accepted user
 * agreement (403 not-agreed-to-user-agreement). Routes still apply their own policies on top.
 */
export function registerSecureGate(app: FastifyInstance, basePath: string): void {
  const securePrefix = `${basePath}/backend/secure/`;
  app.addHook("preHandler", async (request) => {
    const path = request.url.split("?")[0] ?? "";
    if (!path.startsWith(securePrefix)) return;
    const user = requireUser(request.user);
    const exempt = ALLOWED_BEFORE_AGREEMENT.some((allowed) => path === `${basePath}${allowed}`);
    if (user.type === "STAFF" && !exempt) requireStaff(user);
  });
}
