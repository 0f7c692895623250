import type { FastifyInstance } from "fastify";
import { ErrorBody, ForbiddenBody } from "../../../core/contracts/errors";
import type { Operation } from "../../http/plugins/route-declarations";
import type { AccessWorld } from "../access-world";
import type { TestClient } from "../test-app";
import { type FuzzRequest, fuzzRequests } from "./malformed-request";

/** The header through which the fuzz test's app says which route answered (see markAnsweringRoute). */
export const ROUTE_HEADER = "x-fuzz-route";

/** Makes the app name the route that answered each request, so that findings name the right one. */
export function markAnsweringRoute(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.url) reply.header(ROUTE_HEADER, request.routeOptions.url);
  });
}

export interface FuzzFinding {
  operation: string;
  kind: string;
  problem: string;
  request: string;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  operations: number;
  serverErrors: number;
  findings: FuzzFinding[];
  /** Requests per kind of mistake. */
  kinds: Record<string, number>;
}

function describeRequest(request: FuzzRequest): string {
  const payload = typeof request.payload === "string" ? request.payload : request.payload ? "<bytes>" : "";
  return `${request.method} ${request.url.slice(0, 200)} ${JSON.stringify(request.query ?? {}).slice(0, 200)} ${request.headers?.["content-type"] ?? ""} ${payload.slice(0, 300)}`;
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sends malformed requests to every operation as a caller who passes every gate (a member of the target
 * study holding every role; a volunteer for volunteer endpoints). Writes are sent only when their
 * contract refuses them, so none may succeed; reads are also sent well-formed with random values, first.
 * Every answer must be below 500 and, when an error, of the spec's error shape.
 */
export async function runApiFuzz(options: {
  operations: readonly Operation[];
  world: AccessWorld;
  requests: number;
  seed: number;
  /**
   * Called after the well-formed reads and before the malformed requests: a well-formed read may write
   * (a profile read is recorded in the access audit), a malformed request must not, so the test takes
   * its "before" digest here.
   */
  beforeMalformed?: () => Promise<void>;
  /** The statuses the API reference lists for an operation: an error answer outside them is a finding. */
  documentedStatuses?: (operation: Operation) => ReadonlySet<number>;
}): Promise<FuzzReport> {
  const { operations, world, seed } = options;
  const report: FuzzReport = { seed, requests: 0, operations: 0, serverErrors: 0, findings: [], kinds: {} };
  const perOperation = Math.ceil(options.requests / operations.length);
  const planned: { operation: Operation; request: FuzzRequest }[] = [];
  for (const [index, operation] of operations.entries()) {
    const candidates = fuzzRequests(
      { operation, studyId: world.studyId, pathValues: world.pathValues, seed: seed + index },
      perOperation * 3,
    );
    const sendable = candidates.filter((request) => request.malformed || request.method === "GET");
    const chosen = [...sendable.slice(0, perOperation), ...sendable.filter((r) => r.kind === "multipart")];
    if (chosen.length > 0) report.operations += 1;
    for (const request of chosen) planned.push({ operation, request });
  }
  const documented = options.documentedStatuses;
  for (const { operation, request } of planned.filter((item) => !item.request.malformed)) {
    await send(report, world, operation, request, documented);
  }
  await options.beforeMalformed?.();
  for (const { operation, request } of planned.filter((item) => item.request.malformed)) {
    await send(report, world, operation, request, documented);
  }
  return report;
}

async function send(
  report: FuzzReport,
  world: AccessWorld,
  operation: Operation,
  request: FuzzRequest,
  documented: ((operation: Operation) => ReadonlySet<number>) | undefined,
) {
  const client: TestClient =
    operation.audience.kind === "volunteer" ? world.actors.volunteer : world.actors.superuser;
  const { kind, malformed, ...inject } = request;
  const response = await client.request(inject);
  report.requests += 1;
  report.kinds[kind] = (report.kinds[kind] ?? 0) + 1;
  const status = response.statusCode;
  const finding = (problem: string) =>
    report.findings.push({
      operation: `${operation.method} ${operation.url}`,
      kind,
      problem,
      request: describeRequest(request),
    });
  if (status >= 500) {
    report.serverErrors += 1;
    finding(`answered ${status}: ${response.body.slice(0, 300)}`);
  } else if (status >= 400) {
    const shape = status === 403 ? ForbiddenBody : ErrorBody;
    if (!shape.safeParse(jsonOf(response.body)).success)
      finding(`error answer of another shape: ${response.body.slice(0, 300)}`);
    const ownAnswer = response.headers[ROUTE_HEADER] === operation.url;
    if (documented && ownAnswer && !documented(operation).has(status))
      finding(`answered ${status}, which the API reference does not list for it`);
  } else if (malformed && response.headers[ROUTE_HEADER] === operation.url) {
    // A path with a dot segment ("..") is normalised to another route; that route's answer is its own.
    finding(`accepted malformed input with ${status}`);
  }
}

/** The line `npm run fuzz` and the test print. */
export function summaryLine(report: FuzzReport): string {
  return `${report.requests} requests, ${report.operations} operations, ${report.serverErrors} answers of 5xx (seed ${report.seed})`;
}
