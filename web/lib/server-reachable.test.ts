import { describe, expect, it } from "vitest";
import { ApiError, ServerUnreachable } from "./api-client";
import { SERVER_RETRY_MS, whenServerAnswers } from "./server-reachable";

const unreachable = () => new ServerUnreachable(new TypeError("Failed to fetch"));

describe("waiting for the server (decision 023)", () => {
  it("asks again after each wait until the server answers, telling each attempt its number", async () => {
    const attempts: number[] = [];
    const waits: number[] = [];
    await whenServerAnswers(
      async (attempt) => {
        attempts.push(attempt);
        if (attempt < 2) throw unreachable();
        return { status: "live" };
      },
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(attempts).toEqual([0, 1, 2]);
    expect(waits).toEqual([SERVER_RETRY_MS, SERVER_RETRY_MS]);
  });

  it("takes an error status for an answer: the server is there", async () => {
    const waits: number[] = [];
    await whenServerAnswers(
      async () => {
        throw new ApiError(503, { status: "stopping" });
      },
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(waits).toEqual([]);
  });

  it("does not answer for as long as the server cannot be reached", async () => {
    let attempts = 0;
    let answered = false;
    void whenServerAnswers(
      async () => {
        attempts += 1;
        throw unreachable();
      },
      // The network never comes back in this test.
      () => new Promise<void>(() => undefined),
    ).then(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(answered).toBe(false);
    expect(attempts).toBe(1);
  });
});
