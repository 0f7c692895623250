import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { ERROR_CODES, type ErrorBody } from "../../../core/contracts/errors";

/** Placeholder the web build uses for its base path; replaced when index.html is served. */
export const BASE_PLACEHOLDER = "/__RECRUIT_BASE__";

/**
 * Serves the built SPA under the base path: assets as files, every other GET as index.html (the
 * client router shows /404-page-not-found for unknown paths). Unknown /backend paths answer JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, options: { webRoot: string; basePath: string }) {
  const indexPath = join(options.webRoot, "index.html");
  const hasBuild = existsSync(indexPath);
  const indexHtml = hasBuild
    ? readFileSync(indexPath, "utf8").replaceAll(BASE_PLACEHOLDER, options.basePath)
    : "";
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      prefix: `${options.basePath}/`,
      index: false,
      wildcard: true,
      serve: true,
      // The build writes each asset's brotli and gzip copies beside it (issue 25); sent when accepted.
      preCompressed: true,
      setHeaders: (res, path) => {
        if (path.includes("/assets/")) res.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    });
  }
  const sendIndex = (reply: FastifyReply) =>
    reply.type("text/html").header("Cache-Control", "no-cache").send(indexHtml);
  if (hasBuild) {
    // The static plugin answers a directory with 403: the app's root is a page.
    app.get(`${options.basePath}/`, (_request, reply) => sendIndex(reply));
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (path.startsWith(`${options.basePath}/backend/`) || path === `${options.basePath}/backend`) {
      const body: ErrorBody = { code: ERROR_CODES.notFound, message: "No such endpoint" };
      return reply.status(404).send(body);
    }
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !/\.[a-z0-9]+$/i.test(path) &&
      path.startsWith(options.basePath);
    if (!isPage || !hasBuild) {
      return reply
        .status(404)
        .type("text/plain")
        .send(hasBuild ? "Not found" : "The web app is not built: run npm run build");
    }
    return sendIndex(reply);
  });
}
