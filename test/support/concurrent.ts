import { expect } from 'chai';
import type { TestResponse } from './http-client.js';

/** How many copies of one write the concurrency tests fire at once: more than the pool's 10 connections. */
export const PARALLEL = 20;

/** Starts `count` calls together (none awaits another) and waits for every answer. */
export function inParallel<T>(count: number, call: (index: number) => Promise<TestResponse<T>>): Promise<Array<TestResponse<T>>> {
  return Promise.all(Array.from({ length: count }, (_, i) => call(i)));
}

/** Every answer is one of `allowed` (200 unless told): a race must never show as a 5xx or a stray 4xx. */
export function expectStatuses(answers: ReadonlyArray<TestResponse>, allowed: readonly number[] = [200]): void {
  for (const res of answers) expect(allowed, `HTTP ${res.status}: ${res.text}`).to.include(res.status);
}
