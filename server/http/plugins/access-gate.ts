import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Audience, EndpointDef, StudySource } from "../../../core/contracts/endpoint";
import { ERROR_CODES } from "../../../core/contracts/error-codes";
import { EntityId, EntityIdParam } from "../../../core/contracts/ids";
import type { Db } from "../../db/connect";
import type { Rows } from "../../db/prepared-query";
import type { PreparedRead } from "../../db/prepared-read";
import { AppError } from "../../errors/app-error";
import { admitAudience } from "../../policies/admit-audience";
import type { CheckedStudy } from "../../policies/checked-study";
import { readStudyRole } from "../../policies/study-access";
import { resolveSession } from "../../services/auth/resolve-session";
import type { SessionUser } from "../../services/auth/session-user";
import { authenticateApiToken } from "../../services/study-import/api-tokens";
import { findNulCharacter } from "../find-nul-character";
import type { SessionRead } from "../session-read";
import { sessionIdOf } from "./session";

/** The token of an `Authorization: Bearer` header, if the request has one. */
function bearerOf(request: FastifyRequest): string | undefined {
  return /^Bearer (\S{1,4096})$/.exec(request.headers.authorization ?? "")?.[1];
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    user: SessionUser | null;
    /** The study a study-scoped endpoint acts on, once its membership is checked. */
    study: CheckedStudy | null;
    /** The rows of the endpoint's first read, made in the session's statement (http/session-read.ts). */
    sessionRead: Rows | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route; every /backend route declares one (plugins/route-declarations.ts). */
    audience?: Audience;
    /** The core/contracts definition the route was registered from. */
    endpoint?: EndpointDef;
    /** The read the gate sends in the session's statement, on a GET endpoint that names one. */
    sessionRead?: SessionRead;
  }
}

/**
 * The one place where access is decided, from the audience each route declares
 * (docs/decisions/010-endpoint-audiences.md):
 * - onRequest, before anything is parsed: the session (read from the database on every request, so an
 *   ended session is refused by every instance at once), the audience (401/403) and, for a study named
 *   in the path or query, the membership, read in the same statement (404 for another team's study);
 *   a list that names its first read has it made in that statement too, and handed over once admitted
 *   (session-read.ts);
 * - preValidation, once the body is parsed: refuses NUL characters anywhere in the input (400), and
 *   checks the membership of a study named in the body.
 * Handlers receive `request.user` and `request.study` already checked.
 */
export function registerAccessGate(
  app: FastifyInstance,
  options: { db: Db; idleMinutes: number; apiTokenSecret: string | undefined },
): void {
  const { db, idleMinutes } = options;
  app.decorateRequest("user", null);
  app.decorateRequest("study", null);
  app.decorateRequest("sessionRead", null);

  app.addHook("onRequest", async (request) => {
    const audience = request.routeOptions.config?.audience;
    if (!audience) return;
    const source = audience.kind === "studyMember" ? audience.study : null;
    const studyId = source && source.in !== "body" ? studyIdIn(request, source) : null;
    const bearer = request.routeOptions.config?.endpoint?.apiToken ? bearerOf(request) : undefined;
    if (bearer !== undefined) {
      // An API token speaks alone: a cookie sent with it is not read (and CSRF does not apply).
      request.user = await authenticateApiToken({ db, secret: options.apiTokenSecret, token: bearer });
      admitAudience(audience, request.user);
      return;
    }
    const sessionId = sessionIdOf(request);
    const read = sessionId ? await prepareSessionRead(request) : null;
    const session = sessionId
      ? await resolveSession({ db, sessionId, idleMinutes, studyId: studyId ?? 0, read })
      : null;
    request.user = session?.user ?? null;
    admitAudience(audience, request.user);
    if (source && source.in !== "body") request.study = checkedStudy(studyId, session?.studyRole ?? null);
    request.sessionRead = session?.read ?? null;
  });

  app.addHook("preValidation", async (request) => {
    const audience = request.routeOptions.config?.audience;
    if (!audience) return;
    refuseNulCharacters(request);
    if (audience.kind === "studyMember" && audience.study.in === "body" && request.user) {
      const field = audience.study.path.join(".");
      const parsed = EntityId.safeParse(valueAt(request.body, audience.study.path));
      if (!parsed.success) {
        throw AppError.invalid(ERROR_CODES.validation, "The request is not valid", [
          { field, message: "A study id is required" },
        ]);
      }
      const role = await readStudyRole({ db, userId: request.user.userId, studyId: parsed.data });
      request.study = checkedStudy(parsed.data, role);
    }
  });
}

/**
 * The route's first read for the request's path and query, when it names one and they are valid (an
 * invalid input is refused later with 400, and a NUL character, which PostgreSQL cannot take, too).
 */
async function prepareSessionRead(request: FastifyRequest): Promise<PreparedRead | null> {
  const { sessionRead, endpoint } = request.routeOptions.config ?? {};
  if (!sessionRead || !endpoint) return null;
  if (findNulCharacter(request.params) ?? findNulCharacter(request.query)) return null;
  const params = endpoint.params
    ? endpoint.params.safeParse(request.params)
    : { success: true, data: undefined };
  const query = endpoint.query ? endpoint.query.safeParse(request.query) : { success: true, data: undefined };
  if (!params.success || !query.success) return null;
  return sessionRead.prepare({ params: params.data, query: query.data });
}

/** The study id a path or query value names, or null when the value cannot be one. */
function studyIdIn(request: FastifyRequest, source: Exclude<StudySource, { in: "body" }>): number | null {
  const values = (source.in === "params" ? request.params : request.query) as Record<string, unknown>;
  const parsed = EntityIdParam.safeParse(values?.[source.key]);
  return parsed.success ? parsed.data : null;
}

/** Another team's study, or one that does not exist, answers 404 alike (DESIGN.md §6). */
function checkedStudy(studyId: number | null, role: CheckedStudy["role"] | null): CheckedStudy {
  if (studyId === null || role === null) throw AppError.notFound("The study");
  return { id: studyId, role };
}

function valueAt(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function refuseNulCharacters(request: FastifyRequest): void {
  const field =
    findNulCharacter(request.params) ?? findNulCharacter(request.query) ?? findNulCharacter(request.body);
  if (field) {
    throw AppError.invalid(ERROR_CODES.validation, "The request is not valid", [
      { field, message: "must not contain the NUL character" },
    ]);
  }
}
