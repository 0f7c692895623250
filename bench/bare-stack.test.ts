import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBareStackServer } from "./bare-stack";

/** The sessions table as the read sees it (the benchmark's read is bench/bare-stack-server.ts's query). */
const sessions = new Set(["session-1"]);
const reads: string[] = [];
const server = createBareStackServer(async (id) => {
  reads.push(id);
  return sessions.has(id);
});
let baseUrl = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the bare stack the open-loop figures are read beside (issue 27)", () => {
  it("answers each request with one read of the session it names", async () => {
    const found = await fetch(`${baseUrl}/?id=session-1`);
    const missing = await fetch(`${baseUrl}/?id=session-2`);

    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ found: true });
    expect(await missing.json()).toEqual({ found: false });
    expect(reads).toEqual(["session-1", "session-2"]);
  });

  it("answers 500 when the read fails, so that the benchmark counts it as an error", async () => {
    const failing = createBareStackServer(() => Promise.reject(new Error("the database is gone")));
    await new Promise<void>((resolve) => failing.listen(0, "127.0.0.1", resolve));
    const { port } = failing.address() as AddressInfo;

    const answer = await fetch(`http://127.0.0.1:${port}/`);

    expect(answer.status).toBe(500);
    await new Promise<void>((resolve) => failing.close(() => resolve()));
  });
});
