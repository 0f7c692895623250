import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const webSources = ["web", "core", "vite.config.ts", "package.json"];
const serverSources = ["server", "core", "package.json"];

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

const builtAtOf = (path: string) => (existsSync(path) ? statSync(path).mtimeMs : 0);
const newestOf = (sources: string[]) => Math.max(...sources.map((source) => newestMtime(join(root, source))));

const vite = (args: string[]) =>
  spawnSync(process.execPath, [join(root, "node_modules", "vite", "bin", "vite.js"), "build", ...args], {
    cwd: root,
    stdio: "inherit",
  });

/** Runs `vite build` when dist/ is missing or older than any web source; the server entry with it. */
export async function ensureWebBuild(): Promise<void> {
  const builtAt = builtAtOf(join(root, "dist", "index.html"));
  if (builtAt < newestOf(webSources)) {
    console.log(builtAt === 0 ? "Building the web app..." : "Web sources changed: rebuilding the web app...");
    if (vite([]).status !== 0) throw new Error("The web build failed");
  }
  await ensureServerEntryBuild();
}

/** The web app's server entry (`vite build --ssr`, issue 25), when missing or older than any web source. */
export async function ensureServerEntryBuild(): Promise<string> {
  const entry = join(root, "build", "web-server", "entry-server.js");
  if (builtAtOf(entry) >= newestOf(webSources)) return entry;
  if (vite(["--ssr", "entry-server.tsx", "--logLevel", "warn"]).status !== 0)
    throw new Error("The web app's server entry failed to build");
  return entry;
}

/** Compiles the server (`npm run build:server`) when build/server is missing or older than its sources. */
export async function ensureServerBuild(): Promise<void> {
  const builtAt = builtAtOf(join(root, "build", "server", "start.js"));
  if (builtAt >= newestOf(serverSources)) return;
  console.log(
    builtAt === 0 ? "Compiling the server..." : "Server sources changed: compiling the server again...",
  );
  const result = spawnSync("npm", ["run", "--silent", "build:server"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("Compiling the server failed");
}
