import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance, RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Audience, audience, type EndpointDef } from "../../../core/contracts/endpoint";
import {
  ErrorBody,
  ForbiddenBody,
  ServerErrorBody,
  TooManyRequestsBody,
} from "../../../core/contracts/errors";
import { ATTACHMENT_MAX_BYTES } from "../../../core/rules/limits";
import { type ErrorAnswer, type ErrorStatus, errorAnswersOf } from "../openapi/error-answers";
import { multipartAsSent } from "../openapi/file-parts";
import { addIntegerFormats } from "../openapi/integer-formats";
import { OPERATION_NAMES, TAGS } from "../openapi/operation-names";
import { SECURITY_SCHEMES, securityOf } from "../openapi/security";

/** The headers @fastify/rate-limit sends on the answers of a limited route. */
const RATE_LIMIT_HEADERS = {
  "X-RateLimit-Limit": {
    description: "Attempts allowed in the window",
    schema: { type: "integer", format: "int32", minimum: 0, maximum: 1_000_000 },
  },
  "X-RateLimit-Remaining": {
    description: "Attempts left in the window",
    schema: { type: "integer", format: "int32", minimum: 0, maximum: 1_000_000 },
  },
  "X-RateLimit-Reset": {
    description: "Seconds until the window starts again",
    schema: { type: "integer", format: "int32", minimum: 0, maximum: 86_400 },
  },
};
const RETRY_AFTER = {
  "Retry-After": {
    description: "Seconds to wait before trying again",
    schema: { type: "integer", format: "int32", minimum: 0, maximum: 86_400 },
  },
};

const SERVER_DESCRIPTION = "The instance serving this document (production, staging or local)";

const ERROR_SCHEMAS: Record<ErrorAnswer["schema"], z.ZodType> = {
  ErrorBody,
  ForbiddenBody,
  TooManyRequestsBody,
  ServerErrorBody,
};

interface OperationFacts {
  errors: Partial<Record<ErrorStatus, ErrorAnswer>>;
  rateLimited: boolean;
}

/**
 * The API reference, generated from the zod contracts of every route (DESIGN.md §5):
 * GET /backend/openapi.json. Each operation gets its operationId and tag from its place in the endpoint
 * table, its `security` from its audience, and the error answers its gates and declared errors can give.
 * Register before the routes so that it sees them.
 */
export async function registerOpenApi(app: FastifyInstance, basePath: string): Promise<void> {
  const facts = new Map<string, OperationFacts>();
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Recruit /backend API",
        description:
          "Generated from core/contracts. Dates are epoch milliseconds; paged answers are {page, totalCount, fromIndex}. " +
          "Writes need the CSRF token of GET /backend/csrf; a study importer's program uses its API token instead.",
        version: "1",
      },
      tags: TAGS,
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: (document) => {
      const transformed = jsonSchemaTransform(document);
      const { route } = document;
      const endpoint = route.config?.endpoint;
      const routeAudience = route.config?.audience;
      if (!endpoint || !routeAudience) return transformed;
      const name = OPERATION_NAMES.get(endpoint);
      if (!name) return transformed;
      const method = endpoint.method;
      const rateLimited = isRateLimited(route);
      facts.set(name.operationId, {
        errors: errorAnswersFor(endpoint, routeAudience, rateLimited),
        rateLimited,
      });
      const body = transformed.schema.body;
      return {
        ...transformed,
        schema: {
          ...transformed.schema,
          ...(endpoint.bodyType === "multipart" && {
            body: multipartAsSent(body, endpoint.upload?.maxBytes ?? ATTACHMENT_MAX_BYTES),
          }),
          operationId: name.operationId,
          tags: [name.tag],
          security: securityOf({
            audience: routeAudience,
            method,
            apiToken: endpoint.apiToken === true,
            crossSitePost: endpoint.crossSitePost === true,
          }),
        },
      };
    },
    transformObject: (documentObject) => {
      if (!("openapiObject" in documentObject)) return documentObject.swaggerObject;
      const document = structuredClone(documentObject.openapiObject);
      addErrorAnswers(document as OpenApiDocument, facts);
      // Relative: the instance that serves the document, whichever environment it runs in; for integrators.
      Object.assign(document, {
        servers: [{ url: "/", description: SERVER_DESCRIPTION, "x-internal": false }],
      });
      addIntegerFormats(document);
      return document;
    },
  });
  app.get(
    `${basePath}/backend/openapi.json`,
    { schema: { hide: true }, config: { audience: audience.public } },
    async () => app.swagger(),
  );
}

function errorAnswersFor(endpoint: EndpointDef, routeAudience: Audience, rateLimited: boolean) {
  return errorAnswersOf({
    audience: routeAudience,
    method: endpoint.method,
    hasInputs: Boolean(endpoint.params ?? endpoint.query ?? endpoint.headers ?? endpoint.body),
    hasPathParameters: endpoint.path.includes(":"),
    rateLimited,
    crossSitePost: endpoint.crossSitePost === true,
    otherErrors: endpoint.otherErrors ?? {},
  });
}

function isRateLimited(route: RouteOptions): boolean {
  const config = route.config as { rateLimit?: unknown } | undefined;
  return Boolean(config?.rateLimit);
}

interface OpenApiResponse {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, unknown>;
}
interface OpenApiOperation {
  operationId?: string;
  responses?: Record<string, OpenApiResponse>;
}
interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, unknown> };
}

/** Adds each operation's error answers, their shared body schemas, and the rate limit's headers. */
function addErrorAnswers(document: OpenApiDocument, facts: ReadonlyMap<string, OperationFacts>): void {
  document.components ??= {};
  document.components.schemas ??= {};
  for (const [name, schema] of Object.entries(ERROR_SCHEMAS)) {
    const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { target: "openapi-3.0" });
    document.components.schemas[name] = jsonSchema;
  }
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(pathItem)) {
      const fact = operation.operationId ? facts.get(operation.operationId) : undefined;
      if (!fact) continue;
      operation.responses ??= {};
      for (const [status, answer] of Object.entries(fact.errors)) {
        operation.responses[status] = {
          description: answer.description,
          ...(status === "429" && { headers: { ...RATE_LIMIT_HEADERS, ...RETRY_AFTER } }),
          ...(status === "503" && { headers: RETRY_AFTER }),
          content: { "application/json": { schema: { $ref: `#/components/schemas/${answer.schema}` } } },
        };
      }
      if (fact.rateLimited) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (status.startsWith("2")) response.headers = { ...response.headers, ...RATE_LIMIT_HEADERS };
        }
      }
    }
  }
}
