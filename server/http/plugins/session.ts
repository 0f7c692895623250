import type { FastifyReply, FastifyRequest } from "fastify";
import { isSessionId } from "../../services/auth/session-id";

export const SESSION_COOKIE = "recruit_session";

/** The session id the request's cookie names, if it can be one. */
export function sessionIdOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return isSessionId(value) ? value : undefined;
}

/** The session cookie: HttpOnly, SameSite=Lax, and Secure whenever the request came over HTTPS. */
export function setSessionCookie(
  reply: FastifyReply,
  sessionId: string,
  expiresAt: Date,
  path: string,
): void {
  reply.setCookie(SESSION_COOKIE, sessionId, {
    httpOnly: true,
    sameSite: "lax",
    secure: "auto",
    path,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, path: string): void {
  reply.clearCookie(SESSION_COOKIE, { path });
}
