/**
 * "How we worked this out" under each figure of a retirement answer (docs/decisions.md "Retirement projection"): the
 * rule in a few plain words, and which of the answer's own `sources` it rests on, matched by their titles. Nothing
 * is worked out here. Pure, so it is unit tested.
 */
import type { RetirementCalculateResponse } from '../../../../src/cashflow-wealth/adapters/http/retirement.contract.js';
import { formatMoney, type Cents } from '../../shared/format/money';

export type CpfSource = RetirementCalculateResponse['sources'][number];

export type FigureKind = 'contribution' | 'sums' | 'balances' | 'cpfLife' | 'need' | 'gap' | 'levers';

export const FIGURE_RULES: Readonly<Record<FigureKind, string>> = {
  contribution:
    "Your wage, up to CPF's wage ceiling, times the contribution rates for your age that month; the total rounded to the nearest dollar, your share rounded down, the rest your employer's. CPF's allocation rates for your age split it between your accounts.",
  sums: "The Basic, Full and Enhanced Retirement Sums of the year you turn 55, which stay yours. Years CPF has not announced yet are projected from the last announced year, as the source below says.",
  balances:
    "Month by month: each contribution added to its account, CPF's interest (with the extra interest) on each account, and what your flat takes from the Ordinary Account. At 55 the Retirement Account is formed from the Special then the Ordinary Account, up to the sum you set aside. In the dollars of each year.",
  cpfLife:
    "CPF's own published estimate of the monthly payout for the sum in your Retirement Account and the plan you chose; each year you defer past 65 raises it. CPF gives a range, so we show it as one: an estimate, not a quote.",
  need: 'What you spend a month today, grown each year by the inflation you assume, to the month your payouts start.',
  gap: "What you need less your income in retirement: CPF LIFE at the low end of CPF's range and a level income from your other savings (your investments, SRS and cash set aside, each grown at the return you assume for it and drawn down evenly to the age you plan to), both in today's dollars. The sum at retirement is what would pay the shortfall, rising with prices, to that age.",
  levers: "Each change worked out on its own with the same figures and assumptions as your answer, and the gap compared: in today's dollars a month.",
};

/** Which sources each figure rests on: a title matching any pattern. */
const SOURCE_PATTERNS: Readonly<Record<FigureKind, readonly RegExp[]>> = {
  contribution: [/contribution rates?/i, /allocation/i, /wage ceiling/i, /computing cpf contributions/i, /next age group/i],
  sums: [/retirement sums?/i, /basic healthcare sum/i],
  balances: [/interest/i, /what happens at 55/i, /allocation/i, /basic healthcare sum/i],
  cpfLife: [/cpf life/i, /deferring/i, /payout eligibility/i],
  need: [],
  gap: [/cpf life/i],
  levers: [/top-up/i, /supplementary retirement scheme/i, /matched retirement/i, /deferring/i],
};

export function sourcesFor(kind: FigureKind, sources: readonly CpfSource[]): CpfSource[] {
  const patterns = SOURCE_PATTERNS[kind];
  return sources.filter((s) => patterns.some((p) => p.test(s.title)));
}

const OTHER_MONEY_NAMES: ReadonlyArray<[keyof RetirementCalculateResponse['retirement']['otherMoneyAtRetirement'], string]> = [
  ['investments', 'your investments'],
  ['srs', 'your SRS'],
  ['cash', 'your cash set aside'],
];

/**
 * What each kind of other money has grown to when work stops, as the answer gives it (each at its own return), or
 * null when there is none: 'By 65: your investments S$162,169.88 and your SRS S$20,000.00, in that year's dollars,
 * each grown at the return you assume for it.'
 */
export function otherMoneyAtRetirementText(r: RetirementCalculateResponse): string | null {
  const held = OTHER_MONEY_NAMES.filter(([kind]) => r.retirement.otherMoneyAtRetirement[kind] > 0).map(
    ([kind, name]) => `${name} ${formatMoney(r.retirement.otherMoneyAtRetirement[kind] as Cents)}`,
  );
  if (held.length === 0) return null;
  const listed = held.length === 1 ? held[0] : `${held.slice(0, -1).join(', ')} and ${held[held.length - 1]}`;
  return `By ${r.retirement.age}: ${listed}, in that year's dollars, each grown at the return you assume for it.`;
}
