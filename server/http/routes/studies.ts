import type { FastifyPluginAsync } from "fastify";
import type { EndpointInput } from "../../../core/contracts/endpoint";
import { ERROR_CODES } from "../../../core/contracts/error-codes";
import { PostingDatePatch, studyEndpoints } from "../../../core/contracts/studies";
import { StudyContentPatch } from "../../../core/contracts/study-setup";
import { AppError } from "../../errors/app-error";
import { presentStudyDetail, presentStudySummary } from "../../presenters/present-study";
import { readSetting } from "../../services/settings/read-setting";
import { changeLifecycleProperties } from "../../services/studies/change-lifecycle-properties";
import { changePostingDates } from "../../services/studies/change-posting-dates";
import { missingFieldsOf } from "../../services/studies/find-missing-required-fields";
import { findStudySynopses } from "../../services/studies/find-study-synopses";
import { listStudies, type StudyListOptions, studyListRead } from "../../services/studies/list-studies";
import { readStudy, studyRead } from "../../services/studies/read-study";
import { updateStudyContent } from "../../services/study-setup/update-study-content";
import { route } from "../endpoint-route";
import { parseInput } from "../parse-input";
import { requestLanguage } from "../request-language";
import type { RouteDeps } from "./route-deps";

const POSTING_DATE_PATHS = new Set(["/postingActivationDate", "/postingDeactivationDate"]);

function studyListOptionsOf(query: EndpointInput<typeof studyEndpoints.list>["query"]): StudyListOptions {
  return {
    archived: query["is-archived"],
    sortBy: query["sort-by"],
    page: query.page,
    studyNumber: query["study-number"],
  };
}

/** The study lists, the dashboard's study and its lifecycle (spec 000 §2.3, §2.4, §4.2). */
export const studyRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, env }) => {
  route(
    app,
    studyEndpoints.list,
    async ({ request, user, query }) => {
      const result = await listStudies({
        db,
        userId: user.userId,
        ...studyListOptionsOf(query),
        rows: request.sessionRead,
      });
      return {
        page: result.rows.map(presentStudySummary),
        totalCount: result.totalCount,
        fromIndex: result.fromIndex,
      };
    },
    {
      sessionRead: {
        prepare: ({ query }) => studyListRead(studyListOptionsOf(query)),
        warmUp: [{ query: { "is-archived": "false", "sort-by": "NEW_PARTICIPANTS", page: "1" } }],
      },
    },
  );

  route(
    app,
    studyEndpoints.read,
    async ({ request, study }) => {
      const read = await readStudy({ db, studyId: study.id, rows: request.sessionRead });
      const applicationUrl = await readSetting({ db, name: "APPLICATION_URL" });
      return presentStudyDetail(read, {
        applicationUrl: applicationUrl ?? env.BASE_PATH,
        missingRequiredFields: missingFieldsOf(read.properties, read),
      });
    },
    {
      sessionRead: {
        prepare: ({ params }) => studyRead(db, params.studyId),
        warmUp: [{ params: { studyId: "1" } }],
      },
    },
  );

  // One json-patch path for the lifecycle (posting dates) and for content (spec 001 §7): the paths decide.
  route(app, studyEndpoints.patch, async ({ request, study, headers, body }) => {
    const ifMatch = headers["if-match"];
    if (body.every((operation) => POSTING_DATE_PATHS.has(operation.path))) {
      if (ifMatch !== undefined) {
        throw AppError.invalid(ERROR_CODES.validation, "The posting dates have no version", [
          { field: "if-match", message: "If-Match applies to a save of the information or the criteria" },
        ]);
      }
      await changePostingDates({ db, studyId: study.id, patch: parseInput(PostingDatePatch, body) });
    } else {
      const patch = parseInput(StudyContentPatch, body);
      await updateStudyContent({
        db,
        studyId: study.id,
        language: requestLanguage(request, env),
        patch,
        ifMatch,
      });
    }
  });

  route(app, studyEndpoints.patchPropertyValues, async ({ study, body }) => {
    await changeLifecycleProperties({ db, studyId: study.id, patch: body });
  });

  route(app, studyEndpoints.synopses, ({ user }) => findStudySynopses({ db, userId: user.userId }));

  route(app, studyEndpoints.synopsis, async ({ user, params }) => {
    const [synopsis] = await findStudySynopses({ db, userId: user.userId, studyNum: params.studyNum });
    if (!synopsis) throw AppError.notFound("The study");
    return synopsis;
  });
};
