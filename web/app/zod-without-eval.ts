/**
 * Zod 4 compiles an object schema's parser with `new Function`, after probing whether the page may do so.
 * The page's Content-Security-Policy allows no eval (server/http/plugins/security-headers.ts), so the probe
 * was refused and the browser reported a violation on every page that built a schema (Lighthouse's best
 * practices flagged it). Zod's jitless mode parses without compiling and makes no probe. It is set on the
 * global object zod takes its configuration from (`globalConfig` of zod/v4/core, which `z.config` writes)
 * rather than by `z.config`, which would bring zod into the first chunk, over the volunteers' first-load
 * budget. Imported first by the entry, before any chunk builds a schema; the server keeps the compiled
 * parsers. `e2e/content-security.spec.ts` fails if zod stops reading it.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
