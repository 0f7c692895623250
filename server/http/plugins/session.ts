import type { FastifyInstance, FastifyReply } from "fastify";
import type { Db } from "../../db/connect";
import { findSessionUser } from "../../services/auth/find-session-user";
import type { SessionCache } from "../../services/auth/session-cache";
import type { SessionUser } from "../../services/auth/session-user";

export const SESSION_COOKIE = "recruit_session";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    user: SessionUser | null;
  }
}

export interface SessionSettings {
  idleMinutes: number;
  cookiePath: string;
  cache: SessionCache;
}

/** Resolves the session cookie to a user on every /backend request. */
export function registerSession(app: FastifyInstance, db: Db, settings: SessionSettings): void {
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (request) => {
    const sessionId = request.cookies[SESSION_COOKIE];
    if (!sessionId || !request.url.includes("/backend/")) return;
    const cached = settings.cache.get(sessionId);
    if (cached) {
      request.user = cached;
      return;
    }
    request.user = await findSessionUser({ db, sessionId, idleMinutes: settings.idleMinutes });
    if (request.user) settings.cache.set(sessionId, request.user);
  });
}

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
