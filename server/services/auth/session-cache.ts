import type { SessionUser } from "./session-user";

/**
 * A short-lived, per-process cache of resolved sessions: the session table stays the truth, and every
 * request still sees a session at most SESSION_CACHE_MS old. Ending a session on this instance forgets
 * it at once; on other instances within SESSION_CACHE_MS (docs/decisions/006-study-statistics.md).
 */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  user: SessionUser;
  until: number;
}

export class SessionCache {
  private entries = new Map<string, Entry>();

  get(sessionId: string, now = Date.now()): SessionUser | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.user;
  }

  set(sessionId: string, user: SessionUser, now = Date.now()): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sessionId, { user, until: now + SESSION_CACHE_MS });
  }

  forget(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  /** Forgets every session of a user (after their roles, agreement or account changed). */
  forgetUser(userId: number): void {
    for (const [sessionId, entry] of this.entries)
      if (entry.user.userId === userId) this.entries.delete(sessionId);
  }
}
