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

function percentile(sorted: number[], p: number): number {
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
