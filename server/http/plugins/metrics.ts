import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { authEndpoints } from "../../../core/contracts/auth";
import { audience } from "../../../core/contracts/endpoint";
import { volunteerAccountEndpoints } from "../../../core/contracts/volunteer-account";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { isWarmUpRequest } from "../../ops/warm-up";
import { CLIENT_CLOSED_STATUS, routeLabel } from "../route-label";

/** Connections of the instance's PostgreSQL pool (none on the embedded database). */
export type PoolStats = () => { total: number; idle: number; waiting: number } | null;

/** What other parts of the instance record: the job worker's runs, the sign-in's failures. */
export interface AppMetrics {
  registry: Registry;
  jobRunSeconds: Histogram<"job" | "outcome">;
  signInFailures: Counter<"door">;
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

let processRegistry: Registry | undefined;

/**
 * The process's own figures, prom-client's defaults under their usual names (CPU, memory, heap, garbage
 * collections and their pauses, the event loop's delay): what tells an operator whether an instance's slow
 * answers were its own pauses or the database's. Collected once per process, whatever the apps built in it
 * (a test process builds many), since each collection watches the event loop and the collector.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * `GET /metrics` in Prometheus's text format (prom-client; issue 27), for the operators' monitoring only:
 * it answers a bearer METRICS_TOKEN, and 404 when none is configured. Request counts and durations by
 * route pattern and status; the pool; the job queue and the outbox, read from the database at each
 * scrape (they are shared by all instances); job runs and sign-in failures of this instance; the process's
 * own figures (processMetrics).
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { db: Db; basePath: string; token: string | undefined; poolStats?: PoolStats },
): AppMetrics {
  const registry = new Registry();
  const processFigures = processMetrics();
  const labels = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "recruit_http_requests_total",
    help: "HTTP requests answered, by route pattern and status",
    labelNames: labels,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "recruit_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route pattern and status",
    labelNames: labels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobRunSeconds = new Histogram({
    name: "recruit_job_run_duration_seconds",
    help: "Duration of the background job runs this instance finished (matching runs are MATCH_* jobs)",
    labelNames: ["job", "outcome"] as const,
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600],
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: "recruit_sign_in_failures_total",
    help: "Refused sign-ins (password or single sign-on), by door",
    labelNames: ["door"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "recruit_db_pool_connections",
    help: "Connections of this instance's PostgreSQL pool, by state (waiting: queries waiting for one)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = options.poolStats?.();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "in_use" }, stats.total - stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  const queueDepth = new Gauge({
    name: "recruit_job_queue_waiting",
    help: "Job runs waiting to start, by job",
    labelNames: ["job"] as const,
    registers: [registry],
  });
  const queueOldest = new Gauge({
    name: "recruit_job_queue_oldest_waiting_seconds",
    help: "Age of the oldest job run due and waiting, by job",
    labelNames: ["job"] as const,
    registers: [registry],
  });
  const outboxWaiting = new Gauge({
    name: "recruit_outbox_waiting",
    help: "E-mails waiting in the outbox",
    registers: [registry],
  });
  const outboxOldest = new Gauge({
    name: "recruit_outbox_oldest_waiting_seconds",
    help: "Age of the oldest e-mail waiting in the outbox",
    registers: [registry],
  });

  async function readShared() {
    queueDepth.reset();
    queueOldest.reset();
    const jobs = sqlRows(
      await options.db.execute(sql`select job_name as job, count(*)::int as waiting,
          coalesce(extract(epoch from now() - min(run_after) filter (where run_after <= now())), 0)::float as oldest
        from job_runs where state = 'PENDING' group by job_name`),
    );
    for (const row of jobs) {
      queueDepth.set({ job: String(row.job) }, Number(row.waiting));
      queueOldest.set({ job: String(row.job) }, Number(row.oldest));
    }
    const [outbox] = sqlRows(
      await options.db.execute(sql`select count(*)::int as waiting,
          coalesce(extract(epoch from now() - min(created_at)), 0)::float as oldest
        from outbox_mails where sent_at is null`),
    );
    outboxWaiting.set(Number(outbox?.waiting ?? 0));
    outboxOldest.set(Number(outbox?.oldest ?? 0));
  }

  const passwordDoors = new Map([
    [`${options.basePath}/backend${authEndpoints.login.path}`, "staff"],
    [`${options.basePath}/backend${volunteerAccountEndpoints.login.path}`, "volunteer"],
  ]);
  app.addHook("onResponse", async (request, reply) => {
    if (isWarmUpRequest(request)) return;
    const route = routeLabel(request, reply);
    const values = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(values);
    durations.observe(values, reply.elapsedTime / 1000);
    const door = passwordDoors.get(route);
    if (door && (reply.statusCode === 401 || reply.statusCode === 429)) signInFailures.inc({ door });
    // A refused single sign-on goes back to the sign-in page with its reason.
    if (String(reply.getHeader("location") ?? "").includes("ssoError=")) signInFailures.inc({ door: "sso" });
  });
  // A client that hung up is counted as the proxy logs it, timed from the request log's stamp.
  app.addHook("onRequestAbort", async (request) => {
    if (isWarmUpRequest(request)) return;
    const values = {
      method: request.method,
      route: routeLabel(request),
      status: String(CLIENT_CLOSED_STATUS),
    };
    requests.inc(values);
    durations.observe(values, (performance.now() - request.receivedAt) / 1000);
  });

  app.get(
    `${options.basePath}/metrics`,
    { schema: { hide: true }, config: { audience: audience.public } },
    async (request, reply) => {
      const given = request.headers.authorization?.replace(/^Bearer\s+/i, "") ?? "";
      if (!options.token || !sameToken(given, options.token))
        return reply.status(404).send({ code: "NOT_FOUND", message: "Not found" });
      await readShared();
      return reply
        .header("Cache-Control", "no-store")
        .type(registry.contentType)
        .send(await Registry.merge([processFigures, registry]).metrics());
    },
  );
  return { registry, jobRunSeconds, signInFailures };
}
