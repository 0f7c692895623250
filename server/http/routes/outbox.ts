import type { FastifyPluginAsync } from "fastify";
import { type MailDelivery, outboxEndpoints } from "../../../core/contracts/outbox";
import { listOutbox } from "../../services/outbox/list-outbox";
import { readOutboxMail } from "../../services/outbox/read-outbox-mail";
import { route } from "../endpoint-route";
import type { RouteDeps } from "./route-deps";

/** The outbox, for administrators: what was written, what waits, and (without SMTP) what it says. */
export const outboxRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, env }) => {
  const delivery: MailDelivery = env.SMTP_URL ? "SMTP" : "NONE";
  route(app, outboxEndpoints.list, ({ query }) => listOutbox(db, query.page, delivery));
  route(app, outboxEndpoints.read, ({ params }) => readOutboxMail(db, params.mailId, delivery));
};
