import type { FastifyInstance, RouteOptions } from "fastify";
import type { Audience, EndpointDef } from "../../../core/contracts/endpoint";
import { pathParameterNames } from "../../../core/contracts/endpoint";

/** One registered /backend operation, as the route table holds it. */
export interface Operation {
  method: string;
  /** Full path as registered, base path included, e.g. "/backend/secure/staff/studies/:studyId". */
  url: string;
  audience: Audience;
  endpoint: EndpointDef | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every /backend operation registered so far (HEAD twins of GET routes left out). */
    operations: readonly Operation[];
  }
}

/** Names that can only mean "the study this request acts on"; such a route must check its membership. */
const STUDY_KEYS = ["studyId", "study-id"];

/**
 * Makes the audience a property of every /backend route (docs/decisions/010-endpoint-audiences.md): a
 * route that declares none, or one that does not fit its path, stops the app from starting. Register
 * before any route.
 */
export function registerRouteDeclarations(app: FastifyInstance, basePath: string): void {
  const operations: Operation[] = [];
  app.decorate("operations", operations);
  app.addHook("onRoute", (route) => {
    const backend = `${basePath}/backend`;
    if (route.url !== backend && !route.url.startsWith(`${backend}/`)) return;
    const audience = route.config?.audience;
    const name = `${[route.method].flat().join(",")} ${route.url}`;
    if (!audience) throw new Error(`${name} declares no audience (docs/decisions/010-endpoint-audiences.md)`);
    const problem = misfit(route, audience, route.url.slice(backend.length));
    if (problem) throw new Error(`${name}: ${problem}`);
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      operations.push({ method, url: route.url, audience, endpoint: route.config?.endpoint });
    }
  });
}

/** Why an audience does not fit the route it is declared on, or null when it fits. */
function misfit(route: RouteOptions, audience: Audience, path: string): string | null {
  if (path.startsWith("/secure/") && audience.kind === "public") return "a /secure route cannot be public";
  const pathKeys = pathParameterNames(path);
  const queryKeys = schemaKeys(route.schema?.querystring);
  const studyKey = [...pathKeys, ...queryKeys].find((key) => STUDY_KEYS.includes(key));
  if (audience.kind !== "studyMember") {
    return studyKey ? `names a study (${studyKey}) but is not declared studyMember` : null;
  }
  const source = audience.study;
  if (source.in === "params" && !pathKeys.includes(source.key)) return `has no path parameter ${source.key}`;
  if (source.in === "query" && !queryKeys.includes(source.key)) return `has no query value ${source.key}`;
  if (source.in === "body" && !route.schema?.body) return "reads its study from a body it does not declare";
  return null;
}

/** The keys of a zod object schema (route schemas are zod in this app). */
function schemaKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: unknown } | undefined)?.shape;
  return shape && typeof shape === "object" ? Object.keys(shape) : [];
}
