import autocannon from "autocannon";

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
}

/** The p-th percentile of sorted values (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

/**
 * Sends GET requests with autocannon from `connections` keep-alive connections for `seconds` and
 * reports latency percentiles computed from every response (autocannon's own summary has no p95).
 * Bounded in time; loopback only.
 */
export async function runLoad(options: {
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        headers: options.headers,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else errors += 1;
    });
  });
  errors += result.errors + result.timeouts;
  latencies.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 100) / 100;
  const seconds = result.duration;
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

/**
 * Loads each target in turn from `connections` connections: 3 s of warm-up, then `seconds` measured,
 * printing each one's figures. Answers the results by target name.
 */
export async function loadTargets(options: {
  baseUrl: string;
  targets: Record<string, string>;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
}): Promise<Record<string, LoadResult>> {
  const { connections, headers } = options;
  const width = Math.max(...Object.keys(options.targets).map((name) => name.length)) + 1;
  const results: Record<string, LoadResult> = {};
  for (const [name, path] of Object.entries(options.targets)) {
    const url = `${options.baseUrl}${path}`;
    await runLoad({ url, connections, seconds: 3, headers });
    const result = await runLoad({ url, connections, seconds: options.seconds, headers });
    results[name] = result;
    console.log(
      `${name.padEnd(width)} ${connections} connections ${result.seconds}s: p50 ${result.p50} ms, p95 ${result.p95} ms, ` +
        `p99 ${result.p99} ms, ${result.requestsPerSecond} req/s, ${result.requests} ok, ${result.errors} errors`,
    );
  }
  return results;
}
