import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { StudyIdParams } from "../../../core/contracts/studies";
import {
  CreatedStudy,
  CreateStudyBody,
  ImportedStudy,
  RegisteredStudy,
  StudyEligibilityCriteria,
  StudyInformation,
  StudyNumberParams,
} from "../../../core/contracts/study-setup";
import { AppError } from "../../errors/app-error";
import { requireStaff } from "../../policies/require-user";
import { createStudy } from "../../services/study-setup/create-study";
import { findImportedStudyRow, presentImportedStudy } from "../../services/study-setup/find-imported-study";
import { findRegisteredStudy } from "../../services/study-setup/find-registered-study";
import { readStudyCriteria } from "../../services/study-setup/read-study-criteria";
import { readStudyInformation } from "../../services/study-setup/read-study-information";
import { requestLanguage } from "../request-language";
import type { RouteDeps } from "./route-deps";

/** Adding a study and reading its Study Information and criteria in a language (spec 001 §2-§4). */
export const studySetupRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, env }) => {
  app.get(
    "/secure/staff/registered-studies/:studyNum",
    { schema: { params: StudyNumberParams, response: { 200: RegisteredStudy } } },
    async (request) => {
      requireStaff(request.user);
      const study = await findRegisteredStudy(db, request.params.studyNum);
      if (!study) throw AppError.notFound("The study");
      return study;
    },
  );

  app.get(
    "/secure/staff/imported-studies/:studyNum",
    { schema: { params: StudyNumberParams, response: { 200: ImportedStudy } } },
    async (request) => {
      requireStaff(request.user);
      const record = await findImportedStudyRow(db, request.params.studyNum);
      if (!record) throw AppError.notFound("The IRB record");
      return presentImportedStudy(record);
    },
  );

  app.post(
    "/secure/staff/studies",
    { schema: { body: CreateStudyBody, response: { 201: CreatedStudy } } },
    async (request, reply) => {
      const user = requireStaff(request.user);
      const study = await createStudy({
        db,
        creatorUserId: user.userId,
        defaultLanguage: env.DEFAULT_LANGUAGE,
        body: request.body,
      });
      return reply.status(201).send(study);
    },
  );

  app.get(
    "/secure/staff/studies/:id/information",
    { schema: { params: StudyIdParams, response: { 200: StudyInformation } } },
    async (request, reply) => {
      const user = requireStaff(request.user);
      const information = await readStudyInformation({
        db,
        studyId: request.params.id,
        viewerUserId: user.userId,
        language: requestLanguage(request, env),
      });
      reply.header("Content-Language", information.language.toLowerCase());
      return information;
    },
  );

  app.get(
    "/secure/staff/studies/:id/eligibility-criteria",
    { schema: { params: StudyIdParams, response: { 200: StudyEligibilityCriteria } } },
    async (request, reply) => {
      const user = requireStaff(request.user);
      const criteria = await readStudyCriteria({
        db,
        user,
        studyId: request.params.id,
        language: requestLanguage(request, env),
      });
      reply.header("Content-Language", criteria.language.toLowerCase());
      return criteria;
    },
  );
};
