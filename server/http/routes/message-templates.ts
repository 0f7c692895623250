import type { FastifyPluginAsync } from "fastify";
import { messageTemplateEndpoints } from "../../../core/contracts/message-templates";
import { AppError } from "../../errors/app-error";
import { deleteMessageTemplate } from "../../services/message-templates/delete-message-template";
import { listMessageTemplates } from "../../services/message-templates/list-message-templates";
import { saveMessageTemplate } from "../../services/message-templates/save-message-template";
import { route } from "../endpoint-route";
import type { RouteDeps } from "./route-deps";

/** A study's message templates (spec 000 §7); the default ask note is one of them. */
export const messageTemplateRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  route(app, messageTemplateEndpoints.list, ({ study, query }) =>
    listMessageTemplates({ db, studyId: study.id, type: query.type }),
  );

  route(app, messageTemplateEndpoints.read, async ({ study, params }) => {
    const [template] = await listMessageTemplates({ db, studyId: study.id, id: params.templateId });
    if (!template) throw AppError.notFound("The template");
    return template;
  });

  route(app, messageTemplateEndpoints.create, async ({ user, study, body }) => ({
    id: await saveMessageTemplate({ db, studyId: study.id, creatorUserId: user.userId, body }),
  }));

  route(app, messageTemplateEndpoints.update, async ({ user, study, params, headers, body }) => {
    await saveMessageTemplate({
      db,
      studyId: study.id,
      creatorUserId: user.userId,
      body,
      templateId: params.templateId,
      ifMatch: headers["if-match"],
    });
  });

  route(app, messageTemplateEndpoints.delete, ({ study, params }) =>
    deleteMessageTemplate({ db, studyId: study.id, templateId: params.templateId }),
  );
};
