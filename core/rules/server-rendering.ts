import type { UiLanguage } from "./ui-languages";

/**
 * What the server gives the web app's server entry (web/entry-server.tsx) to render a volunteer's first
 * page (issue 25), and what it gets back. The server builds the page around it.
 */
export interface ServerRenderRequest {
  /** The address as the browser asked for it, base path and query included. */
  url: string;
  basePath: string;
  /** The address's first modules (core/rules/first-page-modules.ts): whether it is rendered, and with what. */
  modules: readonly string[];
  language: UiLanguage;
  /** Answers the page's reads of `/backend` as the browser's own requests would be answered. */
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
}

export interface ServerRender {
  /** The markup of the app's root element. */
  html: string;
  /** The page's reads, for the browser's query cache (TanStack Query's dehydrated state). */
  state: unknown;
}

/** Renders an address, or answers null when it is not one the server renders (or a read failed). */
export type ServerRenderer = (request: ServerRenderRequest) => Promise<ServerRender | null>;
