import { readdir, readFile } from "node:fs/promises";
import { parseCpuTicks, readProcStat } from "./cpu-steal";

/** One process's line of /proc/<pid>/stat: who started it, its name, and its CPU time so far in clock ticks. */
export interface ProcessTicks {
  pid: number;
  ppid: number;
  /** The name may change while the process lives (a kernel worker names the work it is doing). */
  name: string;
  ticks: number;
  /** When it started, in clock ticks since boot: with the pid, which process this is (pids are reused). */
  started: number;
}

export type ProcessTable = Map<number, ProcessTicks>;

/**
 * Reads `pid (name) state ppid ... utime stime ... starttime ...`: the name may hold spaces and parentheses,
 * so the fields are counted from the last `)`; utime and stime (the 14th and 15th fields) are the process's
 * CPU time, all of its threads, in the clock ticks /proc/stat counts in, and starttime (the 22nd) when it
 * started. Null for a line it cannot read.
 */
export function parseProcessStat(line: string): ProcessTicks | null {
  const open = line.indexOf("(");
  const close = line.lastIndexOf(")");
  if (open < 1 || close < open) return null;
  const fields = line
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  const pid = Number(line.slice(0, open));
  const ppid = Number(fields[1]);
  const ticks = Number(fields[11]) + Number(fields[12]);
  const started = Number(fields[19]);
  if (![pid, ppid, ticks, started].every(Number.isFinite)) return null;
  return { pid, ppid, name: line.slice(open + 1, close), ticks, started };
}

/** Every process's ticks, read without blocking the driver's loop (a process that ends meanwhile is left out). */
export async function readProcessTable(): Promise<ProcessTable> {
  const table: ProcessTable = new Map();
  const pids = (await readdir("/proc").catch(() => [])).filter((entry) => /^\d+$/.test(entry));
  const lines = await Promise.all(pids.map((pid) => readFile(`/proc/${pid}/stat`, "utf8").catch(() => "")));
  for (const line of lines) {
    const process = parseProcessStat(line);
    if (process) table.set(process.pid, process);
  }
  return table;
}

/**
 * The benchmark's own processes: the driver, every process it started (the app, the bare stack) and
 * PostgreSQL's (its backends and its background workers, on this machine when the server is local).
 */
export function benchmarkProcesses(table: ProcessTable, driverPid: number): Set<number> {
  const ours = new Set<number>();
  const startedByDriver = (pid: number) => {
    const seen = new Set<number>();
    for (let at = table.get(pid); at && !seen.has(at.pid); at = table.get(at.ppid)) {
      if (at.pid === driverPid) return true;
      seen.add(at.pid);
    }
    return false;
  };
  for (const process of table.values()) {
    if (process.name === "postgres" || startedByDriver(process.pid)) ours.add(process.pid);
  }
  return ours;
}

export interface OtherProcessesCpu {
  /** The CPU time processes outside the benchmark used, as a share of the machine's (all its cores), in percent. */
  percent: number;
  /** The name that used most of it (processes of one name summed), or null when none used any. */
  busiest: { name: string; percent: number } | null;
}

const tenths = (value: number) => Math.round(value * 10) / 10;

/** What processes outside the benchmark used between two readings of the machine and of every process. */
export function otherProcessesCpu(
  before: { stat: string; table: ProcessTable },
  after: { stat: string; table: ProcessTable },
  driverPid: number,
): OtherProcessesCpu | null {
  const start = parseCpuTicks(before.stat);
  const end = parseCpuTicks(after.stat);
  if (!start || !end || end.total <= start.total || after.table.size === 0) return null;
  const elapsed = end.total - start.total;
  // Both readings: a process the app started and outlived is no longer below the driver at the end.
  const ours = new Set([
    ...benchmarkProcesses(before.table, driverPid),
    ...benchmarkProcesses(after.table, driverPid),
  ]);
  const byName = new Map<string, number>();
  for (const process of after.table.values()) {
    if (ours.has(process.pid)) continue;
    const earlier = before.table.get(process.pid);
    // A process that was not there before (or a reused pid) started in the window: all its time is the window's.
    const used = earlier?.started === process.started ? process.ticks - earlier.ticks : process.ticks;
    if (used > 0) byName.set(process.name, (byName.get(process.name) ?? 0) + used);
  }
  let total = 0;
  let busiest: { name: string; ticks: number } | null = null;
  for (const [name, ticks] of byName) {
    total += ticks;
    if (!busiest || ticks > busiest.ticks) busiest = { name, ticks };
  }
  return {
    percent: tenths((total / elapsed) * 100),
    busiest: busiest ? { name: busiest.name, percent: tenths((busiest.ticks / elapsed) * 100) } : null,
  };
}

/**
 * Starts measuring the CPU that processes outside the benchmark take from the machine (issue 27): on these
 * virtual machines the host runs its own services and kernel threads in the guest (a memory monitor,
 * `kdamond`, that takes a core for 10–20 ms every half second; message brokers), which the steal does not
 * count, and each open-loop figure is read beside them. Answers a function that stops it.
 */
export function startOtherProcessesMeter(
  driverPid: number = process.pid,
  read: { stat: () => string; table: () => Promise<ProcessTable> } = {
    stat: readProcStat,
    table: readProcessTable,
  },
): () => Promise<OtherProcessesCpu | null> {
  const stat = read.stat();
  const before = read.table().then((table) => ({ stat, table }));
  return async () => {
    const earlier = await before;
    const table = await read.table();
    return otherProcessesCpu(earlier, { stat: read.stat(), table }, driverPid);
  };
}
