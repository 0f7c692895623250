import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/connect";
import type { Lifecycle } from "../../ops/lifecycle";
import { migrationsCurrent, migrationsInBuild } from "../../ops/migrations-current";

const DATABASE_TIMEOUT_MS = 2_000;

/**
 * Health answers for the load balancer and the orchestrator (issue 27), outside /backend and without a
 * session: `/health/live` says the process answers; `/health/ready` that it should get traffic (the
 * database answers within 2 s, its migrations are this build's, and the instance is neither starting nor
 * stopping). Both are under the base path, like the app.
 */
export function registerHealth(
  app: FastifyInstance,
  options: { db: Db; lifecycle: Lifecycle; basePath: string },
) {
  const expected = migrationsInBuild();
  // No audience: the access gate leaves these alone, so a browser's session cookie (the web app asks
  // `/health/live` whether the server is back) is never looked up, and liveness never waits on the database.
  app.get(`${options.basePath}/health/live`, { schema: { hide: true } }, async (_request, reply) =>
    reply.header("Cache-Control", "no-store").send({ status: "live" }),
  );
  app.get(`${options.basePath}/health/ready`, { schema: { hide: true } }, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    if (options.lifecycle.phase !== "serving")
      return reply.status(503).send({ status: options.lifecycle.phase });
    try {
      const checked = await Promise.race([
        // Reading the applied migrations is also the proof that the database answers.
        migrationsCurrent(options.db, expected),
        new Promise<never>((_resolve, reject) =>
          setTimeout(
            () => reject(new Error("the database did not answer in time")),
            DATABASE_TIMEOUT_MS,
          ).unref(),
        ),
      ]);
      if (!checked) return reply.status(503).send({ status: "migrations-pending" });
      return reply.send({ status: "ready" });
    } catch (error) {
      request.log.warn({ err: error }, "readiness: the database does not answer");
      return reply.status(503).send({ status: "database-unavailable" });
    }
  });
}
