import { DomainError } from '../../../shared-kernel/errors.js';
import type { AdjustedItem } from './allocation-fit.js';
import {
  EXPORT_PRODUCT,
  EXPORT_SCHEMA_VERSION,
  LIST_LABELS,
  RESTORABLE_LISTS,
  RETIREMENT_MONEY_FIELDS,
  isManual,
  type Amount,
  type ExportDocument,
  type ExportedIncome,
  type ExportedInsurancePolicy,
  type ExportedRetirementPlan,
  type RestorableList,
} from './export-document.js';

/**
 * Bringing an export back (docs/decisions.md "Export and import of one's data"): the typed-in items of each list in
 * the file replace the resident's typed-in items of that list; Myinfo and bank items are not restored (they are
 * fetched again with the resident's consent); a file of a newer schema version is refused.
 */

export const IMPORTED_NOT_RESTORED = 'Not restored: Myinfo and bank data are fetched again with your consent';
export const PAID_OUT_NOT_RESTORED = 'Not restored: a paid-out target stays in the file for your records';

/** A file this version cannot read, or items that break a rule: 400, nothing changed. */
export class ImportFileRefused extends DomainError {
  constructor(message: string, code = 'DATA_IMPORT.IMPORT_FILE_INVALID') {
    super(code, message, 'validation');
  }
}

export const newerVersionMessage = (version: number): string =>
  `This file was made by a newer version of MyMoneyPlan (version ${version}). This version reads files up to version ${EXPORT_SCHEMA_VERSION}: download a new export from the same account, or try again once MyMoneyPlan is updated. Nothing was changed.`;
export const NOT_AN_EXPORT = 'This file is not a MyMoneyPlan export. Choose the file that "Download my data" saved (mymoneyplan-export-....json). Nothing was changed.';

/** Checks the file is an export this version can read. @throws ImportFileRefused */
export function checkExportHeader(doc: Pick<ExportDocument, 'schemaVersion' | 'product'>): void {
  if (doc.product !== EXPORT_PRODUCT) throw new ImportFileRefused(NOT_AN_EXPORT, 'DATA_IMPORT.NOT_AN_EXPORT');
  if (doc.schemaVersion > EXPORT_SCHEMA_VERSION) throw new ImportFileRefused(newerVersionMessage(doc.schemaVersion), 'DATA_IMPORT.NEWER_SCHEMA_VERSION');
}

/**
 * What an import writes: the typed-in items of every restorable list, the links between them by their ids in the file.
 * The document without its header, the profile and the preferences; the CPF balances only when typed in (Myinfo's
 * are fetched again: docs/decisions.md "Export and import of one's data"). The guide's steps in it are ticked, and
 * the account's other steps unticked. The retirement plan is null when the file has none (an older file, or a
 * resident who never saved one): the account's plan stays.
 */
export type RestoreSet = Omit<ExportDocument, 'schemaVersion' | 'exportedAt' | 'product' | 'profile' | 'preferences' | 'cpf' | 'retirementPlan'> & {
  cpf: { oa: Amount; sa: Amount; ma: Amount; ra: Amount } | null;
  retirementPlan: ExportedRetirementPlan | null;
};

/** A policy as the messages and the preview name it: its name, if the file gives one as text. */
export const policyNameOf = (policy: ExportedInsurancePolicy): string => (typeof policy.details['policyName'] === 'string' ? policy.details['policyName'] : '');

export interface SkippedItem {
  list: RestorableList;
  name: string;
  reason: string;
}

export interface ImportPlan {
  restore: RestoreSet;
  skipped: SkippedItem[];
}

/** An item as the messages name it: its list, its place in the file's list (from 1) and its name. */
export const itemLabel = (list: RestorableList, index: number, name: string): string => `${LIST_LABELS[list]} item ${index + 1} ("${name}")`;

/**
 * The import's plan: typed-in items restored, imported ones skipped with the reason, links checked (a loan or home
 * pointing at a liability the file does not hold is refused; one pointing at an imported liability is kept
 * without the link, as the import that brings the liability back links it again).
 * @throws ImportFileRefused naming the item
 */
export function planImport(doc: ExportDocument): ImportPlan {
  checkExportHeader(doc);
  const skipped: SkippedItem[] = [];
  const manualOf = <T extends { source: ExportedIncome['source'] }>(list: RestorableList, items: readonly T[], nameOf: (item: T) => string): T[] =>
    items.filter((item) => {
      if (isManual(item)) return true;
      skipped.push({ list, name: nameOf(item), reason: IMPORTED_NOT_RESTORED });
      return false;
    });
  const liabilities = manualOf('liabilities', doc.liabilities, (l) => l.name);
  const allLiabilityIds = new Set(doc.liabilities.map((l) => l.id));
  const restoredLiabilityIds = new Set(liabilities.map((l) => l.id));
  const link = (list: RestorableList, index: number, name: string, id: string | null): string | null => {
    if (id === null) return null;
    if (!allLiabilityIds.has(id)) throw new ImportFileRefused(`${itemLabel(list, index, name)} is linked to a liability that is not in the file. Nothing was changed.`);
    return restoredLiabilityIds.has(id) ? id : null;
  };
  const loanRepayments = manualOf('loanRepayments', doc.loanRepayments, (l) => l.name).map((loan, index) => ({ ...loan, liabilityId: link('loanRepayments', index, loan.name, loan.liabilityId) }));
  const assets = manualOf('assets', doc.assets, (a) => a.name).map((asset, index) =>
    asset.property ? { ...asset, property: { ...asset.property, securedLiabilityId: link('assets', index, asset.name, asset.property.securedLiabilityId) } } : asset,
  );
  const goals = doc.goals.filter((goal) => {
    if (!goal.paidOut) return true;
    skipped.push({ list: 'goals', name: goal.name, reason: PAID_OUT_NOT_RESTORED });
    return false;
  });
  return {
    restore: {
      incomes: manualOf('incomes', doc.incomes, (i) => i.name),
      estimatedMonthlyExpenses: doc.estimatedMonthlyExpenses,
      expenses: manualOf('expenses', doc.expenses, (e) => e.category),
      liabilities,
      loanRepayments,
      monthlyInvestments: manualOf('monthlyInvestments', doc.monthlyInvestments, (m) => m.name),
      assets,
      targetMonthlySavings: doc.targetMonthlySavings,
      totalBudget: doc.totalBudget,
      emergencyFund: doc.emergencyFund,
      goals,
      housingPlans: doc.housingPlans,
      // The resident's own typed-in items: no import writes them, so all of them come back.
      investingGuideSteps: doc.investingGuideSteps,
      insurancePolicies: doc.insurancePolicies,
      cpf: cpfToRestore(doc.cpf, skipped),
      // The resident's own settings (typed figures and assumptions): restored whole; the figures are worked out again.
      retirementPlan: doc.retirementPlan ?? null,
    },
    // In the lists' order, as the preview shows them.
    skipped: skipped.sort((a, b) => RESTORABLE_LISTS.indexOf(a.list) - RESTORABLE_LISTS.indexOf(b.list)),
  };
}

/** Typed-in CPF balances come back; Myinfo's are skipped with the reason (fetched again with consent). */
function cpfToRestore(cpf: ExportDocument['cpf'], skipped: SkippedItem[]): RestoreSet['cpf'] {
  if (cpf === null) return null;
  if (!isManual(cpf)) {
    skipped.push({ list: 'cpf', name: LIST_LABELS.cpf, reason: IMPORTED_NOT_RESTORED });
    return null;
  }
  return { oa: cpf.oa, sa: cpf.sa, ma: cpf.ma, ra: cpf.ra };
}

/**
 * The file's retirement settings as PUT /retirement-plan's body: each typed figure's SGD amount as cents (null stays
 * null: read from the resident's data). Any other shape or currency is refused through `fail`, naming the field.
 */
export function retirementSettingsBody(settings: Readonly<Record<string, unknown>>, fail: (message: string) => never): Record<string, unknown> {
  const body: Record<string, unknown> = { ...settings };
  for (const key of RETIREMENT_MONEY_FIELDS) {
    const value = body[key];
    if (value === null || value === undefined) continue;
    const amount = value as Partial<Amount>;
    if (typeof value !== 'object' || typeof amount.cents !== 'number' || typeof amount.currency !== 'string') fail(`${key} must be an amount: { cents, currency }, or null to take it from your data.`);
    if (amount.currency !== 'SGD') fail(`${key} must be in SGD, the currency the retirement plan is worked out in.`);
    body[key] = amount.cents;
  }
  return body;
}

/** How many typed-in items of each list the account holds now (what the import replaces). */
export type CurrentManualCounts = Record<RestorableList, number>;

export interface PreviewRow {
  list: RestorableList;
  label: string;
  /** items of the file that will be written */
  added: number;
  /** the account's typed-in items of this list that they replace (removed first) */
  replaced: number;
  /** the names of the items added, as the file has them */
  names: string[];
}

export interface ImportPreview {
  rows: PreviewRow[];
  skipped: SkippedItem[];
  /** items written differently from the file, with why (allocation-fit.ts) */
  adjusted: AdjustedItem[];
}

const countOf = (value: unknown): number => (Array.isArray(value) ? value.length : value === null ? 0 : 1);

function namesOf(list: RestorableList, restore: RestoreSet): string[] {
  switch (list) {
    case 'incomes':
      return restore.incomes.map((i) => i.name);
    case 'expenses':
      return restore.expenses.map((e) => e.category);
    case 'liabilities':
      return restore.liabilities.map((l) => l.name);
    case 'loanRepayments':
      return restore.loanRepayments.map((l) => l.name);
    case 'monthlyInvestments':
      return restore.monthlyInvestments.map((m) => m.name);
    case 'assets':
      return restore.assets.map((a) => a.name);
    case 'goals':
      return restore.goals.map((g) => g.name);
    case 'housingPlans':
      return restore.housingPlans.map((p) => p.name);
    case 'investingGuideSteps':
      return [...restore.investingGuideSteps];
    case 'insurancePolicies':
      return restore.insurancePolicies.map(policyNameOf);
    default:
      return restore[list] === null ? [] : [LIST_LABELS[list]];
  }
}

/** One record per resident: replaced only when the file has one (there is no call that removes it). */
const SINGLE_RECORDS: ReadonlySet<RestorableList> = new Set<RestorableList>(['estimatedMonthlyExpenses', 'targetMonthlySavings', 'totalBudget', 'emergencyFund', 'cpf', 'retirementPlan']);

/**
 * What an import would do, list by list: a list replaces the account's typed-in items of that list (also when the
 * file's list is empty: the account's are removed); a single record (estimated monthly expenses, target monthly
 * savings, total budget, emergency fund, CPF balances, the retirement plan) only when the file has one; skipped items
 * with their reason.
 */
export function previewOf(plan: ImportPlan, current: CurrentManualCounts, adjusted: readonly AdjustedItem[] = []): ImportPreview {
  const replacedOf = (list: RestorableList) => (SINGLE_RECORDS.has(list) && plan.restore[list] === null ? 0 : current[list]);
  return {
    rows: RESTORABLE_LISTS.map((list) => ({ list, label: LIST_LABELS[list], added: countOf(plan.restore[list]), replaced: replacedOf(list), names: namesOf(list, plan.restore) })),
    skipped: plan.skipped,
    adjusted: [...adjusted],
  };
}

/** A write path's refusal, told with the item it was about (every business-rule failure names the item). */
export function refusalFor(list: RestorableList, index: number, name: string, message: string): ImportFileRefused {
  return new ImportFileRefused(`${itemLabel(list, index, name)}: ${message} Nothing was changed.`, 'DATA_IMPORT.IMPORT_ITEM_REFUSED');
}

/** A refusal about a whole list (too many items, a rule of the list as a whole). */
export function listRefusal(list: RestorableList, message: string): ImportFileRefused {
  const sentence = /[.!?]$/.test(message) ? message : `${message}.`;
  return new ImportFileRefused(`${LIST_LABELS[list]}: ${sentence} Nothing was changed.`, 'DATA_IMPORT.IMPORT_ITEM_REFUSED');
}

/**
 * The cap each list's own call keeps (POST /income: 20 sources, ...), given by the composition root from each
 * context's rules; assets are capped per kind. docs/decisions.md "Every list has a cap".
 */
export type ListCaps = Record<'incomes' | 'expenses' | 'liabilities' | 'loanRepayments' | 'monthlyInvestments' | 'goals' | 'housingPlans' | 'investingGuideSteps' | 'insurancePolicies', number> & { assetsPerKind: number };

/** What the account keeps through an import (its Myinfo and bank items), counted against the same caps. */
export type KeptImported = Partial<Record<'incomes' | 'liabilities' | 'loanRepayments' | 'monthlyInvestments', number>> & { assetsByKind?: Readonly<Record<string, number>> };

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-SG')} ${n === 1 ? one : many}`;

/** A file whose list, with what the account keeps, is past the list's cap: 400 naming the list and the cap, nothing written. */
export function listTooLongMessage(label: string, inFile: number, kept: number, cap: number): string {
  const keptWords = kept > 0 ? `, and the account keeps ${plural(kept, 'item', 'items')} of this list brought in from Myinfo or a bank` : '';
  const excess = inFile + kept - cap;
  return `${label}: the file has ${plural(inFile, 'item', 'items')}${keptWords}, but an account holds at most ${cap}. Remove ${plural(excess, 'item', 'items')} from this list in the file and try again. Nothing was changed.`;
}

/** @throws ImportFileRefused DATA_IMPORT.LIST_TOO_LONG for the first list (in the lists' order) past its cap */
export function checkListCaps(restore: RestoreSet, caps: ListCaps, kept: KeptImported = {}): void {
  const refuse = (label: string, inFile: number, keptCount: number, cap: number) => {
    if (inFile + keptCount > cap) throw new ImportFileRefused(listTooLongMessage(label, inFile, keptCount, cap), 'DATA_IMPORT.LIST_TOO_LONG');
  };
  for (const list of RESTORABLE_LISTS) {
    if (list === 'assets') {
      const byKind = new Map<string, number>();
      for (const asset of restore.assets) byKind.set(asset.kind, (byKind.get(asset.kind) ?? 0) + 1);
      for (const [kind, count] of byKind) refuse(`${LIST_LABELS.assets} (${kind})`, count, Object.hasOwn(kept.assetsByKind ?? {}, kind) ? kept.assetsByKind![kind]! : 0, caps.assetsPerKind);
      continue;
    }
    if (!Object.hasOwn(caps, list)) continue;
    const cap = caps[list as keyof ListCaps];
    const items = restore[list];
    const keptCount = (kept as Record<string, number | undefined>)[list] ?? 0;
    if (Array.isArray(items)) refuse(LIST_LABELS[list], items.length, keptCount, cap);
  }
}
