/**
 * Kept apart from the page's other rules, with no imports but the contract's types, so the server-side unit test
 * (test/unit/cashflow-wealth/retirement-page-defaults.test.ts) can hold it against the calculation's own schema.
 */
import type { CpfLifePlan, RetirementSumChoice } from '../../../src/cashflow-wealth/adapters/http/retirement.contract.js';

/**
 * The assumptions' defaults, as the calculation itself takes them when a field is left out (retirement.routes.ts's
 * schema; a unit test holds the two together), and who sets each.
 */
export const ASSUMPTION_DEFAULTS = {
  payoutStartAge: { value: '65', setBy: 'CPF: payouts can start from 65, and each year deferred to 70 raises them' },
  cpfLifePlan: { value: 'STANDARD' as CpfLifePlan, setBy: "CPF: the Standard plan is the one you are on unless you choose another" },
  retirementSumChoice: { value: 'FULL' as RetirementSumChoice, setBy: 'CPF: the Full Retirement Sum is set aside at 55 unless you pledge a property or top up' },
  wageGrowthPercent: { value: '3', setBy: 'Our assumption: wages rising a little faster than prices over a working life' },
  inflationPercent: { value: '2.5', setBy: 'Our assumption: close to Singapore’s long-run average rise in prices' },
  investmentsReturnPercent: { value: '4', setBy: 'Our assumption: a balanced portfolio’s long-run return, before fees; CPF’s own interest rates are used for CPF' },
  srsReturnPercent: { value: '4', setBy: 'Our assumption: SRS money invested as your other investments are; SRS cash left uninvested earns 0.05 %' },
  cashReturnPercent: { value: '1.5', setBy: 'Our assumption: about what a fixed deposit or a Singapore Savings Bond paid in 2025-2026' },
  planToAge: { value: '95', setBy: 'Our assumption: plan for a long life, as CPF LIFE pays for as long as you live' },
} as const;
