/** What the bank-data import put into the lists, by institution (pure, unit-tested). */
import type { FullFinancesResponse } from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import { insurerName } from '../../../src/cashflow-wealth/domain/insurance-vocabulary.js';
import { BANKS, type BankCode, type FpData } from '../../../src/data-import/adapters/http/data-import.contract.js';

export interface InstitutionSummary {
  name: string;
  /** SGD cents: what the imported assets are worth, and what is owed */
  owned: number;
  owed: number;
  items: number;
  /** the date (or month) of its first figure: account balances, which come before loans (dated by statement) */
  asOf: string;
}

type AssetListKey = Extract<keyof FullFinancesResponse, `${string}Assets`>;
const ASSET_LISTS: readonly AssetListKey[] = [
  'cashBalanceAssets',
  'cashSavingsAssets',
  'fixedDepositAssets',
  'stockAssets',
  'bondAssets',
  'unitTrustAssets',
  'goldAssets',
  'structuredProductAssets',
  'otherInvestmentAssets',
  'insuranceAssets',
  'otherNonInvestmentAssets',
];

/** '1 item', '2 items': the count beside each institution. */
export function itemCountText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The record ids (origins' `sourceRef`) of the items the bank import put into the lists: what can be corrected. */
export function importedBankRefs(finances: FullFinancesResponse): Set<string> {
  const refs = new Set<string>();
  for (const origin of Object.values(finances.origins)) if (origin.sourceName !== 'Myinfo' && origin.sourceRef) refs.add(origin.sourceRef);
  return refs;
}

/** Imports write SGD amounts, so the totals need no rates. Myinfo's items are left out: they have their own page. */
export function bankSummary(finances: FullFinancesResponse): InstitutionSummary[] {
  const byName = new Map<string, InstitutionSummary>();
  const add = (id: string, owned: number, owed: number) => {
    const origin = finances.origins[id];
    if (!origin || origin.sourceName === 'Myinfo') return;
    const entry = byName.get(origin.sourceName) ?? { name: origin.sourceName, owned: 0, owed: 0, items: 0, asOf: origin.asOf };
    entry.owned += owned;
    entry.owed += owed;
    entry.items += 1;
    byName.set(origin.sourceName, entry);
  };
  for (const list of ASSET_LISTS) for (const asset of finances[list]) add(asset.id, asset.totalValueAmount, 0);
  for (const liability of finances.liabilities) add(liability.id, 0, liability.amount);
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** An institution that did not answer in full (spec 2 §3 response statuses), as the banks summary shows it. */
export interface ProviderProblem {
  code: string;
  name: string;
  /** 'failed': nothing came; 'partial': some of it */
  state: 'failed' | 'partial';
  text: string;
}

/** A bank's, the depository's or an insurer's name by its code. */
export function institutionName(code: string): string {
  return Object.hasOwn(BANKS, code) ? BANKS[code as BankCode] : insurerName(code);
}

/**
 * The institutions whose answer was not complete, failed ones first: a record stored before statuses were carried
 * has none, i.e. every institution answered.
 */
export function providerProblems(fpdata: Pick<FpData, 'statuses'>): ProviderProblem[] {
  const problems = (fpdata.statuses ?? []).flatMap((status): ProviderProblem[] => {
    if (status.statusCode === 200) return [];
    const name = institutionName(status.serviceProvider);
    const failed = status.statusCode >= 500;
    return [
      {
        code: status.serviceProvider,
        name,
        state: failed ? 'failed' : 'partial',
        text: failed ? `${name} did not answer, so nothing from it was added. Retrieve your data again later.` : `${name} shared only part of your data. ${status.description ?? 'Some items could not be retrieved.'}`,
      },
    ];
  });
  return problems.sort((a, b) => (a.state === b.state ? 0 : a.state === 'failed' ? -1 : 1));
}
