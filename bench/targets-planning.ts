/**
 * Targets planning speed (issue #6: "projections for 50 goals over 500 months at most 5 ms"). A measurement, not a
 * test: prints the timings and the check, exits 0 whatever the numbers. Run by `make bench` after the server
 * benchmarks, or alone: `node --import tsx bench/targets-planning.ts`.
 */
import { performance } from 'node:perf_hooks';
import { LocalDate } from '../src/shared-kernel/local-date.js';
import type { Cents } from '../src/shared-kernel/money.js';
import type { Goal } from '../src/targets/domain/goal.js';
import { projectedAmounts, type PlanTarget } from '../src/targets/domain/planning.js';
import { targetsOverview } from '../src/targets/domain/targets-overview.js';

const TODAY = '2026-11-25' as LocalDate;
const RUNS = Number(process.env.BENCH_PLANNING_RUNS ?? 200);
const TARGET_MS = 5;

/** 50 goals due every 10 months, the last 500 months ahead, each needing more than the savings can give. */
const goals: Goal[] = Array.from({ length: 50 }, (_, i) => ({
  id: `goal-${i}`,
  name: `Goal ${i}`,
  totalAmount: (1_000_000 + i * 10_000) as Cents,
  currentAmount: 0 as Cents,
  date: LocalDate.addMonths(TODAY, 10 * (i + 1)),
  archivedAcknowledged: false,
  paidOut: false,
  paidOutAmount: null,
  paidOutDate: null,
}));
const planTargets: PlanTarget[] = goals.map((g) => ({ key: g.id, totalAmount: g.totalAmount, currentAmount: g.currentAmount, date: g.date }));
const money = { availableFunds: 2_000_000 as Cents, monthlyGrossIncome: 800_000 as Cents, monthlyExpenses: 300_000 as Cents, monthlyLoanRepayments: 100_000 as Cents, targetMonthlySavings: 60_000 as Cents, dayOfTransfer: 25, automaticTransferStatus: true };

function time(label: string, work: () => unknown): { label: string; p50: number; p95: number; max: number } {
  for (let i = 0; i < 20; i += 1) work(); // warm-up: let the JIT settle
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { label, p50: at(0.5), p95: at(0.95), max: samples[samples.length - 1]! };
}

const results = [
  time('projections: 50 goals over 500 months', () => projectedAmounts(planTargets, 60_000 as Cents, TODAY)),
  time('GET /targets overview: projections, recommended dates and savings for 50 goals', () => targetsOverview(goals, null, money, TODAY, LocalDate.addMonths)),
];
console.log('\nTargets planning (ms, %d runs each)', RUNS);
console.table(results.map((r) => ({ what: r.label, p50: r.p50.toFixed(3), p95: r.p95.toFixed(3), max: r.max.toFixed(3) })));
const projections = results[0]!;
console.log(`check: projections p95 ${projections.p95.toFixed(3)} ms <= ${TARGET_MS} ms: ${projections.p95 <= TARGET_MS ? 'met' : 'NOT met'}`);
