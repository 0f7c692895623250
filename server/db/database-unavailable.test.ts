import { describe, expect, it } from "vitest";
import { driverMessage, isDatabaseUnavailable } from "./database-unavailable";

/** An error as node-postgres builds one from the server's answer. */
function serverError(code: string, severity = "ERROR", message = "from the server"): Error {
  return Object.assign(new Error(message), { code, severity });
}

describe("isDatabaseUnavailable", () => {
  it("knows a connection refused, ended or timed out", () => {
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new AggregateError([Object.assign(new Error("refused"), { code: "ECONNREFUSED" })], ""),
      ),
    ).toBe(true);
  });

  it("knows the server shutting down, starting, full, a standby, or ending the session", () => {
    for (const code of ["57P01", "57P03", "53300", "25006", "08006", "08001"])
      expect(isDatabaseUnavailable(serverError(code)), code).toBe(true);
    expect(isDatabaseUnavailable(serverError("55000", "FATAL", "not currently accepting connections"))).toBe(
      true,
    );
  });

  it("looks through the query wrapper to the driver's error", () => {
    const wrapped = new Error("Failed query: select 1", {
      cause: new Error("Connection terminated unexpectedly"),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it("leaves a statement's own errors to be errors", () => {
    expect(isDatabaseUnavailable(serverError("23505"))).toBe(false);
    expect(isDatabaseUnavailable(serverError("42703"))).toBe(false);
    expect(isDatabaseUnavailable(serverError("55000"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: serverError("22P02") }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable("a string")).toBe(false);
  });
});

describe("driverMessage", () => {
  it("gives the driver's words, not the wrapper's statement, and each address's of several", () => {
    expect(
      driverMessage(new Error("Failed query: select 1", { cause: new Error("Connection terminated") })),
    ).toBe("Connection terminated");
    const both = new AggregateError([
      new Error("connect ECONNREFUSED ::1:5432"),
      new Error("connect ECONNREFUSED 127.0.0.1:5432"),
    ]);
    expect(driverMessage(both)).toBe("connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432");
    expect(driverMessage("text")).toBe("text");
  });
});
