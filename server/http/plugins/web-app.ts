import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ERROR_CODES } from "../../../core/contracts/error-codes";
import type { ErrorBody } from "../../../core/contracts/errors";
import { firstPageModules } from "../../../core/rules/first-page-modules";
import {
  acceptLanguageTags,
  LANGUAGE_COOKIE,
  PAGE_DESCRIPTIONS,
  resolveUiLanguage,
} from "../../../core/rules/ui-languages";
import { isVolunteerSide } from "../../../core/rules/volunteer-app";
import { CSRF_HEADER } from "./csrf";
import { preloadLinksOf, readBuildManifest } from "./first-page-preloads";
import { loadServerRenderer, renderPage, withRenderedPage } from "./server-rendering";

/** Placeholder the web build uses for its base path; replaced when index.html is served. */
export const BASE_PLACEHOLDER = "/__RECRUIT_BASE__";

/**
 * Serves the built SPA under the base path: assets as files, every other GET as index.html (the
 * client router shows /404-page-not-found for unknown paths). Unknown /backend paths answer JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { webRoot: string; basePath: string; defaultLanguage: string; serverEntry?: string },
) {
  const indexPath = join(options.webRoot, "index.html");
  const hasBuild = existsSync(indexPath);
  const indexHtml = hasBuild
    ? readFileSync(indexPath, "utf8").replaceAll(BASE_PLACEHOLDER, options.basePath)
    : "";
  if (hasBuild) {
    // The build's hashed assets never change under their name: cached for good, and no validators (ETag,
    // Last-Modified) nor ranges, which a browser never uses on them (~100 bytes of each of a first page's
    // fifty scripts, issue 25). The build writes each one's brotli and gzip copies beside it; sent when accepted.
    await app.register(fastifyStatic, {
      root: join(options.webRoot, "assets"),
      prefix: `${options.basePath}/assets/`,
      index: false,
      wildcard: true,
      preCompressed: true,
      immutable: true,
      maxAge: "365d",
      etag: false,
      lastModified: false,
      acceptRanges: false,
    });
    // The rest of the build's files (the icon, robots.txt) as files may be: revalidated.
    await app.register(fastifyStatic, {
      root: options.webRoot,
      prefix: `${options.basePath}/`,
      index: false,
      wildcard: true,
      preCompressed: true,
      decorateReply: false,
    });
  }
  const preloadLinks = preloadLinksOf(readBuildManifest(options.webRoot), options.basePath);
  const renderer = hasBuild ? await loadServerRenderer(options.serverEntry) : null;
  const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  /**
   * The page carries what its first render needs, so that a phone does not wait one round trip for each:
   * the CSRF token (spec 001 §4 fetches it otherwise), the configured default language, and the chunks
   * of the address's frame and page with the catalog of the volunteer's language; the volunteers'
   * landing page and a study's page come rendered, with their data (issue 25).
   */
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "";
    const appPath = path.slice(options.basePath.length) || "/";
    const language = resolveUiLanguage({
      chosen: request.cookies[LANGUAGE_COOKIE] ?? null,
      browser: acceptLanguageTags(request.headers["accept-language"]),
      configuredDefault: options.defaultLanguage,
    });
    const modules = firstPageModules(appPath, language);
    const volunteerSide = isVolunteerSide(appPath);
    const rendered = volunteerSide
      ? await renderPage(app, renderer, request, { basePath: options.basePath, modules, language })
      : null;
    const head = [
      `<meta name="recruit-csrf" content="${escapeAttribute(reply.generateCsrf())}" data-header="${CSRF_HEADER}">`,
      `<meta name="recruit-default-language" content="${escapeAttribute(options.defaultLanguage.toLowerCase())}">`,
      preloadLinks.modules(modules),
    ].join("");
    let html = indexHtml.replace("</head>", `${head}</head>`);
    if (volunteerSide) {
      html = html
        .replace(
          /<html([^>]*)>/,
          (_tag, attributes: string) =>
            `<html${attributes.replace(/\s*lang="[^"]*"/, "")} lang="${language}" data-ui-language="${language}">`,
        )
        .replace(
          /(<meta\s+name="description"\s+content=")[^"]*"/,
          (_meta, start: string) => `${start}${escapeAttribute(PAGE_DESCRIPTIONS[language])}"`,
        );
    }
    if (rendered) html = withRenderedPage(html, rendered, preloadLinks.importsOf(modules));
    return reply.type("text/html").header("Cache-Control", "no-store").send(html);
  };
  if (hasBuild) {
    // The static plugin answers a directory with 403: the app's root is a page.
    app.get(`${options.basePath}/`, (request, reply) => sendIndex(request, reply));
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
    return sendIndex(request, reply);
  });
}
