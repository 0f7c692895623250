import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CsrfResponse } from "../../../core/contracts/auth";
import { CSRF_HEADER } from "../plugins/csrf";

export const csrfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/csrf", { schema: { response: { 200: CsrfResponse } } }, async (_request, reply) => {
    return { token: reply.generateCsrf(), headerName: CSRF_HEADER };
  });
};
