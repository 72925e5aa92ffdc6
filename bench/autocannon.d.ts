/**
 * The slice of autocannon 9's programmatic API that the benchmark uses (the package ships no typings and
 * @types/autocannon is not installed). Field names follow node_modules/autocannon/README.md "Results".
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    title?: string;
    /** Return the raw per-instance result (encoded histograms) for autocannon.aggregateResult. */
    skipAggregateResult?: boolean;
  }

  /** A histogram summary: percentiles are keyed p50, p90, p97_5, p99 ... (autocannon has no p95). */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total?: number;
    [percentile: `p${string}`]: number;
  }

  export interface Result {
    title?: string;
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram & { totalCount: number };
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  export interface Instance extends EventEmitter {
    stop(): void;
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTimeMs: number) => void): this;
    on(event: 'done', listener: (result: Result) => void): this;
    on(event: string, listener: (...args: any[]) => void): this;
  }

  /**
   * Outside the main thread autocannon skips aggregation and calls back with a raw result (encoded histograms,
   * no `latency`/`requests` summaries): `aggregateResult([raw], options)` turns it into a Result.
   */
  function autocannon(options: Options, callback: (err: Error | null, result: Result) => void): Instance;
  namespace autocannon {
    function aggregateResult(results: unknown[], options: Options): Result;
  }
  export default autocannon;
}
