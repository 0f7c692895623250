import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { StudyParticipantsParams } from "../../../core/contracts/matched-participants";
import {
  MessageTemplate,
  MessageTemplateBody,
  MessageTemplateListQuery,
  MessageTemplateParams,
} from "../../../core/contracts/message-templates";
import { AppError } from "../../errors/app-error";
import { requireStaff } from "../../policies/require-user";
import { requireStudyMember } from "../../policies/study-access";
import { listMessageTemplates } from "../../services/message-templates/list-message-templates";
import { saveMessageTemplate } from "../../services/message-templates/save-message-template";
import type { RouteDeps } from "./route-deps";

const base = "/secure/staff/studies/:studyId/message-templates";

/** A study's message templates (spec 000 §7); the default ask note is one of them. */
export const messageTemplateRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    base,
    {
      schema: {
        params: StudyParticipantsParams,
        querystring: MessageTemplateListQuery,
        response: { 200: z.array(MessageTemplate) },
      },
    },
    async (request) => {
      const user = requireStaff(request.user);
      await requireStudyMember({ db, user, studyId: request.params.studyId });
      return listMessageTemplates({ db, studyId: request.params.studyId, type: request.query.type });
    },
  );

  app.get(
    `${base}/:id`,
    { schema: { params: MessageTemplateParams, response: { 200: MessageTemplate } } },
    async (request) => {
      const user = requireStaff(request.user);
      await requireStudyMember({ db, user, studyId: request.params.studyId });
      const [template] = await listMessageTemplates({
        db,
        studyId: request.params.studyId,
        id: request.params.id,
      });
      if (!template) throw AppError.notFound("The template");
      return template;
    },
  );

  app.post(
    base,
    {
      schema: {
        params: StudyParticipantsParams,
        body: MessageTemplateBody,
        response: { 201: z.object({ id: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const user = requireStaff(request.user);
      await requireStudyMember({ db, user, studyId: request.params.studyId });
      const id = await saveMessageTemplate({
        db,
        studyId: request.params.studyId,
        creatorUserId: user.userId,
        body: request.body,
      });
      return reply.status(201).send({ id });
    },
  );

  app.put(
    `${base}/:id`,
    { schema: { params: MessageTemplateParams, body: MessageTemplateBody, response: { 204: z.null() } } },
    async (request, reply) => {
      const user = requireStaff(request.user);
      await requireStudyMember({ db, user, studyId: request.params.studyId });
      await saveMessageTemplate({
        db,
        studyId: request.params.studyId,
        creatorUserId: user.userId,
        body: request.body,
        templateId: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );
};
