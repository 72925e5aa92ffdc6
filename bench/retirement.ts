/**
 * Retirement projection speed (docs/decisions.md "Retirement projection"): the month-by-month CPF projection of a
 * whole working life (16 to a payout age of 70: 648 months) must stay under 5 ms at p95, and POST
 * /retirement/calculate's work (the joi validation, the outlook and its seven levers: six more projections) under
 * 20 ms. Each run projects a different life (the wage moves by a dollar), so every contribution is worked out anew
 * (about 150 calls of the rule, a microsecond each in whole numbers); "again" repeats one life. Each measure first
 * runs `BENCH_RETIREMENT_WARMUP` times (default 100) unmeasured: a server answers many, and V8 optimises the
 * month loop only after a few dozen lives (the first ones take a few ms each in the interpreter, more on a busy
 * machine). A measurement, not a test: prints the timings and exits 0.
 * `node --import tsx bench/retirement.ts` (`BENCH_RETIREMENT_RUNS`, default 200).
 */
import { performance } from 'node:perf_hooks';
import type { Cents } from '../src/shared-kernel/money.js';
import { projectCpf, type CpfProjectionInputs } from '../src/cashflow-wealth/domain/retirement/index.js';
import { calculateRetirement, retirementCalculateSchema, type ValidatedRetirementBody } from '../src/cashflow-wealth/adapters/http/retirement.routes.js';
import { optionsFor } from '../src/platform/http/validation/validate.js';
import { rulesAsked } from '../src/cashflow-wealth/domain/retirement/cpf-rules-memo.js';

const RUNS = Number(process.env.BENCH_RETIREMENT_RUNS ?? 200);
const WARMUP = Number(process.env.BENCH_RETIREMENT_WARMUP ?? 100);
const PROJECTION_TARGET_MS = 5;
const CALL_TARGET_MS = 20;

/** A 16-year-old starting work in January 2026 on S$2,500 a month, 3 % growth, a bonus month, a flat paid from the OA, payouts at 70. */
const life = (i: number): CpfProjectionInputs => ({
  member: { dateOfBirth: '2010-01-15', residency: 'CITIZEN' },
  startMonth: '2026-01',
  balances: { oa: 0 as Cents, sa: 0 as Cents, ma: 0 as Cents, ra: 0 as Cents },
  grossMonthlyWage: (250_000 + i * 100) as Cents,
  bonusMonths: 1,
  wageGrowthPercent: 3,
  retirementSumChoice: 'FULL',
  payoutStartAge: 70,
  monthlyHousingFromOa: 120_000 as Cents,
  housingFromOaUntil: '2060-12',
});

const body = (i: number) => ({
  dateOfBirth: '1991-12-15',
  residentialStatus: 'CITIZEN',
  grossMonthlyWage: 600_000 + i * 100,
  bonusMonths: 2,
  balances: { oa: 2_000_000, sa: 2_000_000, ma: 2_000_000 },
  monthlySpending: 300_000,
  investments: 5_000_000,
  srsBalance: 1_000_000,
  cashSetAside: 2_000_000,
  assumptions: { startMonth: '2026-12', monthlyHousingFromOa: 150_000, housingFromOaUntil: '2051-12' },
});

function call(i: number): void {
  const { value, error } = retirementCalculateSchema.validate(body(i), optionsFor('body'));
  if (error) throw error;
  calculateRetirement(value as ValidatedRetirementBody, '2026-12-02');
}

function measure(work: (i: number) => void): number[] {
  for (let i = 0; i < WARMUP; i += 1) work(-1 - i);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    work(i);
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b);
}

const at = (samples: number[], q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
const row = (what: string, samples: number[]) => ({ what, p50: at(samples, 0.5).toFixed(3), p95: at(samples, 0.95).toFixed(3), max: samples[samples.length - 1]!.toFixed(3) });

const projections = measure((i) => projectCpf(life(i)));
const again = measure(() => projectCpf(life(0)));
const calls = measure(call);
console.log('\nRetirement projection (ms, %d runs after %d unmeasured)', RUNS, WARMUP);
console.table([row('a working life, 16 to 70 (a new life each run)', projections), row('the same life again', again), row('POST /retirement/calculate work (a new resident each run)', calls)]);
const before = { ...rulesAsked };
projectCpf(life(RUNS + 1));
console.log(`rules asked for one new life: ${rulesAsked.contribution - before.contribution} contributions, ${rulesAsked.interest - before.interest} interest, ${rulesAsked.sums - before.sums} sums`);
console.log(`check: projection p95 ${at(projections, 0.95).toFixed(3)} ms <= ${PROJECTION_TARGET_MS} ms: ${at(projections, 0.95) <= PROJECTION_TARGET_MS ? 'met' : 'NOT met'}`);
console.log(`check: call p95 ${at(calls, 0.95).toFixed(3)} ms <= ${CALL_TARGET_MS} ms: ${at(calls, 0.95) <= CALL_TARGET_MS ? 'met' : 'NOT met'}`);
