/**
 * Enter once (docs/decisions.md "Enter once"): a new financing plan starts from what the resident already told
 * us: the gross monthly income of their cashflow, the CPF Ordinary Account of their wealth and the cash they hold
 * (cash balances and cash savings). Each is marked "from your figures" on the form and stays editable; a figure
 * the resident has not entered is left empty, never guessed.
 */
import type { FullFinancesResponse } from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import type { FxRates } from '../../../src/shared-kernel/fx.js';
import { convert } from '../../../src/shared-kernel/fx.js';
import type { Cents } from '../../../src/shared-kernel/money.js';
import { formatMoneyInput } from '../shared/format/money';
import type { MoneyField } from './plan-form';

export type FigureField = Extract<MoneyField, 'monthlyHouseholdIncome' | 'cpfOABalance' | 'cashSavings'>;

/** The starting amounts (SGD cents) the resident's figures give; a field is absent when there is no figure. */
export type PlanStart = Partial<Record<FigureField, Cents>>;

export type FiguresSource = Pick<FullFinancesResponse, 'incomeList' | 'totals' | 'cpfAsset' | 'cashBalanceAssets' | 'cashSavingsAssets'>;

export function planStartFrom(finances: FiguresSource | null, rates: FxRates | null): PlanStart {
  if (finances === null) return {};
  const start: PlanStart = {};
  if (finances.incomeList.length > 0) start.monthlyHouseholdIncome = finances.totals.monthlyGrossIncome as Cents;
  if (finances.cpfAsset) start.cpfOABalance = finances.cpfAsset.oa as Cents;
  const cash = [...finances.cashBalanceAssets, ...finances.cashSavingsAssets];
  if (cash.length > 0 && rates !== null) {
    let total = 0;
    for (const asset of cash) {
      try {
        total += convert(asset.totalValueAmount as Cents, asset.currency, 'SGD', rates);
      } catch {
        // A currency without a rate is left out rather than guessed; the resident can correct the total.
      }
    }
    start.cashSavings = total as Cents;
  }
  return start;
}

/** The amounts as the form shows them, for marking a field whose value still is the figure. */
export function figureTexts(start: PlanStart): Partial<Record<FigureField, string>> {
  return Object.fromEntries(Object.entries(start).map(([name, cents]) => [name, formatMoneyInput(cents)])) as Partial<Record<FigureField, string>>;
}

/** true when the field shows the resident's figure (unchanged since the plan started from it). */
export function showsFigure(name: MoneyField, text: string, texts: Partial<Record<FigureField, string>>): boolean {
  const figure = (texts as Partial<Record<MoneyField, string>>)[name];
  return figure !== undefined && text.trim() === figure;
}
