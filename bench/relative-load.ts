import { SESSION_COOKIE } from "../server/http/plugins/session";
import { type Background, backgroundDuring, describeBackground, type JobDuring } from "./background-during";
import { BENCH_PORT, spawnBenchServer, stopBenchApp } from "./bench-app";
import { startCheckpointerSampler } from "./checkpoint-during";
import { runLoad } from "./load";
import { machineCpu } from "./machine-cpu";
import { type OpenLoopResult, runOpenLoop } from "./open-loop";

/** The cheapest signed-in call: the session check every page makes. */
const FLOOR_PATH = "/backend/secure/staff/authorization-check";
/** The fixed offered rate, as a share of the floor's throughput: it follows the machine. */
export const OFFERED_SHARE = 0.25;
const OPEN_LOOP_SECONDS = Number(process.env.BENCH_OPEN_LOOP_SECONDS ?? 15);

export interface RelativeFigures {
  throughputToFloor: number;
  /** Null when the endpoint serves fewer requests a second than are offered: its queue only grows. */
  p99AtRateMs: number | null;
  p95AtRateMs: number | null;
  offeredRate: number;
  /** The machine's CPU steal during the open-loop window, in percent: a tail read beside it. */
  stealPercentAtRate: number | null;
  /** The CPU processes outside the benchmark took meanwhile, in percent of the machine's (bench/other-processes-cpu.ts). */
  otherProcessesCpuPercentAtRate: number | null;
  /** Seconds the app's job runs took inside the open-loop window (bench/background-during.ts). */
  jobSecondsAtRate: number | null;
  /** Seconds of the open-loop window in which PostgreSQL was writing a checkpoint (bench/checkpoint-during.ts). */
  checkpointSecondsAtRate: number | null;
}

/** An open-loop window and what ran beside it on the same cores. */
async function openLoopBeside(
  databaseUrl: string,
  options: Parameters<typeof runOpenLoop>[0],
): Promise<{ open: OpenLoopResult; background: Background }> {
  const stopSampling = await startCheckpointerSampler(databaseUrl);
  let open: OpenLoopResult;
  try {
    open = await runOpenLoop(options);
  } catch (error) {
    await stopSampling();
    throw error;
  }
  const checkpointer = await stopSampling();
  return { open, background: await backgroundDuring(databaseUrl, open.window, checkpointer) };
}

/**
 * How one open-loop window's figures print, with what else took the cores meanwhile: the host's steal,
 * other processes, the app's job runs and PostgreSQL's autovacuum.
 */
function describeOpenLoop(open: OpenLoopResult, background: Background): string {
  const steal = open.stealPercent === null ? "CPU steal not known" : `CPU steal ${open.stealPercent}%`;
  const others = open.otherProcesses;
  const busiest = others?.busiest ? `, most ${others.busiest.name} ${others.busiest.percent}%` : "";
  const other =
    others === null ? "other processes not known" : `other processes ${others.percent}%${busiest}`;
  return `at ${open.offeredRate} req/s offered: p50 ${open.p50} ms, p95 ${open.p95} ms, p99 ${open.p99} ms (${open.ok} ok; ${steal}; ${other}; ${describeBackground(background)})`;
}

/**
 * Figures that do not move with the machine (issue 27): each target's throughput at the same 50
 * connections as a ratio to the floor's, measured in windows taken in turn with the floor's, and its p99
 * under an open-loop load at 25% of the floor's throughput. Beside them, at the same offered rate, the
 * floor's own p99 and the bare stack's (bench/bare-stack.ts: what the machine gives any request with one
 * database round trip). Prints them; answers them by target name, with the floor's and the bare stack's.
 */
export async function measureAgainstFloor(options: {
  baseUrl: string;
  /** The app's database, which the bare stack reads too. */
  databaseUrl: string;
  headers: Record<string, string>;
  /** A signed-in user's headers for the floor, when the targets' own are a visitor's. */
  floorHeaders?: Record<string, string>;
  /** The endpoints to compare with the floor, by target name: their paths. */
  targets: Record<string, string>;
  connections: number;
  seconds: number;
}): Promise<{
  floorRps: number;
  floorP99AtRateMs: number;
  floorStealPercentAtRate: number | null;
  floorOtherProcessesCpuPercentAtRate: number | null;
  floorJobSecondsAtRate: number;
  floorCheckpointSecondsAtRate: number;
  bareStackP99AtRateMs: number;
  bareStackStealPercentAtRate: number | null;
  bareStackOtherProcessesCpuPercentAtRate: number | null;
  /** Requests a second offered to every open-loop window: 25% of the floor's throughput. */
  offeredRate: number;
  cpu: string;
  figures: Record<string, RelativeFigures>;
}> {
  const floorUrl = `${options.baseUrl}${FLOOR_PATH}`;
  const floorHeaders = options.floorHeaders ?? options.headers;
  await runLoad({ url: floorUrl, connections: options.connections, seconds: 3, headers: floorHeaders });
  const floor = await runLoad({
    url: floorUrl,
    connections: options.connections,
    seconds: options.seconds,
    headers: floorHeaders,
  });
  if (floor.errors > 0 || floor.requests === 0) throw new Error(`the floor answered ${floor.errors} errors`);
  const rate = floor.requestsPerSecond * OFFERED_SHARE;
  const cpu = machineCpu();
  console.log(
    `floor (session check) ${options.connections} connections: ${floor.requestsPerSecond} req/s; open-loop rate ${Math.round(rate)}/s (${cpu})`,
  );
  // The floor's own tail at the offered rate: what the machine (driver, app and PostgreSQL on the same
  // cores) gives the cheapest call, beside which each target's p99 is read.
  const { open: floorOpen, background: floorBackground } = await openLoopBeside(options.databaseUrl, {
    baseUrl: options.baseUrl,
    path: FLOOR_PATH,
    rate,
    seconds: OPEN_LOOP_SECONDS,
    headers: floorHeaders,
  });
  if (floorOpen.errors > 0)
    throw new Error(`the floor answered ${floorOpen.errors} errors under the open-loop load`);
  console.log(`floor ${describeOpenLoop(floorOpen, floorBackground)}`);
  const { open: bareStack, background: bareStackBackground } = await measureBareStack(
    options.databaseUrl,
    sessionIdOf(floorHeaders),
    rate,
  );
  console.log(
    `bare stack (node:http and node-postgres, one indexed read) ${describeOpenLoop(bareStack, bareStackBackground)}`,
  );
  const figures: Record<string, RelativeFigures> = {};
  for (const [name, path] of Object.entries(options.targets)) {
    const throughputToFloor = await pairedThroughputRatio({
      floor: { url: floorUrl, headers: floorHeaders },
      target: { url: `${options.baseUrl}${path}`, headers: options.headers },
      connections: options.connections,
    });
    if (throughputToFloor < OFFERED_SHARE) {
      // Offered more than it can serve, its queue grows for the whole window and its latency with it
      // (the deep page reached by number: 40 a second against ~2,700 offered took a quarter of an hour).
      figures[name] = {
        throughputToFloor,
        p99AtRateMs: null,
        p95AtRateMs: null,
        offeredRate: Math.round(rate),
        stealPercentAtRate: null,
        otherProcessesCpuPercentAtRate: null,
        jobSecondsAtRate: null,
        checkpointSecondsAtRate: null,
      };
      console.log(
        `${name}: ${throughputToFloor}x the floor's throughput; below the offered ${Math.round(rate)} req/s, no open-loop figures`,
      );
      continue;
    }
    const { open, background } = await openLoopBeside(options.databaseUrl, {
      baseUrl: options.baseUrl,
      path,
      rate,
      seconds: OPEN_LOOP_SECONDS,
      headers: options.headers,
    });
    if (open.errors > 0) throw new Error(`${name} answered ${open.errors} errors under the open-loop load`);
    figures[name] = {
      throughputToFloor,
      p99AtRateMs: open.p99,
      p95AtRateMs: open.p95,
      offeredRate: open.offeredRate,
      stealPercentAtRate: open.stealPercent,
      otherProcessesCpuPercentAtRate: open.otherProcesses?.percent ?? null,
      jobSecondsAtRate: jobSeconds(background.jobs),
      checkpointSecondsAtRate: background.checkpoint.seconds,
    };
    console.log(
      `${name}: ${throughputToFloor}x the floor's throughput; ${describeOpenLoop(open, background)}`,
    );
  }
  return {
    floorRps: floor.requestsPerSecond,
    floorP99AtRateMs: floorOpen.p99,
    floorStealPercentAtRate: floorOpen.stealPercent,
    floorOtherProcessesCpuPercentAtRate: floorOpen.otherProcesses?.percent ?? null,
    floorJobSecondsAtRate: jobSeconds(floorBackground.jobs),
    floorCheckpointSecondsAtRate: floorBackground.checkpoint.seconds,
    bareStackP99AtRateMs: bareStack.p99,
    bareStackStealPercentAtRate: bareStack.stealPercent,
    bareStackOtherProcessesCpuPercentAtRate: bareStack.otherProcesses?.percent ?? null,
    offeredRate: Math.round(rate),
    cpu,
    figures,
  };
}

/** The session the floor's cookie names: the row the bare stack reads. */
function sessionIdOf(headers: Record<string, string>): string {
  const pair = (headers.cookie ?? "").split("; ").find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (!pair) throw new Error("the floor's headers name no session");
  return pair.slice(SESSION_COOKIE.length + 1);
}

/** The bare stack under the same open-loop load, in its own process while the app idles. */
async function measureBareStack(
  databaseUrl: string,
  sessionId: string,
  rate: number,
): Promise<{ open: OpenLoopResult; background: Background }> {
  const port = BENCH_PORT + 1;
  const server = await spawnBenchServer(databaseUrl, "bare-stack-server", port);
  try {
    const measured = await openLoopBeside(databaseUrl, {
      baseUrl: `http://127.0.0.1:${port}`,
      path: `/?id=${encodeURIComponent(sessionId)}`,
      rate,
      seconds: OPEN_LOOP_SECONDS,
      headers: {},
    });
    if (measured.open.errors > 0) throw new Error(`the bare stack answered ${measured.open.errors} errors`);
    return measured;
  } finally {
    await stopBenchApp(server);
  }
}

const PAIRS = 5;
const PAIR_WINDOW_SECONDS = 3;

/**
 * The target's throughput as a share of the floor's, from windows taken in turn (floor, target, floor,
 * target...) at the same connections: the median of each pair's ratio. This machine's speed moves by a
 * third within a minute (the same session check measured 2,567 and 3,090 a second ten seconds apart),
 * so a floor measured once, a minute after the target, made the ratio move as much as any change to the
 * endpoint (0.36 to 0.47 for the same study list); pairs a few seconds apart see the same machine.
 */
async function pairedThroughputRatio(options: {
  floor: { url: string; headers: Record<string, string> };
  target: { url: string; headers: Record<string, string> };
  connections: number;
}): Promise<number> {
  const window = (side: { url: string; headers: Record<string, string> }) =>
    runLoad({ ...side, connections: options.connections, seconds: PAIR_WINDOW_SECONDS });
  await runLoad({ ...options.target, connections: options.connections, seconds: 1 });
  const ratios: number[] = [];
  for (let pair = 0; pair < PAIRS; pair++) {
    const floor = await window(options.floor);
    const target = await window(options.target);
    if (floor.errors > 0 || target.errors > 0) throw new Error("a paired window answered errors");
    ratios.push(target.requestsPerSecond / floor.requestsPerSecond);
  }
  ratios.sort((a, b) => a - b);
  return Math.round((ratios[Math.floor(ratios.length / 2)] as number) * 100) / 100;
}

/** The figures of a benchmark's last JSON line, named after its targets (`studyListThroughputToFloor`, ...). */
export function relativeSummary(measured: Awaited<ReturnType<typeof measureAgainstFloor>>) {
  const summary: Record<string, number | string | null> = {
    floorRps: measured.floorRps,
    floorP99AtRateMs: measured.floorP99AtRateMs,
    floorStealPercentAtRate: measured.floorStealPercentAtRate,
    floorOtherProcessesCpuPercentAtRate: measured.floorOtherProcessesCpuPercentAtRate,
    floorJobSecondsAtRate: measured.floorJobSecondsAtRate,
    floorCheckpointSecondsAtRate: measured.floorCheckpointSecondsAtRate,
    bareStackP99AtRateMs: measured.bareStackP99AtRateMs,
    bareStackStealPercentAtRate: measured.bareStackStealPercentAtRate,
    bareStackOtherProcessesCpuPercentAtRate: measured.bareStackOtherProcessesCpuPercentAtRate,
    offeredRate: measured.offeredRate,
    cpu: measured.cpu,
  };
  for (const [name, figures] of Object.entries(measured.figures)) {
    summary[`${name}ThroughputToFloor`] = figures.throughputToFloor;
    summary[`${name}P99AtRateMs`] = figures.p99AtRateMs;
    summary[`${name}StealPercentAtRate`] = figures.stealPercentAtRate;
    summary[`${name}OtherProcessesCpuPercentAtRate`] = figures.otherProcessesCpuPercentAtRate;
    summary[`${name}JobSecondsAtRate`] = figures.jobSecondsAtRate;
    summary[`${name}CheckpointSecondsAtRate`] = figures.checkpointSecondsAtRate;
  }
  return { ...summary, relativeTargets: { throughputToFloor: 0.5, p99AtRateMs: 10 } };
}

const jobSeconds = (jobs: readonly JobDuring[]) =>
  Math.round(jobs.reduce((sum, run) => sum + run.seconds, 0) * 1000) / 1000;
