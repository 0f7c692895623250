import { describe, expect, it } from "vitest";
import { matchedParticipantRoutes } from "../../core/contracts/routes/matched-participants";
import { studyRoutes } from "../../core/contracts/routes/studies";

import { ApiClient, ApiError, ServerUnreachable, serializeQuery } from "./api-client";
import type { ErrorRedirect } from "./error-redirect";
import { PendingRequests } from "./pending-requests";

interface Call {
  url: string;
  init: RequestInit;
}

/** A stand-in for the browser's fetch that answers from a script. */
function scriptedFetch(answers: { status: number; body: unknown }[]) {
  const calls: Call[] = [];
  const fetchImpl = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const answer = answers.shift() ?? { status: 200, body: {} };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  };
  return { calls, fetchImpl: fetchImpl as typeof fetch };
}

function makeClient(answers: { status: number; body: unknown }[]) {
  const { calls, fetchImpl } = scriptedFetch(answers);
  const redirects: Exclude<ErrorRedirect, null>[] = [];
  const pending = new PendingRequests();
  const seen: number[] = [];
  pending.subscribe(() => seen.push(pending.value));
  const client = new ApiClient({
    basePath: "/base",
    pending,
    redirect: (target) => redirects.push(target),
    currentPath: () => "/studies/X",
    fetch: fetchImpl,
  });
  return { client, calls, redirects, pending, seen };
}

describe("ApiClient", () => {
  it("sends the CSRF header it was given on mutating calls only, and Accept-Language en", async () => {
    const { client, calls } = makeClient([
      { status: 200, body: { token: "t-1", headerName: "X-CSRF-TOKEN" } },
      { status: 200, body: {} },
      { status: 200, body: {} },
    ]);
    await client.init();
    await client.request("/backend/a");
    await client.request("/backend/b", { method: "POST", body: { x: 1 } });
    const headers = calls.map((call) => call.init.headers as Record<string, string>);
    expect(calls[0]?.url).toBe("/base/backend/csrf");
    expect(headers[1]?.["X-CSRF-TOKEN"]).toBeUndefined();
    expect(headers[2]?.["X-CSRF-TOKEN"]).toBe("t-1");
    expect(headers[2]?.["Accept-Language"]).toBe("en");
    expect(calls[2]?.init.body).toBe('{"x":1}');
  });

  it("counts pending requests up and back to zero", async () => {
    const { client, seen, pending } = makeClient([{ status: 200, body: {} }]);
    await client.request("/backend/a");
    expect(seen).toEqual([1, 0]);
    expect(pending.value).toBe(0);
  });

  it("redirects on an untolerated error and still rejects", async () => {
    const { client, redirects } = makeClient([{ status: 404, body: { code: "NOT_FOUND" } }]);
    await expect(client.request("/backend/a")).rejects.toBeInstanceOf(ApiError);
    expect(redirects).toEqual([{ kind: "route", to: "/404-page-not-found" }]);
  });

  it("hands a tolerated status to the caller without redirecting", async () => {
    const { client, redirects } = makeClient([{ status: 404, body: { code: "NOT_FOUND" } }]);
    const error = await client.request("/backend/a", { tolerate: [404] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("NOT_FOUND");
    expect(redirects).toEqual([]);
  });

  it("rejects a 400 without redirecting", async () => {
    const { client, redirects } = makeClient([{ status: 400, body: { code: "VALIDATION_ERROR" } }]);
    await expect(client.request("/backend/a", { method: "POST", body: {} })).rejects.toMatchObject({
      status: 400,
    });
    expect(redirects).toEqual([]);
  });
});

describe("serializeQuery", () => {
  it("joins lists with commas and skips empty values", () => {
    expect(serializeQuery({ type: ["RACE", "GENDER"], page: 2, q: undefined, x: null })).toBe(
      "?type=RACE%2CGENDER&page=2",
    );
    expect(serializeQuery({})).toBe("");
  });

  it("calls an endpoint of core/contracts: fills and encodes its path, sends its content type and query", async () => {
    const { client, calls } = makeClient([
      { status: 200, body: { token: "t-1", headerName: "X-CSRF-TOKEN" } },
      { status: 200, body: { successCount: 2 } },
      { status: 200, body: { id: 1, studyNum: "A/B", title: "t", archived: false } },
    ]);
    await client.init();
    const moved = await client.call(matchedParticipantRoutes.moveAll, {
      params: { studyId: 12 },
      body: [
        { op: "test", path: "/status", value: "EXACT" },
        { op: "replace", path: "/status", value: "DISMISSED" },
      ],
    });
    expect(moved.successCount).toBe(2);
    expect(calls[1]?.url).toBe("/base/backend/secure/staff/studies/12/matched-participants/");
    expect(calls[1]?.init.method).toBe("PATCH");
    const headers = calls[1]?.init.headers as Record<string, string>;
    expect(headers["Content-Type"]).toBe("application/json-patch+json");
    await client.call(studyRoutes.synopsis, { params: { studyNum: "A/B ?" } });
    expect(calls[2]?.url).toBe("/base/backend/secure/staff/study-synopses/A%2FB%20%3F");
    expect(calls[2]?.init.method).toBe("GET");
  });

  describe("when the server cannot be reached", () => {
    /** A client whose fetch fails as the browser's does without a network. */
    function unreachableClient() {
      const told: string[] = [];
      const pending = new PendingRequests();
      const client = new ApiClient({
        basePath: "",
        pending,
        redirect: () => told.push("redirect"),
        currentPath: () => "/volunteer/messages/7",
        unreachable: () => told.push("unreachable"),
        fetch: (async (_url: unknown, init?: RequestInit) => {
          if (init?.signal?.aborted) throw new DOMException("The operation was aborted.", "AbortError");
          throw new TypeError("Failed to fetch");
        }) as typeof fetch,
      });
      return { client, told, pending };
    }

    it("rejects with ServerUnreachable, tells the user once and stops counting the call", async () => {
      const { client, told, pending } = unreachableClient();
      const failed = client.request("/backend/a", { method: "POST", body: { x: 1 } });
      await expect(failed).rejects.toBeInstanceOf(ServerUnreachable);
      await expect(failed).rejects.toHaveProperty("cause", new TypeError("Failed to fetch"));
      expect(told).toEqual(["unreachable"]);
      expect(pending.value).toBe(0);
    });

    it("takes a proxy's 502 or 504 for the same: told once, no redirect, as for no network", async () => {
      for (const status of [502, 504]) {
        const told: string[] = [];
        const { fetchImpl } = scriptedFetch([{ status, body: "<html>Bad Gateway</html>" }]);
        const client = new ApiClient({
          basePath: "",
          pending: new PendingRequests(),
          redirect: () => told.push("redirect"),
          currentPath: () => "/studies/X",
          unreachable: () => told.push("unreachable"),
          fetch: fetchImpl,
        });
        await expect(client.request("/backend/a")).rejects.toBeInstanceOf(ServerUnreachable);
        expect(told).toEqual(["unreachable"]);
      }
      // Any other error answer is the app's own, routed as before.
      const { client, redirects } = makeClient([{ status: 500, body: { errorId: "e-1" } }]);
      await expect(client.request("/backend/a")).rejects.toBeInstanceOf(ApiError);
      expect(redirects).toHaveLength(1);
    });

    it("tells nothing for a quiet call (background polling) or one its caller cancelled", async () => {
      const { client, told } = unreachableClient();
      await expect(client.request("/backend/a", { quiet: true })).rejects.toBeInstanceOf(ServerUnreachable);
      const cancelled = new AbortController();
      cancelled.abort();
      await expect(client.request("/backend/a", { signal: cancelled.signal })).rejects.toHaveProperty(
        "name",
        "AbortError",
      );
      expect(told).toEqual([]);
    });
  });
});
