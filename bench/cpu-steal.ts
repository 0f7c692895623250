import { readFileSync } from "node:fs";

/** The machine's CPU time so far, in clock ticks: all of it, and what the hypervisor gave to other guests. */
export interface CpuTicks {
  total: number;
  steal: number;
}

/**
 * The ticks of /proc/stat's first line (`cpu  user nice system idle iowait irq softirq steal ...`), summed
 * over every core; guest time is already counted in user time, so only the first eight fields make the total.
 * Null when the text has no such line (not Linux).
 */
export function parseCpuTicks(procStat: string): CpuTicks | null {
  const line = procStat.split("\n").find((candidate) => candidate.startsWith("cpu "));
  if (!line) return null;
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (fields.length < 8 || fields.some((field) => !Number.isFinite(field))) return null;
  return { total: fields.reduce((sum, field) => sum + field, 0), steal: fields[7] as number };
}

/** The machine's /proc/stat, or nothing where there is none. */
export function readProcStat(): string {
  try {
    return readFileSync("/proc/stat", "utf8");
  } catch {
    return "";
  }
}

/**
 * Starts measuring the share of the machine's CPU time that the hypervisor gave to other guests (steal), in
 * percent, until the answered function is called; null where the kernel does not tell. A virtual machine
 * whose neighbours are busy loses whole slices of its cores: the benchmarks' tails then move with the host,
 * not with the app (issue 27: 20–35% steal turned a label list's p99 of 6 ms into 500 ms on one machine), so
 * each open-loop figure is printed beside the steal during its window.
 */
export function startStealMeter(read: () => string = readProcStat): () => number | null {
  const before = parseCpuTicks(read());
  return () => {
    const after = parseCpuTicks(read());
    if (!before || !after || after.total <= before.total) return null;
    const share = ((after.steal - before.steal) / (after.total - before.total)) * 100;
    return Math.round(share * 10) / 10;
  };
}
