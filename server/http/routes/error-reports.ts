import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ErrorReportBody, ErrorReportResponse } from "../../../core/contracts/auth";
import { requireUser } from "../../policies/require-user";
import { recordErrorReport } from "../../services/errors/record-error-report";
import type { RouteDeps } from "./route-deps";

export const errorReportRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.post(
    "/secure/errors",
    { schema: { body: ErrorReportBody, response: { 200: ErrorReportResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      const errorId = await recordErrorReport({ db, source: "CLIENT", userId: user.userId, ...request.body });
      return { errorId };
    },
  );
};
