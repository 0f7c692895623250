import type { ChildProcess } from "node:child_process";
import { BENCH_PORT, spawnBenchServer, stopBenchApp } from "./bench-app";
import { type OpenLoopResult, runOpenLoop } from "./open-loop";

/** The connections a proxy in front would hold open to the instance before it sends it work. */
const PROXY_CONNECTIONS = 64;

/**
 * What users meet when an instance restarts (issue 27, a rolling upgrade): the app stopped and started
 * again on the same database, and once it says it is ready, `path` at `rate` a second for one second,
 * with no warm-up of the load's own. Measured twice in turn: as the app starts (it warms up before it is
 * ready: server/ops/warm-up.ts), and with its warm-up turned off (WARM_UP_ROUNDS=0), the figure it is read
 * beside. The client's connections are opened first, so that only the server's own warmth is measured.
 * Answers the app left running.
 */
export async function measureRestarts(options: {
  app: ChildProcess;
  databaseUrl: string;
  path: string;
  rate: number;
  headers: Record<string, string>;
}): Promise<{ app: ChildProcess; warm: OpenLoopResult; cold: OpenLoopResult }> {
  let app = options.app;
  const firstSecond = async (env: Record<string, string>) => {
    await stopBenchApp(app);
    app = await spawnBenchServer(options.databaseUrl, "api-server", BENCH_PORT, env);
    return runOpenLoop({
      baseUrl: `http://127.0.0.1:${BENCH_PORT}`,
      path: options.path,
      rate: options.rate,
      seconds: 1,
      warmupSeconds: 0,
      headers: options.headers,
      openFirst: { path: "/health/live", connections: PROXY_CONNECTIONS },
    });
  };
  const cold = await firstSecond({ WARM_UP_ROUNDS: "0" });
  const warm = await firstSecond({});
  return { app, warm, cold };
}
