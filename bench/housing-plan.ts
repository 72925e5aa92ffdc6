/**
 * Housing plan speed: GET /housing-plan works out every plan's summary (an annuity over up to 360 months, the
 * tiers, the cash and CPF splits) on each read, so a resident's 10 plans must stay well under the 50 ms a list
 * read may take. A measurement, not a test: prints the timings and exits 0. `node --import tsx bench/housing-plan.ts`.
 */
import { performance } from 'node:perf_hooks';
import type { Cents } from '../src/shared-kernel/money.js';
import { MAX_PLANS_PER_RESIDENT, newPlanFields, type HousingPlanFields } from '../src/housing/domain/housing-plan.js';
import { housingPlanSummary } from '../src/housing/domain/housing-summary.js';

const RUNS = Number(process.env.BENCH_HOUSING_RUNS ?? 200);
const TARGET_MS = 5;

/** 10 plans on 30-year bank loans (the longest annuity), prices from S$400,000 up. */
const plans: HousingPlanFields[] = Array.from({ length: MAX_PLANS_PER_RESIDENT }, (_, i) => ({
  ...newPlanFields('2026-11-26'),
  loanType: 'BANK',
  loanPeriod: 30,
  interestRate: 3.15,
  monthlyHouseholdIncome: 900_000 as Cents,
  cpfOABalance: 8_000_000 as Cents,
  cashSavings: 6_000_000 as Cents,
  flatValueAtTimeOfPurchase: (40_000_000 + i * 5_000_000) as Cents,
  upfrontPaymentInCash: (2_000_000 + i * 250_000) as Cents,
  cpfMonthlyInstalment: 100_000 as Cents,
}));

for (let i = 0; i < 20; i += 1) plans.forEach(housingPlanSummary); // warm-up
const samples: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const start = performance.now();
  plans.forEach(housingPlanSummary);
  samples.push(performance.now() - start);
}
samples.sort((a, b) => a - b);
const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
console.log('\nHousing plan summaries (ms, %d runs)', RUNS);
console.table([{ what: `${MAX_PLANS_PER_RESIDENT} plan summaries (GET /housing-plan)`, p50: at(0.5).toFixed(3), p95: at(0.95).toFixed(3), max: samples[samples.length - 1]!.toFixed(3) }]);
console.log(`check: p95 ${at(0.95).toFixed(3)} ms <= ${TARGET_MS} ms: ${at(0.95) <= TARGET_MS ? 'met' : 'NOT met'}`);
