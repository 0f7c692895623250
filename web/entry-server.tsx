import { AsyncLocalStorage } from "node:async_hooks";
import { type Messages, setupI18n } from "@lingui/core";
import { dehydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { CATALOG_PARTS } from "../core/rules/first-page-modules";
import type { ServerRenderer } from "../core/rules/server-rendering";
import { UI_LANGUAGES } from "../core/rules/ui-languages";
import { AppProviders, createQueryClient } from "./app/providers";
import { AppRoutes, isServerRendered, preloadServerRendered } from "./app/router";
import { answerReadsWith } from "./lib/api";

/**
 * The server's entry to the web app (built by `vite build --ssr`, run by server/http/plugins/web-app.ts):
 * renders the volunteer's landing page and a study's page with their data, so that a phone on a slow
 * connection shows the page before any JavaScript has run (issue 25). The browser hydrates the same tree.
 */

const catalogs = import.meta.glob<Messages>("./locales/*/*.json", { eager: true, import: "default" });
/** Every part of each language's catalog: the server renders a page with all of its words at once. */
const messages: Record<string, Messages> = Object.fromEntries(
  UI_LANGUAGES.map((language) => [
    language,
    Object.assign({}, ...CATALOG_PARTS.map((part) => catalogs[`./locales/${language}/${part}.json`] ?? {})),
  ]),
);

/** Each page's reads go through the fetch of the request being rendered. */
const requestReads = new AsyncLocalStorage<(url: string, init?: RequestInit) => Promise<Response>>();
answerReadsWith((input, init) => {
  const answer = requestReads.getStore();
  if (!answer) return Promise.reject(new Error("a read outside a page's rendering"));
  return answer(String(input), init);
});

/** Renders in passes until every read the page makes has its answer (a read may follow another's). */
const MAX_PASSES = 4;

export const renderFirstPage: ServerRenderer = async (request) => {
  if (!isServerRendered(request.modules)) return null;
  await preloadServerRendered(request.modules);
  const i18n = setupI18n({ locale: request.language, messages });
  const client = createQueryClient();
  const render = () =>
    renderToString(
      <StrictMode>
        <AppProviders client={client} i18n={i18n}>
          <StaticRouter location={request.url} basename={request.basePath || "/"}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
    );
  return requestReads.run(request.fetch, async () => {
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const html = render();
      const queries = client.getQueryCache().getAll();
      const waiting = queries.filter((query) => query.state.status === "pending");
      if (waiting.length === 0) {
        // A failed read (a study that is not there) is left to the browser, which shows what it always has.
        return queries.some((query) => query.state.status === "error")
          ? null
          : { html, state: dehydrate(client) };
      }
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    }
    return null;
  });
};
