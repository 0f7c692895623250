import { ensureServerBuild, ensureWebBuild } from "./ensure-web-build";

/**
 * `npm start`'s prestart step: builds the web app and compiles the server when their builds are missing
 * or older than their sources, so that `npm install && npm start` works on a fresh clone.
 */
await ensureWebBuild();
await ensureServerBuild();
