import { ensureWebBuild } from "./ensure-web-build";

/** `npm start`'s prestart step: builds the web app when dist/ is missing or older than its sources. */
await ensureWebBuild();
