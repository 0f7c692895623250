import { describe, expect, it } from "vitest";
import { ServerUnreachable } from "../lib/api-client";
import { readsFailedToReach } from "./panel-pending";

describe("readsFailedToReach", () => {
  const read = (error: unknown, isFetching = false) => ({ error, isFetching, refetch: () => undefined });

  it("finds the reads that could not reach the server and are not trying again", () => {
    const unreachable = read(new ServerUnreachable(new TypeError("Failed to fetch")));
    const retrying = read(new ServerUnreachable(new TypeError("Failed to fetch")), true);
    expect(readsFailedToReach([read(null), unreachable, retrying])).toEqual([unreachable]);
  });

  it("leaves other errors to the API client's routing, and answered reads alone", () => {
    expect(readsFailedToReach([read(new Error("404")), read(null, true), read(undefined)])).toEqual([]);
  });
});
