import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type BuildManifest = Record<string, ManifestChunk>;

export function readBuildManifest(webRoot: string): BuildManifest {
  const path = join(webRoot, ".vite", "manifest.json");
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as BuildManifest) : {};
}

/**
 * The `<link>`s that fetch the chunks of the given source modules (and their stylesheets), less what the
 * entry already loads: the page names them in its head so that the browser fetches the frame, the page
 * and the catalog together instead of each after the one that imports it. Only the modules themselves
 * there: naming all their imports too (some fifty chunks) made the entry and the stylesheet wait behind
 * them on slow 4G, and the landing page scored 64 rather than 75 (decision 018).
 * A page the server rendered is hydrated once all of them have arrived: it names their imports too
 * (`importsOf`), at the end of its body, after the markup, so that they are fetched at once rather than
 * as each chunk reveals the next, and Vite's loader finds them already named (it adds a link, at some
 * cost on a phone, for each one it does not find). Those links ask for a low priority, so that on a slow
 * link the browser fetches the stylesheet first (the first paint came at 2.7-2.9 s without, 2.2 s with;
 * decision 018). What the entry loads is read once. A module the build put in the entry's own chunk (the
 * volunteers' frame and first pages, vite.config.ts) has no key in the manifest and needs no link.
 */
export function preloadLinksOf(manifest: BuildManifest, basePath: string) {
  const closureOf = (keys: readonly string[]) => {
    const into = new Set<string>();
    const visit = (key: string) => {
      if (into.has(key) || !manifest[key]) return;
      into.add(key);
      for (const imported of manifest[key]?.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return into;
  };
  const loadedByEntry = closureOf(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const linksOf = (keys: Iterable<string>, priority = "") => {
    const links: string[] = [];
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || loadedByEntry.has(key)) continue;
      if (chunk.file.endsWith(".js"))
        links.push(`<link rel="modulepreload" crossorigin href="${basePath}/${chunk.file}"${priority}>`);
      for (const css of chunk.css ?? [])
        links.push(`<link rel="stylesheet" crossorigin href="${basePath}/${css}">`);
    }
    return links.join("");
  };
  return {
    modules: (modules: readonly string[]) => linksOf(new Set(modules)),
    importsOf: (modules: readonly string[]) =>
      linksOf(
        [...closureOf(modules)].filter((key) => !modules.includes(key)),
        ' fetchpriority="low"',
      ),
  };
}
