import type { FastifyPluginAsync } from "fastify";
import { jobEndpoints } from "../../../core/contracts/jobs";
import { NEXT_EXECUTION_TIMES } from "../../../core/rules/jobs";
import { productJobHandlers } from "../../jobs/product-job-handlers";
import { executeJob } from "../../services/jobs/execute-job";
import { listJobs } from "../../services/jobs/list-jobs";
import { nextExecutionTimes } from "../../services/jobs/next-execution-times";
import { rescheduleJob } from "../../services/jobs/reschedule-job";
import { route } from "../endpoint-route";
import type { RouteDeps } from "./route-deps";

/** Background jobs for administrators (spec 001 §7). */
export const jobRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, env }) => {
  const runnable = new Set(Object.keys(productJobHandlers(env)));

  route(app, jobEndpoints.list, () => listJobs(db));

  route(app, jobEndpoints.execute, ({ params }) => executeJob({ db, name: params.name, runnable }));

  route(app, jobEndpoints.nextExecutionTimes, ({ query }) =>
    nextExecutionTimes(query["cron-expression"], NEXT_EXECUTION_TIMES),
  );

  route(app, jobEndpoints.reschedule, ({ params, body }) =>
    rescheduleJob({ db, name: params.name, cronExpression: body[0].value }),
  );
};
