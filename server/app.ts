import { constants as zlibConstants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyFormbody from "@fastify/formbody";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { Db } from "./db/connect";
import type { Env } from "./env";
import { registerAccessGate } from "./http/plugins/access-gate";
import { registerCsrf } from "./http/plugins/csrf";
import { registerErrorHandler } from "./http/plugins/error-handler";
import { registerHealth } from "./http/plugins/health";
import { registerImpersonationAudit } from "./http/plugins/impersonation-audit";
import { type AppMetrics, type PoolStats, registerMetrics } from "./http/plugins/metrics";
import { registerMultipart } from "./http/plugins/multipart";
import { registerOpenApi } from "./http/plugins/openapi";
import { registerRequestLog, requestIdOf } from "./http/plugins/request-log";
import { responseSerializerCompiler } from "./http/plugins/response-serializer";
import { registerRouteDeclarations } from "./http/plugins/route-declarations";
import { registerSecurityHeaders } from "./http/plugins/security-headers";
import { registerWebApp } from "./http/plugins/web-app";
import { postgresRateLimitStore } from "./http/rate-limit-store";
import { announcementRoutes } from "./http/routes/announcements";
import { applicationSettingRoutes } from "./http/routes/application-settings";
import { attachmentRoutes } from "./http/routes/attachments";
import { authRoutes } from "./http/routes/auth";
import { customerSupportRoutes } from "./http/routes/customer-support";
import { feasibilityRoutes } from "./http/routes/feasibility";
import { insightRoutes } from "./http/routes/insights";
import { interestedParticipantRoutes } from "./http/routes/interested-participants";
import { jobRoutes } from "./http/routes/jobs";
import { labelRoutes } from "./http/routes/labels";
import { matchedParticipantRoutes } from "./http/routes/matched-participants";
import { messageTemplateRoutes } from "./http/routes/message-templates";
import { messageRoutes } from "./http/routes/messages";
import { outboxRoutes } from "./http/routes/outbox";
import { publicStudyRoutes } from "./http/routes/public-studies";
import { referenceDataRoutes } from "./http/routes/reference-data";
import { screeningQuestionRoutes } from "./http/routes/screening-questions";
import { singleSignOnRoutes } from "./http/routes/single-sign-on";
import { studyRoutes } from "./http/routes/studies";
import { studyImportRoutes } from "./http/routes/study-import";
import { studyNotificationRoutes } from "./http/routes/study-notifications";
import { studySetupRoutes } from "./http/routes/study-setup";
import { studyTeamRoutes } from "./http/routes/study-team";
import { volunteerAccountRoutes } from "./http/routes/volunteer-account";
import { volunteerParticipationRoutes } from "./http/routes/volunteer-participation";
import { volunteerSelfRoutes } from "./http/routes/volunteer-self";
import { volunteerRoutes } from "./http/routes/volunteers";
import { createLifecycle, type Lifecycle } from "./ops/lifecycle";
import { registerWarmUpUrls } from "./ops/warm-up";
import { createOidcRelyingParty } from "./services/single-sign-on/oidc-relying-party";
import { createSamlServiceProvider } from "./services/single-sign-on/saml-service-provider";

export interface AppDeps {
  db: Db;
  env: Env;
  /** Folder of the built web app; nothing is served when it has no index.html. */
  webRoot: string;
  /** The web app's server entry (build/web-server/entry-server.js); without it no page is rendered here. */
  serverEntry?: string;
  logger?: boolean;
  /** Where the log lines go (standard output when not given); tests read them. */
  logStream?: { write(line: string): void };
  /** The instance's phase, which readiness reports; serving when not given (tests). */
  lifecycle?: Lifecycle;
  poolStats?: PoolStats;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The instance's Prometheus metrics (issue 27). */
    metrics: AppMetrics;
  }
}

/** Builds the server with every plugin and route, without listening (tests use inject). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { db, env } = deps;
  const base = env.BASE_PATH;
  const cookiePath = base || "/";
  const app = Fastify({
    logger: deps.logger === false ? false : { level: env.LOG_LEVEL, stream: deps.logStream },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 6 * 1024 * 1024,
    // One line per request, written by plugins/request-log.ts, under the id the answer carries.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: "requestId" }),
    genReqId: requestIdOf,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app, db);
  // json-patch and merge-patch bodies are JSON (spec 000 §7).
  app.addContentTypeParser(
    ["application/json-patch+json", "application/merge-patch+json"],
    { parseAs: "string" },
    app.getDefaultJsonParser("error", "error"),
  );

  // Before any route: a /backend route that declares no audience stops the app here.
  registerRouteDeclarations(app, base);
  registerWarmUpUrls(app, base);

  // onRequest hooks run in this order: request id, headers, cookies, access (401/403/404), CSRF.
  registerRequestLog(app);
  app.decorate(
    "metrics",
    registerMetrics(app, { db, basePath: base, token: env.METRICS_TOKEN, poolStats: deps.poolStats }),
  );
  registerHealth(app, { db, lifecycle: deps.lifecycle ?? createLifecycle("serving"), basePath: base });
  registerSecurityHeaders(app, { assetsPrefix: `${base}/assets/` });
  // Answers above 1 KB go out compressed when the client accepts it (issue 25: volunteers on slow phones).
  // Brotli at a middle quality: the highest costs far more CPU than it saves bytes on dynamic answers.
  // Built assets are compressed once at build time and sent as they are (plugins/web-app.ts).
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyCookie);
  // The one form body: a SAML identity provider's answer (HTTP-POST binding, issue 26).
  await app.register(fastifyFormbody, { bodyLimit: 600 * 1024 });
  await registerMultipart(app);
  await app.register(fastifyRateLimit, { global: false, store: postgresRateLimitStore(db) });
  registerAccessGate(app, {
    db,
    idleMinutes: env.SESSION_IDLE_MINUTES,
    apiTokenSecret: env.API_TOKEN_SECRET,
  });
  registerImpersonationAudit(app, db);
  await registerCsrf(app, cookiePath);

  await registerOpenApi(app, base);
  const singleSignOn = { oidc: createOidcRelyingParty(env), saml: createSamlServiceProvider(env, db) };
  const routeDeps = { db, env, cookiePath, singleSignOn };
  await app.register(
    async (backend) => {
      await backend.register(authRoutes, routeDeps);
      await backend.register(singleSignOnRoutes, routeDeps);
      await backend.register(studyRoutes, routeDeps);
      await backend.register(referenceDataRoutes, routeDeps);
      await backend.register(studySetupRoutes, routeDeps);
      await backend.register(matchedParticipantRoutes, routeDeps);
      await backend.register(interestedParticipantRoutes, routeDeps);
      await backend.register(insightRoutes, routeDeps);
      await backend.register(feasibilityRoutes, routeDeps);
      await backend.register(labelRoutes, routeDeps);
      await backend.register(volunteerRoutes, routeDeps);
      await backend.register(messageTemplateRoutes, routeDeps);
      await backend.register(screeningQuestionRoutes, routeDeps);
      await backend.register(attachmentRoutes, routeDeps);
      await backend.register(messageRoutes, routeDeps);
      await backend.register(studyTeamRoutes, routeDeps);
      await backend.register(studyNotificationRoutes, routeDeps);
      await backend.register(jobRoutes, routeDeps);
      await backend.register(applicationSettingRoutes, routeDeps);
      await backend.register(announcementRoutes, routeDeps);
      await backend.register(outboxRoutes, routeDeps);
      await backend.register(customerSupportRoutes, routeDeps);
      await backend.register(studyImportRoutes, routeDeps);
      await backend.register(publicStudyRoutes, routeDeps);
      await backend.register(volunteerAccountRoutes, routeDeps);
      await backend.register(volunteerSelfRoutes, routeDeps);
      await backend.register(volunteerParticipationRoutes, routeDeps);
    },
    { prefix: `${base}/backend` },
  );
  await registerWebApp(app, {
    webRoot: deps.webRoot,
    basePath: base,
    defaultLanguage: env.DEFAULT_LANGUAGE,
    serverEntry: deps.serverEntry,
  });
  return app;
}
