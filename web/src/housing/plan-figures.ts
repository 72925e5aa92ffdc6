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
import { originText } from '../shared/format/origin';
import type { MoneyField } from './plan-form';

export type FigureField = Extract<MoneyField, 'monthlyHouseholdIncome' | 'cpfOABalance' | 'cashSavings'>;

/** The starting amounts (SGD cents) the resident's figures give; a field is absent when there is no figure. */
export type PlanStart = Partial<Record<FigureField, Cents>>;

export type FiguresSource = Pick<FullFinancesResponse, 'incomeList' | 'totals' | 'cpfAsset' | 'cashBalanceAssets' | 'cashSavingsAssets'> & Partial<Pick<FullFinancesResponse, 'origins'>>;

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

/** 'from Myinfo, as of 16 Apr 2020' when every one of the items was imported from the same place; '' otherwise. */
function importedFrom(ids: readonly string[], origins: FiguresSource['origins']): string {
  const found = ids.map((id) => origins?.[id]);
  if (found.length === 0 || found.some((o) => o === undefined)) return '';
  const texts = new Set(found.map((o) => originText(o!)));
  return texts.size === 1 ? ` (${[...texts][0]!.replace(/^From /, 'from ')})` : '';
}

/**
 * Where each starting figure came from, as the field's hint says it ("From your cashflow: your gross monthly
 * income (from Myinfo, as of 16 Apr 2020)."): the same items the dashboard adds up.
 */
export function figureOrigins(finances: FiguresSource | null, start: PlanStart): Partial<Record<FigureField, string>> {
  if (finances === null) return {};
  const change = 'Change it if it is different for this plan.';
  const origins: Partial<Record<FigureField, string>> = {};
  if (start.monthlyHouseholdIncome !== undefined) {
    origins.monthlyHouseholdIncome = `From your cashflow: your gross monthly income${importedFrom(finances.incomeList.map((i) => i.id), finances.origins)}. ${change}`;
  }
  if (start.cpfOABalance !== undefined && finances.cpfAsset) {
    origins.cpfOABalance = `From your wealth: your CPF Ordinary Account${importedFrom([finances.cpfAsset.id], finances.origins)}. ${change}`;
  }
  if (start.cashSavings !== undefined) {
    const cash = [...finances.cashBalanceAssets, ...finances.cashSavingsAssets];
    origins.cashSavings = `From your wealth: your cash balances and savings${importedFrom(cash.map((a) => a.id), finances.origins)}, in Singapore dollars. ${change}`;
  }
  return origins;
}
