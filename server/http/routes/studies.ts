import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PostingDatePatch,
  StudyDetail,
  StudyIdParams,
  StudyListQuery,
  StudyNumParams,
  StudyPage,
  StudyPropertyValuesPatch,
  StudySynopsis,
} from "../../../core/contracts/studies";
import { JsonPatch, StudyContentPatch } from "../../../core/contracts/study-setup";
import { STUDY_LIST_PAGE_SIZE } from "../../../core/rules/limits";
import { AppError } from "../../errors/app-error";
import { requireStaff } from "../../policies/require-user";
import { requireStudyMember } from "../../policies/study-access";
import { presentStudyDetail, presentStudySummary } from "../../presenters/present-study";
import { readSetting } from "../../services/settings/read-setting";
import { changeLifecycleProperties } from "../../services/studies/change-lifecycle-properties";
import { changePostingDates } from "../../services/studies/change-posting-dates";
import { missingFieldsOf } from "../../services/studies/find-missing-required-fields";
import { findStudySynopses } from "../../services/studies/find-study-synopses";
import { listStudies } from "../../services/studies/list-studies";
import { readStudy } from "../../services/studies/read-study";
import { updateStudyContent } from "../../services/study-setup/update-study-content";
import { parseInput } from "../parse-input";
import { requestLanguage } from "../request-language";
import type { RouteDeps } from "./route-deps";

const NoContent = z.null();
const POSTING_DATE_PATHS = new Set(["/postingActivationDate", "/postingDeactivationDate"]);

export const studyRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, env }) => {
  app.get(
    "/secure/staff/studies/",
    { schema: { querystring: StudyListQuery, response: { 200: StudyPage } } },
    async (request) => {
      const user = requireStaff(request.user);
      const query = request.query;
      const result = await listStudies({
        db,
        userId: user.userId,
        archived: query["is-archived"],
        sortBy: query["sort-by"],
        page: query.page,
        pageSize: STUDY_LIST_PAGE_SIZE,
        studyNumber: query["study-number"],
      });
      return {
        page: result.rows.map(presentStudySummary),
        totalCount: result.totalCount,
        fromIndex: result.fromIndex,
      };
    },
  );

  app.get(
    "/secure/staff/studies/:id",
    { schema: { params: StudyIdParams, response: { 200: StudyDetail } } },
    async (request) => {
      const user = requireStaff(request.user);
      const study = await readStudy({ db, studyId: request.params.id, viewerUserId: user.userId });
      const applicationUrl = await readSetting({ db, name: "APPLICATION_URL" });
      return presentStudyDetail(study, {
        applicationUrl: applicationUrl ?? env.BASE_PATH,
        missingRequiredFields: missingFieldsOf(study.properties, study),
      });
    },
  );

  // One json-patch path for the lifecycle (posting dates) and for content (spec 001 §7): the paths decide.
  app.patch(
    "/secure/staff/studies/:id",
    { schema: { params: StudyIdParams, body: JsonPatch, response: { 204: NoContent } } },
    async (request, reply) => {
      const user = requireStaff(request.user);
      await requireStudyMember({ db, user, studyId: request.params.id });
      const studyId = request.params.id;
      if (request.body.every((operation) => POSTING_DATE_PATHS.has(operation.path))) {
        await changePostingDates({ db, studyId, patch: parseInput(PostingDatePatch, request.body) });
      } else {
        const patch = parseInput(StudyContentPatch, request.body);
        await updateStudyContent({ db, studyId, language: requestLanguage(request, env), patch });
      }
      return reply.status(204).send(null);
    },
  );

  app.patch(
    "/secure/staff/studies/:id/study-property-values",
    { schema: { params: StudyIdParams, body: StudyPropertyValuesPatch, response: { 204: NoContent } } },
    async (request, reply) => {
      const user = requireStaff(request.user);
      await requireStudyMember({ db, user, studyId: request.params.id });
      await changeLifecycleProperties({ db, studyId: request.params.id, patch: request.body });
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/secure/staff/study-synopses/",
    { schema: { response: { 200: z.array(StudySynopsis) } } },
    async (request) => {
      const user = requireStaff(request.user);
      return findStudySynopses({ db, userId: user.userId });
    },
  );

  app.get(
    "/secure/staff/study-synopses/:studyNum",
    { schema: { params: StudyNumParams, response: { 200: StudySynopsis } } },
    async (request) => {
      const user = requireStaff(request.user);
      const [synopsis] = await findStudySynopses({
        db,
        userId: user.userId,
        studyNum: request.params.studyNum,
      });
      if (!synopsis) throw AppError.notFound("The study");
      return synopsis;
    },
  );
};
