import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const sources = ["web", "core", "vite.config.ts", "package.json"];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules") continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Runs `vite build` when dist/ is missing or older than any web source. */
export async function ensureWebBuild(): Promise<void> {
  const builtIndex = join(root, "dist", "index.html");
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
  if (builtAt >= sourcesAt) return;
  console.log(builtAt === 0 ? "Building the web app..." : "Web sources changed: rebuilding the web app...");
  const result = spawnSync(
    process.execPath,
    [join(root, "node_modules", "vite", "bin", "vite.js"), "build"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (result.status !== 0) throw new Error("The web build failed");
}
