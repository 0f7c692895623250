import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

/** A catalog as written: ICU messages grouped by section, e.g. `{ "study": { "pi": "… {name}" } }`. */
export type CatalogSource = { [key: string]: string | CatalogSource };
/** The same as Lingui's runtime reads it: each message compiled, under its dotted key ("study.pi"). */
export type CompiledCatalog = Record<string, ReturnType<typeof compileMessageOrThrow>>;

/**
 * Compiles a catalog at build time (issue 25), so that the volunteers' first download carries Lingui's
 * small runtime and no message parser. A message that does not parse fails the build, naming its key.
 */
export function compileCatalog(source: CatalogSource, prefix = ""): CompiledCatalog {
  const compiled: CompiledCatalog = {};
  for (const [key, value] of Object.entries(source)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value !== "string") Object.assign(compiled, compileCatalog(value, id));
    else {
      try {
        compiled[id] = compileMessageOrThrow(value);
      } catch (error) {
        throw new Error(`The catalog's message ${id} is not ICU MessageFormat: ${(error as Error).message}`);
      }
    }
  }
  return compiled;
}

const CATALOG_FILE = /[\\/]web[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/;

/** Vite compiles each catalog as it is imported, before its JSON becomes a module. */
export function compiledCatalogs(): Plugin {
  return {
    name: "recruit:compiled-catalogs",
    enforce: "pre",
    transform(code, id) {
      if (!CATALOG_FILE.test(id.split("?")[0] ?? id)) return null;
      return { code: JSON.stringify(compileCatalog(JSON.parse(code) as CatalogSource)), map: null };
    },
  };
}
