import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { audience } from "../../../core/contracts/endpoint";

/**
 * The API reference, generated from the zod contracts of every route (DESIGN.md §5):
 * GET /backend/openapi.json. Register before the routes so that it sees them.
 */
export async function registerOpenApi(app: FastifyInstance, basePath: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Recruit /backend API",
        description:
          "Generated from core/contracts. Dates are epoch milliseconds; paged answers are {page, totalCount, fromIndex}.",
        version: "1",
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get(
    `${basePath}/backend/openapi.json`,
    { schema: { hide: true }, config: { audience: audience.public } },
    async () => app.swagger(),
  );
}
