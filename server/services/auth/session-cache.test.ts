import { describe, expect, it } from "vitest";
import { SESSION_CACHE_MS, SessionCache } from "./session-cache";
import type { SessionUser } from "./session-user";

const user = (userId: number): SessionUser => ({
  sessionId: `s${userId}`,
  userId,
  type: "STAFF",
  firstName: "A",
  lastName: "B",
  email: "a@example.edu",
  roles: [],
  agreedToUserAgreement: true,
});

describe("SessionCache", () => {
  it("keeps a session for SESSION_CACHE_MS and no longer", () => {
    const cache = new SessionCache();
    cache.set("s1", user(1), 1000);
    expect(cache.get("s1", 1000 + SESSION_CACHE_MS - 1)?.userId).toBe(1);
    expect(cache.get("s1", 1000 + SESSION_CACHE_MS)).toBeUndefined();
  });

  it("forgets one session, or every session of a user", () => {
    const cache = new SessionCache();
    cache.set("a", user(1), 0);
    cache.set("b", user(1), 0);
    cache.set("c", user(2), 0);
    cache.forget("a");
    expect(cache.get("a", 1)).toBeUndefined();
    cache.forgetUser(1);
    expect(cache.get("b", 1)).toBeUndefined();
    expect(cache.get("c", 1)?.userId).toBe(2);
  });
});
