/**
 * Import of the largest file the lists' caps allow (docs/decisions.md "Every list has a cap"): POST /import's
 * preview and apply of test/support/largest-export.ts into a signed-in resident who already holds such a file's
 * data (so every apply also removes what the last one wrote). A measurement, not a test: prints p50/p95 and exits 0.
 * `node --import tsx bench/import-largest.ts`
 */
import { performance } from 'node:perf_hooks';
import { largestExport } from '../test/support/largest-export.js';
import { PERSONAS, signInOnboarded } from '../test/support/sign-in.js';
import { startTestApp, stopSingpassSandbox } from '../test/support/test-app.js';
import { stopTestCluster } from '../test/support/test-cluster.js';

const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 10);
const TARGET_P95_MS = 2_000;

const t = await startTestApp({ env: { RATE_LIMIT_SIGNED_IN_PER_MINUTE: '1000000', RATE_LIMIT_EXPORT_PER_MINUTE: '1000000' } });
try {
  const client = t.client();
  await signInOnboarded(client, PERSONAS.limYongXiang);
  const file = largestExport();
  const items = Object.values(file).reduce((sum: number, v) => sum + (Array.isArray(v) ? v.length : 0), 0);
  const timings: Record<'preview' | 'apply', number[]> = { preview: [], apply: [] };
  for (let run = 0; run < RUNS + 1; run += 1) {
    for (const mode of ['preview', 'apply'] as const) {
      const start = performance.now();
      const res = await client.post(`/api/v1/import?mode=${mode}`, file);
      const ms = performance.now() - start;
      if (res.status !== 200) throw new Error(`${mode} answered ${res.status}: ${res.text.slice(0, 400)}`);
      if (run > 0) timings[mode].push(ms); // the first run warms up (and the first apply has nothing to replace)
    }
  }
  const at = (samples: number[], q: number) => [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  console.log(`\nImport of the largest file the caps allow (${items} items, ${(JSON.stringify(file).length / 1024).toFixed(0)} KB; ms, ${RUNS} runs)`);
  console.table((['preview', 'apply'] as const).map((mode) => ({ what: `POST /import?mode=${mode}`, p50: at(timings[mode], 0.5).toFixed(0), p95: at(timings[mode], 0.95).toFixed(0) })));
  const p95 = at(timings.apply, 0.95);
  console.log(`check: apply p95 ${p95.toFixed(0)} ms <= ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}`);
} finally {
  await t.stop();
  await stopSingpassSandbox();
  await stopTestCluster();
}
