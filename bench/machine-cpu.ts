import { cpus } from "node:os";

/** The machine's CPU model and core count, printed beside every absolute figure (machines differ by 2x). */
export function machineCpu(): string {
  return `${cpus()[0]?.model ?? "unknown CPU"}, ${cpus().length} cores`;
}
