import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import http from "node:http";
import pg from "pg";

export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3399);

/**
 * The benchmarks' start scripts: each a small wrapper around the server's own start, or the bare stack
 * the open-loop figures are read beside (bench/bare-stack.ts).
 */
export type BenchServer = "api-server" | "web-server" | "bare-stack-server";

/**
 * The app as production runs it in a second process, on `databaseUrl`: the API alone
 * (bench/api-server.ts) or the web app and API (bench/web-server.ts), compiled with the server's own
 * esbuild settings (`npm run build:bench`) and run by node, as `npm start` runs the server, not through
 * tsx's on-the-fly transform.
 */
export async function startBenchApp(
  databaseUrl: string,
  server: BenchServer = "api-server",
): Promise<ChildProcess> {
  const build = spawnSync("npm", ["run", "--silent", "build:bench"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("the bench servers did not compile");
  await settleDatabase(databaseUrl);
  return await spawnBenchServer(databaseUrl, server, BENCH_PORT);
}

/** One of the compiled bench servers in its own process on `port`, with `npm start`'s node flags. */
export function spawnBenchServer(
  databaseUrl: string,
  server: BenchServer,
  port: number,
  /** More of its environment. */
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...productionNodeFlags(), `build/bench/${server}.js`], {
    env: Object.assign({}, process.env, env, {
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
    }),
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`app exited with ${code}`)));
  });
}

/** The flags `npm start` gives node (package.json), so that the app is measured with the same heap. */
function productionNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } };
  return manifest.scripts.start.split(/\s+/).filter((word) => word.startsWith("--"));
}

/**
 * The database as a live one is measured: vacuumed, analyzed and checkpointed, not in the wake of the
 * benchmark's own bulk seeding, whose aftermath (autovacuum and analyze of the fresh tables, hint bits
 * written by the first reads, a checkpoint) would otherwise run during the measured seconds on the same
 * two cores and show as stalls of tens of milliseconds (issue 27). The queries measured are the same.
 */
const INSUFFICIENT_PRIVILEGE = "42501";

async function settleDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("vacuum analyze");
    await client.query("checkpoint").catch((error: unknown) => {
      // A role without the right to checkpoint (not a superuser, no pg_checkpoint) skips it; nothing else.
      if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
    });
  } finally {
    await client.end();
  }
}

/** Stops the app and waits until it has exited (at most 5 s), so that its database can be dropped. */
export async function stopBenchApp(app: ChildProcess | undefined): Promise<void> {
  if (!app || app.exitCode !== null) return;
  const exited = once(app, "exit");
  app.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
}

/** One request to the bench app, its whole answer read. */
export function benchCall(method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; body: string; cookies: string[] }>((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port: BENCH_PORT, method, path, headers },
      (response) => {
        let text = "";
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            cookies: response.headers["set-cookie"] ?? [],
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** Signs in and answers the headers of a signed-in JSON client (session and CSRF cookies, CSRF token). */
export async function benchSignIn(email: string, password: string): Promise<Record<string, string>> {
  const csrf = await benchCall("GET", "/backend/csrf", {});
  const jar = csrf.cookies.map((cookie) => cookie.split(";")[0]).join("; ");
  const { token } = JSON.parse(csrf.body) as { token: string };
  const login = await benchCall(
    "POST",
    "/backend/public/login",
    { cookie: jar, "x-csrf-token": token, "content-type": "application/json" },
    JSON.stringify({ email, password }),
  );
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
  const cookie = [...csrf.cookies, ...login.cookies].map((c) => c.split(";")[0]).join("; ");
  // The CSRF token goes with every call: reads ignore it, writes need it.
  return { cookie, accept: "application/json", "accept-language": "en", "x-csrf-token": token };
}
