import http from "node:http";

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

/**
 * Sends GET requests from `connections` keep-alive connections for `seconds`, and reports latency
 * percentiles from every request (no sampling). Bounded in time; loopback only.
 */
export async function runLoad(options: {
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + options.seconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const request = http.get(options.url, { agent, headers: options.headers }, (response) => {
        response.resume();
        response.on("end", () => {
          if (response.statusCode === 200) latencies.push(performance.now() - started);
          else errors += 1;
          resolve();
        });
      });
      request.on("error", () => {
        errors += 1;
        resolve();
      });
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline) await once();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    requests: latencies.length,
    errors,
    seconds: round(seconds),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    requestsPerSecond: Math.round(latencies.length / seconds),
  };
}
