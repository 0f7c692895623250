import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CriterionVariable,
  LanguageSettings,
  LookupValuesByType,
  LookupValuesQuery,
  StudyPropertyDefinition,
} from "../../../core/contracts/reference-data";
import { criterionVariables, studyProperties } from "../../db/schema/index";
import { requireRole } from "../../policies/require-user";
import { listLookupValues, refreshLookupValues } from "../../services/reference/list-lookup-values";
import { requestLanguage } from "../request-language";
import type { RouteDeps } from "./route-deps";

/** Pick lists, property and variable definitions, and the configured languages: public reference data. */
export const referenceDataRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, env }) => {
  app.get(
    "/lookup-values",
    { schema: { querystring: LookupValuesQuery, response: { 200: LookupValuesByType } } },
    async (request, reply) => {
      const language = requestLanguage(request, env);
      reply.header("Content-Language", language.toLowerCase());
      return listLookupValues({ db, types: request.query.type, language });
    },
  );

  app.post("/lookup-values/refresh", { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    requireRole(request.user, ["ADMIN"]);
    refreshLookupValues(db);
    return reply.status(204).send(null);
  });

  app.get(
    "/public/studies/properties",
    { schema: { response: { 200: z.array(StudyPropertyDefinition) } } },
    async () => db.select().from(studyProperties).orderBy(studyProperties.orderNum, studyProperties.id),
  );

  app.get(
    "/public/criterion-variable",
    { schema: { response: { 200: z.array(CriterionVariable) } } },
    async () => {
      const rows = await db.select().from(criterionVariables).orderBy(criterionVariables.id);
      return rows.map((row) => CriterionVariable.parse(row));
    },
  );

  app.get("/public/languages", { schema: { response: { 200: LanguageSettings } } }, async () => ({
    supportedLanguages: env.SUPPORTED_LANGUAGES,
    defaultLanguage: env.DEFAULT_LANGUAGE,
  }));
};
