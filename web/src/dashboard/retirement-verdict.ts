/**
 * The retirement outlook in words, for the dashboard's card and the report's "Retirement" section alike: on track
 * (with what is to spare), short by so much a month, or not available yet with what to add. Every figure is GET
 * /retirement-plan's own (docs/decisions.md "The retirement plan"): nothing is worked out again here, only worded.
 * Pure, so it is unit tested.
 */
import type { RetirementCalculateResponse } from '../../../src/cashflow-wealth/adapters/http/retirement.contract.js';
import type { RetirementPlanResponse } from '../../../src/cashflow-wealth/adapters/http/retirement-plan.contract.js';
import { formatMoney, type Cents } from '../shared/format/money';

/** The signed-in resident's retirement plan page. */
export const RETIREMENT_PLAN_PATH = '/retirement-plan';

const money = (cents: number) => formatMoney(cents as Cents);

/** CPF LIFE's estimate as the card lays it out: the range kept on one line, and the age payouts start. */
export interface CpfLifeRange {
  /** 'S$1,480.00-S$1,590.00' */
  range: string;
  startAge: number;
}

export type RetirementVerdict =
  | { kind: 'on-track'; title: string; text: string; cpfLife: CpfLifeRange }
  | { kind: 'short'; title: string; text: string; cpfLife: CpfLifeRange }
  | { kind: 'not-available'; title: string; text: string; add: { text: string; to: string } | null };

export const NOT_AVAILABLE_TITLE = 'Not available yet';
/** What the card and the report say when GET /retirement-plan did not answer: nothing is guessed in its place. */
export const PLAN_UNREAD_TEXT = "We couldn't load your retirement plan just now. Please try again later.";

/** 'Your profile' as 'your profile', for "Go to your profile". */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "CPF's estimate: S$1,480.00-S$1,590.00 a month from age 65": CPF LIFE's range as the answer gives it, not a quote. */
export function cpfLifeRangeText(range: CpfLifeRange): string {
  return `CPF's estimate: ${range.range} a month from age ${range.startAge}`;
}

function cpfLifeRange(plan: RetirementCalculateResponse): CpfLifeRange {
  return { range: `${money(plan.cpfLife.monthlyPayoutLow)}-${money(plan.cpfLife.monthlyPayoutHigh)}`, startAge: plan.cpfLife.startAge };
}

/**
 * The verdict of GET /retirement-plan's answer (null: the read failed). The gap is the server's, in today's dollars:
 * above zero a shortfall a month, at or below zero on track with the surplus to spare.
 */
export function retirementVerdict(answer: RetirementPlanResponse | null): RetirementVerdict {
  if (answer === null) return { kind: 'not-available', title: NOT_AVAILABLE_TITLE, text: PLAN_UNREAD_TEXT, add: null };
  const plan = answer.plan;
  if (plan === null) {
    const first = answer.missing[0];
    if (!first) return { kind: 'not-available', title: NOT_AVAILABLE_TITLE, text: 'Add your details on your retirement plan.', add: { text: 'Go to your retirement plan', to: RETIREMENT_PLAN_PATH } };
    const add = first.where ? { text: `Go to ${lowerFirst(first.whereLabel ?? 'your retirement plan')}`, to: first.where } : null;
    return { kind: 'not-available', title: NOT_AVAILABLE_TITLE, text: /[.!?]$/.test(first.message) ? first.message : `${first.message}.`, add };
  }
  const gap = plan.gap.monthlyToday;
  const need = `against the ${money(plan.need.monthlyToday)} a month you will need`;
  if (gap > 0) {
    return { kind: 'short', title: `Short by ${money(gap)} a month`, text: `In today's dollars, ${need}.`, cpfLife: cpfLifeRange(plan) };
  }
  const text = gap === 0 ? `Your retirement income meets what you will need, in today's dollars.` : `${money(-gap)} a month to spare, in today's dollars, ${need}.`;
  return { kind: 'on-track', title: 'On track', text, cpfLife: cpfLifeRange(plan) };
}

/** The verdict in one line (the report's headline): 'On track: S$250.00 a month to spare', 'Short by S$800.00 a month (in today's dollars)'. */
export function verdictLine(verdict: RetirementVerdict, plan: RetirementCalculateResponse | null): string {
  if (verdict.kind === 'short') return `${verdict.title} (in today's dollars)`;
  if (verdict.kind === 'on-track' && plan && plan.gap.monthlyToday < 0) return `On track: ${money(-plan.gap.monthlyToday)} a month to spare (in today's dollars)`;
  return verdict.title;
}
