import { randomUUID } from "node:crypto";
import type { Db } from "../../db/connect";
import { errorReports } from "../../db/schema/index";

/** Stores an error (from a browser or the server) and returns the id users can quote. */
export async function recordErrorReport(options: {
  db: Db;
  source: "CLIENT" | "SERVER";
  message: string;
  callStack?: string | null;
  componentStack?: string | null;
  url?: string | null;
  userId?: number | null;
}): Promise<string> {
  const id = randomUUID();
  await options.db.insert(errorReports).values({
    id,
    source: options.source,
    message: options.message.slice(0, 10_000),
    callStack: options.callStack ?? null,
    componentStack: options.componentStack ?? null,
    url: options.url ?? null,
    userId: options.userId ?? null,
  });
  return id;
}
