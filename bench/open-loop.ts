import { Pool } from "undici";
import { startStealMeter } from "./cpu-steal";
import { percentile } from "./load";
import { type OtherProcessesCpu, startOtherProcessesMeter } from "./other-processes-cpu";

export interface OpenLoopResult {
  /** Requests a second sent, whatever the answers did. */
  offeredRate: number;
  sent: number;
  ok: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  /** The machine's CPU steal while the counted requests were sent and answered, in percent (bench/cpu-steal.ts). */
  stealPercent: number | null;
  /** The CPU processes outside the benchmark took meanwhile (bench/other-processes-cpu.ts); null where not known. */
  otherProcesses: OtherProcessesCpu | null;
  /** When the counted requests began to leave, and when the last was answered. */
  window: { from: Date; to: Date };
}

/**
 * An open-loop load (issue 27): GET requests leave at fixed instants, `rate` a second for `seconds`,
 * whatever the answers do, and each latency counts from its scheduled instant, not from when a
 * connection was free: a stall shows in the figures instead of slowing the load down (no coordinated
 * omission). autocannon's `overallRate` is not this: each connection sends its quota back to back.
 * The same load runs `warmupSeconds` first, uncounted, as the closed-loop runs warm up: the client
 * opens its connections then (a browser behind a proxy keeps them open), not in the measured window.
 */
export async function runOpenLoop(options: {
  baseUrl: string;
  path: string;
  rate: number;
  seconds: number;
  /** Seconds of the same load sent before the measured ones and not counted (2 unless told). */
  warmupSeconds?: number;
  headers: Record<string, string>;
  /** Enough connections that the client never holds a request back (the server may). */
  connections?: number;
  /**
   * Connections to open before the first instant, each with one request to this path (a cheap one): as a
   * proxy in front keeps its connections, so that a window without warm-up measures the server alone.
   */
  openFirst?: { path: string; connections: number };
}): Promise<OpenLoopResult> {
  const pool = new Pool(options.baseUrl, { connections: options.connections ?? 256, pipelining: 1 });
  const { openFirst } = options;
  if (openFirst) {
    await Promise.all(
      Array.from({ length: openFirst.connections }, async () => {
        const answer = await pool.request({ method: "GET", path: openFirst.path });
        await answer.body.dump();
      }),
    );
  }
  const warmup = Math.round(options.rate * (options.warmupSeconds ?? 2));
  const measured = Math.round(options.rate * options.seconds);
  const total = warmup + measured;
  const interval = 1000 / options.rate;
  // Nothing per request outlives its answer: a driver that kept every request's promise (45,000 of them)
  // grew its heap until each of its own scavenges copied them all, pausing 7 to 14 ms, and the answers
  // that arrived meanwhile were timed late, as if the app had been slow.
  const latencies = new Float64Array(measured);
  let ok = 0;
  let errors = 0;
  let inFlight = 0;
  let allSent = false;
  let finished: () => void = () => undefined;
  const allAnswered = new Promise<void>((resolve) => {
    finished = resolve;
  });
  const settle = () => {
    inFlight -= 1;
    if (allSent && inFlight === 0) finished();
  };
  const start = performance.now() + 50;
  const send = (scheduled: number, counted: boolean) => {
    inFlight += 1;
    pool
      .request({ method: "GET", path: options.path, headers: options.headers })
      .then(async ({ statusCode, body }) => {
        await body.dump();
        if (!counted) return;
        if (statusCode === 200) {
          latencies[ok] = performance.now() - scheduled;
          ok += 1;
        } else errors += 1;
      })
      .catch(() => {
        if (counted) errors += 1;
      })
      .finally(settle);
  };
  let next = 0;
  let stopStealMeter: () => number | null = () => null;
  let stopOtherProcessesMeter: () => Promise<OtherProcessesCpu | null> = async () => null;
  let windowFrom = new Date();
  while (next < total) {
    const now = performance.now();
    // Every request whose instant has come leaves now, however late the timer woke.
    while (next < total && start + next * interval <= now) {
      if (next === warmup) {
        stopStealMeter = startStealMeter();
        stopOtherProcessesMeter = startOtherProcessesMeter();
        windowFrom = new Date();
      }
      send(start + next * interval, next >= warmup);
      next += 1;
    }
    // Asleep until the next instant (a timer: ~1 ms late at worst, which that request's latency counts),
    // never spinning: on the 2-core machines a spinning driver takes the CPU of the app it measures.
    const wait = start + next * interval - performance.now();
    await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(wait, 0), 20)));
  }
  allSent = true;
  if (inFlight === 0) finished();
  await allAnswered;
  const window = { from: windowFrom, to: new Date() };
  const stealPercent = stopStealMeter();
  const otherProcesses = await stopOtherProcessesMeter();
  await pool.close();
  const answered = Array.from(latencies.subarray(0, ok));
  answered.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    offeredRate: Math.round(options.rate),
    sent: measured,
    ok,
    errors,
    p50: round(percentile(answered, 50)),
    p95: round(percentile(answered, 95)),
    p99: round(percentile(answered, 99)),
    stealPercent,
    otherProcesses,
    window,
  };
}
