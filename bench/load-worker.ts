/**
 * The load generator of `make bench`, run in a worker thread of bench/run.ts so autocannon gets its own event loop
 * and does not queue behind the application server that runs on the main thread of the same process.
 *
 * Each message is one autocannon run. Latencies of 2xx answers are kept one by one (a few hundred thousand
 * doubles at most) so p50/p95/p99 are exact, to the microsecond: autocannon's own histogram has whole
 * milliseconds and no p95.
 */
import { parentPort } from 'node:worker_threads';
import autocannon from 'autocannon';

export interface LoadJob {
  title: string;
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
}

export interface LoadResult {
  title: string;
  url: string;
  connections: number;
  durationSeconds: number;
  responses: number;
  requestsPerSecond: number;
  latencyMs: { mean: number; p50: number; p95: number; p99: number; max: number };
  /** autocannon's own latency percentiles (its histogram, whole milliseconds), for cross-checking. */
  autocannon: { p50: number; p97_5: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

class Samples {
  private data = new Float64Array(1 << 16);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Float64Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }
  sorted(): Float64Array {
    return this.data.slice(0, this.length).sort();
  }
}

/** Nearest-rank percentile of sorted values (0 when empty). */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

function run(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const samples = new Samples();
    const options = { url: job.url, headers: job.headers, connections: job.connections, duration: job.durationSeconds, timeout: 10, title: job.title };
    const instance = autocannon(options, (err, raw) => {
      if (err) return reject(err);
      // Off the main thread autocannon calls back with its raw, unaggregated result: aggregate it ourselves.
      const result = raw.latency ? raw : autocannon.aggregateResult([raw], options);
      const sorted = samples.sorted();
      let sum = 0;
      for (const v of sorted) sum += v;
      const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]));
      const responses = Object.values(statusCodes).reduce((a, b) => a + b, 0);
      resolve({
        title: job.title,
        url: job.url,
        connections: job.connections,
        durationSeconds: result.duration,
        responses,
        requestsPerSecond: Math.round(responses / result.duration),
        latencyMs: {
          mean: round3(sorted.length ? sum / sorted.length : 0),
          p50: round3(percentile(sorted, 50)),
          p95: round3(percentile(sorted, 95)),
          p99: round3(percentile(sorted, 99)),
          max: round3(sorted.length ? sorted[sorted.length - 1]! : 0),
        },
        autocannon: { p50: result.latency.p50 ?? 0, p97_5: result.latency.p97_5 ?? 0, p99: result.latency.p99 ?? 0 },
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        statusCodes,
      });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
      if (statusCode >= 200 && statusCode < 300) samples.push(responseTimeMs);
    });
  });
}

parentPort!.on('message', (message: { id: number; job: LoadJob }) => {
  run(message.job).then(
    (result) => parentPort!.postMessage({ id: message.id, result }),
    (err: unknown) => parentPort!.postMessage({ id: message.id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
  );
});
