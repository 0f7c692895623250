import type { FastifyPluginAsync } from "fastify";
import { CriterionVariable, referenceDataEndpoints } from "../../../core/contracts/reference-data";
import { criterionVariables, studyProperties } from "../../db/schema/index";
import { listLookupValues } from "../../services/reference/list-lookup-values";
import { invalidateCache } from "../../services/settings/cache-sync";
import { route } from "../endpoint-route";
import { requestLanguage, withContentLanguage } from "../request-language";
import type { RouteDeps } from "./route-deps";

/** Pick lists, property and variable definitions, and the configured languages: public reference data. */
export const referenceDataRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, env }) => {
  route(app, referenceDataEndpoints.lookupValues, ({ request, reply, query }) => {
    const language = requestLanguage(request, env);
    withContentLanguage(reply, { language });
    return listLookupValues({ db, types: query.type, language });
  });

  route(app, referenceDataEndpoints.refreshLookupValues, () => invalidateCache(db, "lookups"));

  route(app, referenceDataEndpoints.studyProperties, () =>
    db.select().from(studyProperties).orderBy(studyProperties.orderNum, studyProperties.id),
  );

  route(app, referenceDataEndpoints.criterionVariables, async () => {
    const rows = await db.select().from(criterionVariables).orderBy(criterionVariables.id);
    return rows.map((row) => CriterionVariable.parse(row));
  });

  route(app, referenceDataEndpoints.languages, () => ({
    supportedLanguages: env.SUPPORTED_LANGUAGES,
    defaultLanguage: env.DEFAULT_LANGUAGE,
  }));
};
