import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's folder (the one with package.json), found upwards from this module: the same whether the
 * server runs from its sources (tsx) or compiled into build/server (`npm start`).
 */
function findProjectRoot(from: string): string {
  let folder = from;
  while (!existsSync(join(folder, "package.json"))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`no package.json above ${from}`);
    folder = parent;
  }
  return folder;
}

export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
