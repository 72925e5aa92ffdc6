/**
 * The retirement money outside CPF (docs/decisions.md "Retirement projection", "Other retirement money"): the
 * resident's investments, their SRS and cash set aside for retirement, each growing at its own return assumption
 * until retirement and then drawn down evenly to the plan-to age. Pure.
 */
import type { Cents } from '../../../shared-kernel/money.js';

export const OTHER_MONEY_KINDS = ['investments', 'srs', 'cash'] as const;
export type OtherMoneyKind = (typeof OTHER_MONEY_KINDS)[number];

export interface OtherMoneyPot {
  amount: Cents;
  /** a year, nominal */
  returnPercent: number;
}

export type OtherRetirementMoney = Record<OtherMoneyKind, OtherMoneyPot>;

/**
 * Our assumptions, each changeable: investments 4 % a year (a balanced portfolio's long-run return, before fees);
 * SRS 4 % (the plan reads the investments bought with SRS; SRS cash left uninvested earns 0.05 %); cash 1.5 % (what a
 * fixed deposit or a Singapore Savings Bond held to the end paid in 2025-2026; a savings account's base rate is lower).
 */
export const DEFAULT_OTHER_MONEY_RETURN_PERCENT: Readonly<Record<OtherMoneyKind, number>> = Object.freeze({ investments: 4, srs: 4, cash: 1.5 });

/** The three kinds with nothing in them, each at its default return. */
export function noOtherMoney(): OtherRetirementMoney {
  return {
    investments: { amount: 0 as Cents, returnPercent: DEFAULT_OTHER_MONEY_RETURN_PERCENT.investments },
    srs: { amount: 0 as Cents, returnPercent: DEFAULT_OTHER_MONEY_RETURN_PERCENT.srs },
    cash: { amount: 0 as Cents, returnPercent: DEFAULT_OTHER_MONEY_RETURN_PERCENT.cash },
  };
}

/** The three amounts together. */
export const otherMoneyTotal = (money: Readonly<Record<OtherMoneyKind, number>>): number => money.investments + money.srs + money.cash;
