import { cpus } from "node:os";
import { type LoadResult, runLoad } from "./load";
import { runOpenLoop } from "./open-loop";

/** The cheapest signed-in call: the session check every page makes. */
const FLOOR_PATH = "/backend/secure/staff/authorization-check";
/** The fixed offered rate, as a share of the floor's throughput: it follows the machine. */
export const OFFERED_SHARE = 0.25;
const OPEN_LOOP_SECONDS = Number(process.env.BENCH_OPEN_LOOP_SECONDS ?? 15);

export interface RelativeFigures {
  throughputToFloor: number;
  p99AtRateMs: number;
  p95AtRateMs: number;
  offeredRate: number;
}

/**
 * Figures that do not move with the machine (issue 27): each target's throughput at the same 50
 * connections as a ratio to the floor's, measured in the same run, and its p99 under an open-loop load
 * at 25% of the floor's throughput. Prints them; answers them by target name, with the floor's.
 */
export async function measureAgainstFloor(options: {
  baseUrl: string;
  headers: Record<string, string>;
  /** A signed-in user's headers for the floor, when the targets' own are a visitor's. */
  floorHeaders?: Record<string, string>;
  /** Each target's closed-loop result at 50 connections, measured by the benchmark. */
  closedLoop: Record<string, { path: string; result: LoadResult }>;
  connections: number;
  seconds: number;
}): Promise<{ floorRps: number; cpu: string; figures: Record<string, RelativeFigures> }> {
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
  const cpu = cpus()[0]?.model ?? "unknown CPU";
  console.log(
    `floor (session check) ${options.connections} connections: ${floor.requestsPerSecond} req/s; open-loop rate ${Math.round(rate)}/s (${cpu})`,
  );
  const figures: Record<string, RelativeFigures> = {};
  for (const [name, { path, result }] of Object.entries(options.closedLoop)) {
    const open = await runOpenLoop({
      baseUrl: options.baseUrl,
      path,
      rate,
      seconds: OPEN_LOOP_SECONDS,
      headers: options.headers,
    });
    if (open.errors > 0) throw new Error(`${name} answered ${open.errors} errors under the open-loop load`);
    figures[name] = {
      throughputToFloor: Math.round((result.requestsPerSecond / floor.requestsPerSecond) * 100) / 100,
      p99AtRateMs: open.p99,
      p95AtRateMs: open.p95,
      offeredRate: open.offeredRate,
    };
    console.log(
      `${name}: ${figures[name]?.throughputToFloor}x the floor's throughput; at ${open.offeredRate} req/s offered: ` +
        `p50 ${open.p50} ms, p95 ${open.p95} ms, p99 ${open.p99} ms (${open.ok} ok)`,
    );
  }
  return { floorRps: floor.requestsPerSecond, cpu, figures };
}

/** The figures of a benchmark's last JSON line, named after its targets (`studyListThroughputToFloor`, ...). */
export function relativeSummary(measured: Awaited<ReturnType<typeof measureAgainstFloor>>) {
  const summary: Record<string, number | string> = {
    floorRps: measured.floorRps,
    offeredRate: Object.values(measured.figures)[0]?.offeredRate ?? 0,
    cpu: measured.cpu,
  };
  for (const [name, figures] of Object.entries(measured.figures)) {
    summary[`${name}ThroughputToFloor`] = figures.throughputToFloor;
    summary[`${name}P99AtRateMs`] = figures.p99AtRateMs;
  }
  return { ...summary, relativeTargets: { throughputToFloor: 0.5, p99AtRateMs: 10 } };
}

/** The closed-loop results of `loadTargets`, with the paths they were measured on. */
export function closedLoopOf(targets: Record<string, string>, results: Record<string, LoadResult>) {
  return Object.fromEntries(
    Object.entries(targets).map(([name, path]) => [name, { path, result: results[name] as LoadResult }]),
  );
}
