import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { documentTitle, tabWordsOfMarkup } from "../../../core/rules/document-title";
import type { ServerRender, ServerRenderer } from "../../../core/rules/server-rendering";
import type { UiLanguage } from "../../../core/rules/ui-languages";

/**
 * The web app's server entry (web/entry-server.tsx, built by `npm run build` into build/web-server/), or
 * null when it is not built: the pages are then sent empty and rendered by the browser, as before.
 */
export async function loadServerRenderer(path: string | undefined): Promise<ServerRenderer | null> {
  if (!path || !existsSync(path)) return null;
  const module = (await import(pathToFileURL(path).href)) as { renderFirstPage: ServerRenderer };
  return module.renderFirstPage;
}

/**
 * Answers the page's reads of `/backend` in-process, through the same routes, hooks and checks as the
 * browser's own requests, with the visitor's cookies and address: what the page shows is what the
 * browser would have been answered.
 */
function readsOf(app: FastifyInstance, request: FastifyRequest, basePath: string) {
  return async (url: string, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    if (request.headers.cookie) headers.set("cookie", request.headers.cookie);
    const answer = await app.inject({
      method: "GET",
      url: `${basePath}${url}`,
      headers: Object.fromEntries(headers),
      remoteAddress: request.ip,
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        answerHeaders.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    }
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers: answerHeaders,
    });
  };
}

/** Renders a volunteer's first page, or answers null (not rendered here, a read failed, the render threw). */
export async function renderPage(
  app: FastifyInstance,
  renderer: ServerRenderer | null,
  request: FastifyRequest,
  page: { basePath: string; modules: readonly string[]; language: UiLanguage },
): Promise<ServerRender | null> {
  if (!renderer || request.method !== "GET") return null;
  try {
    return await renderer({
      url: request.url,
      basePath: page.basePath,
      modules: page.modules,
      language: page.language,
      fetch: readsOf(app, request, page.basePath),
    });
  } catch (error) {
    request.log.warn({ err: error }, "server rendering failed; the page is rendered by the browser");
    return null;
  }
}

/**
 * The rendered markup and the page's reads, placed in the page the browser hydrates (web/main.tsx), then
 * the links that fetch what the hydration needs beyond the head's (`tail`). The title names the page
 * from its first heading, as the browser will once it runs (web/app/layout/title-from-heading.tsx), so
 * that a search engine's result and the tab say which page it is before any script runs.
 */
export function withRenderedPage(html: string, rendered: ServerRender, tail = ""): string {
  const state = JSON.stringify(rendered.state).replace(/</g, "\\u003c");
  return withHeadingTitle(html, rendered.html).replace(
    /<div id="?root"?><\/div>/,
    () =>
      `<div id="root">${rendered.html}</div>` +
      `<script type="application/json" id="recruit-state">${state}</script>${tail}`,
  );
}

/**
 * The page's `<title>` (the app's name, in index.html) with the rendered markup's first `h1` before it, or
 * the words that heading gives the tab instead. Both are taken as React wrote them, their entities still
 * escaped, so they go into the title as they are.
 */
function withHeadingTitle(html: string, markup: string): string {
  return html.replace(
    /<title>([^<]*)<\/title>/,
    (_, brand: string) => `<title>${documentTitle(tabWordsOfMarkup(markup), brand)}</title>`,
  );
}
