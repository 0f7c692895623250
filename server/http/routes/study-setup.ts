import type { FastifyPluginAsync } from "fastify";
import { studySetupEndpoints } from "../../../core/contracts/study-setup";
import { AppError } from "../../errors/app-error";
import { createStudy } from "../../services/study-setup/create-study";
import { findImportedStudyRow, presentImportedStudy } from "../../services/study-setup/find-imported-study";
import { findRegisteredStudy } from "../../services/study-setup/find-registered-study";
import { readStudyCriteria } from "../../services/study-setup/read-study-criteria";
import { readStudyInformation } from "../../services/study-setup/read-study-information";
import { route } from "../endpoint-route";
import { requestLanguage, withContentLanguage } from "../request-language";
import type { RouteDeps } from "./route-deps";

/** Adding a study and reading its Study Information and criteria in a language (spec 001 §2-§4). */
export const studySetupRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, env }) => {
  route(app, studySetupEndpoints.registeredStudy, async ({ params }) => {
    const study = await findRegisteredStudy(db, params.studyNum);
    if (!study) throw AppError.notFound("The study");
    return study;
  });

  route(app, studySetupEndpoints.importedStudy, async ({ params }) => {
    const record = await findImportedStudyRow(db, params.studyNum);
    if (!record) throw AppError.notFound("The IRB record");
    return presentImportedStudy(record);
  });

  route(app, studySetupEndpoints.create, ({ user, body }) =>
    createStudy({ db, creatorUserId: user.userId, defaultLanguage: env.DEFAULT_LANGUAGE, body }),
  );

  route(app, studySetupEndpoints.information, async ({ request, reply, study }) =>
    withContentLanguage(
      reply,
      await readStudyInformation({ db, studyId: study.id, language: requestLanguage(request, env) }),
    ),
  );

  route(app, studySetupEndpoints.eligibilityCriteria, async ({ request, reply, study }) =>
    withContentLanguage(
      reply,
      await readStudyCriteria({ db, studyId: study.id, language: requestLanguage(request, env) }),
    ),
  );
};
