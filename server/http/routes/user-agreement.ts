import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { UserAgreementAcceptance } from "../../../core/contracts/auth";
import { requireUser } from "../../policies/require-user";
import { acceptUserAgreement } from "../../services/auth/accept-user-agreement";
import type { RouteDeps } from "./route-deps";

export const userAgreementRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, sessionCache }) => {
  app.post(
    "/secure/user-agreement-acceptances",
    { schema: { response: { 200: UserAgreementAcceptance } } },
    async (request) => {
      const user = requireUser(request.user);
      const agreedAt = await acceptUserAgreement({ db, userId: user.userId });
      sessionCache.forgetUser(user.userId);
      return { agreedDate: agreedAt.getTime() };
    },
  );
};
