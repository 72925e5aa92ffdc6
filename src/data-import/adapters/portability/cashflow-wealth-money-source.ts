import type { Schema } from 'joi';
import {
  ASSET_KINDS,
  ASSET_SCHEMAS,
  LOAN_TYPE_IDS,
  createExpensesSchema,
  liabilityFields,
  monthlyInvestmentFields,
  recordEstimatedMonthlyExpensesSchema,
  saveIncomeListSchema,
  saveLoanRepaymentsSchema,
  targetMonthlySavingsSchema,
  totalBudgetSchema,
  type AssetDraft,
  type AssetKind,
  type AssetKindPath,
} from '../../../cashflow-wealth/public.js';
import type { ResidentFactsResult } from '../../../identity/public.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import type { ExportedAsset } from '../../domain/portability/export-document.js';
import type { MoneyRecords } from '../../domain/portability/export-mapper.js';
import { refusalFor, type RestoreSet } from '../../domain/portability/import-rules.js';
import type { MoneySource } from '../../ports/portability.js';
import { batchWrite, checkedBody, namedWrite } from './checked-body.js';

/**
 * The cashflow-wealth use cases the export reads through and the import writes through (resolved from its public.ts
 * in the composition root). Structural types: only the calls this adapter makes.
 */
type Draft = Record<string, unknown>;
interface Stored {
  id: string;
}
export interface CashflowWealthServices {
  facts(userId: string): Promise<ResidentFactsResult>;
  /** the writes in `work` take the finances snapshot once, at the end (RecordFinancesSnapshot.once) */
  snapshotOnce<T>(work: () => Promise<T>): Promise<T>;
  readFinances: { execute(userId: string, facts: { dateOfBirth: string | null; employmentStatus: never }): Promise<FinancesRead> };
  saveIncomeList: { execute(userId: string, items: never[]): Promise<Stored[]> };
  createExpenses: { execute(userId: string, drafts: never[]): Promise<Stored[]> };
  deleteExpenses: { execute(userId: string, ids: null): Promise<string[]> };
  saveLoanRepayments: { execute(userId: string, items: never[]): Promise<Stored[]> };
  createMonthlyInvestment: { executeMany(userId: string, items: never[]): Promise<Stored[]> };
  deleteMonthlyInvestment: { executeMany(userId: string, ids: string[]): Promise<number> };
  createLiability: { executeMany(userId: string, items: never[]): Promise<Stored[]> };
  deleteLiability: { executeMany(userId: string, ids: string[]): Promise<number> };
  createAsset: { executeMany(userId: string, items: Array<{ kind: AssetKind; draft: AssetDraft }>): Promise<Stored[]> };
  deleteAsset: { executeMany(userId: string, ids: string[]): Promise<number> };
  recordTargetMonthlySavings: { execute(userId: string, value: never): Promise<unknown> };
  setTotalBudget: { execute(userId: string, value: never): Promise<unknown> };
  recordEstimatedMonthlyExpenses: { execute(userId: string, value: never): Promise<unknown> };
  updateCpfAsset: { execute(userId: string, update: { oa: number; sa: number; ma: number; ra?: number }): Promise<unknown> };
}

type AssetRead = MoneyRecords['assets'][number] & { kind: string };
type FinancesRead = Omit<MoneyRecords, 'assets' | 'cpfAsset' | 'cpfOrigin'> & { cpfAsset: ({ id: string } & Partial<NonNullable<MoneyRecords['cpfAsset']>>) | null } & Record<string, unknown>;

const KIND_PATHS = new Map<string, AssetKindPath>(Object.entries(ASSET_KINDS).map(([path, kind]) => [kind, path as AssetKindPath]));
const LOAN_TYPE_ID = LOAN_TYPE_IDS as Readonly<Record<string, number>>;
const ownedItemSchema = (fields: Record<string, Schema>) => Joi.object(Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, schema.required()]))).required();
const monthlyInvestmentSchema = ownedItemSchema(monthlyInvestmentFields);
const liabilitySchema = ownedItemSchema(liabilityFields);

/** The money lists (spec 2 §3) for the export, and the typed-in ones written back by an import. */
export class CashflowWealthMoneySource implements MoneySource {
  constructor(private readonly services: CashflowWealthServices) {}

  async read(userId: string): Promise<MoneyRecords> {
    const facts = await this.services.facts(userId);
    const finances = await this.services.readFinances.execute(userId, facts as never);
    const assets: MoneyRecords['assets'] = [];
    for (const [kind, path] of KIND_PATHS) {
      for (const asset of (finances[`${kind}Assets`] as AssetRead[] | undefined) ?? []) assets.push({ ...pickAsset(asset), kind: path });
    }
    const cpf = finances.cpfAsset;
    return {
      incomeList: finances.incomeList,
      estimatedMonthlyExpenses: finances.estimatedMonthlyExpenses,
      expenses: finances.expenses,
      loanRepayments: finances.loanRepayments,
      investments: finances.investments,
      liabilities: finances.liabilities,
      targetMonthlySavings: finances.targetMonthlySavings,
      totalBudget: finances.totalBudget,
      assets,
      // `ra` is shown from 55 only (spec 2 §3): the export says what the resident sees, 0 below that age.
      cpfAsset: cpf === null ? null : { oa: cpf.oa ?? 0, sa: cpf.sa ?? 0, ma: cpf.ma ?? 0, ra: cpf.ra ?? 0 },
      cpfOrigin: cpf === null ? null : (finances.origins[cpf.id] ?? null),
      origins: finances.origins,
    };
  }

  /**
   * Linear in the file (docs/decisions.md "Every list has a cap"): the synced lists (incomes, loans) and the expenses
   * are written in one call each, the other items one call each, and the finances snapshot every write takes is
   * taken once at the end.
   */
  async restore(userId: string, items: Pick<RestoreSet, 'incomes' | 'estimatedMonthlyExpenses' | 'expenses' | 'liabilities' | 'loanRepayments' | 'monthlyInvestments' | 'assets' | 'targetMonthlySavings' | 'totalBudget' | 'cpf'>): Promise<void> {
    await this.services.snapshotOnce(() => this.replaceTypedIn(userId, items));
  }

  private async replaceTypedIn(userId: string, items: Parameters<MoneySource['restore']>[1]): Promise<void> {
    const s = this.services;
    const current = await this.read(userId);
    const imported = (id: string) => current.origins[id] !== undefined;

    // 1. Remove the typed-in items (imported ones stay), a list a call: homes before the liabilities they secure,
    // loans before theirs.
    const typedIn = (list: ReadonlyArray<{ id: string }>) => list.filter((item) => !imported(item.id)).map((item) => item.id);
    await s.deleteAsset.executeMany(userId, typedIn(current.assets));
    const keptLoans = current.loanRepayments.filter((l) => imported(l.id));
    await s.saveLoanRepayments.execute(userId, keptLoans as never[]);
    const keptIncomes = current.incomeList.filter((i) => imported(i.id));
    await s.saveIncomeList.execute(userId, keptIncomes as never[]);
    if (current.expenses.length > 0) await s.deleteExpenses.execute(userId, null);
    await s.deleteMonthlyInvestment.executeMany(userId, typedIn(current.investments));
    await s.deleteLiability.executeMany(userId, typedIn(current.liabilities));

    // 2. Write the file's typed-in items through each list's call, each item checked by its call's schema first.
    const liabilities = items.liabilities.map((l, index) => checkedBody(liabilitySchema, { name: l.name, amount: l.amount.cents, ccy: l.amount.currency, category: l.category }, 'liabilities', index, l.name));
    const createdLiabilities = await batchWrite('liabilities', items.liabilities.map((l) => l.name), 0, () => s.createLiability.executeMany(userId, liabilities as never[]));
    const liabilityIds = new Map(items.liabilities.map((l, index) => [l.id, createdLiabilities[index]!.id]));
    const linked = (id: string | null) => (id === null ? null : (liabilityIds.get(id) ?? null));

    const incomes = items.incomes.map((i, index) => {
      if (i.net !== null && i.net.currency !== i.gross.currency) throw refusalFor('incomes', index, i.name, 'The gross and net income must be in the same currency.');
      const item = { name: i.name, grossIncome: i.gross.cents, netIncome: i.net?.cents ?? null, incomeCurrency: i.gross.currency, type: i.type };
      return checkedBody<{ incomeList: Draft[] }>(saveIncomeListSchema, { incomeList: [item] }, 'incomes', index, i.name).incomeList[0]!;
    });
    if (incomes.length > 0) {
      const names = items.incomes.map((i) => i.name);
      await batchWrite('incomes', names, keptIncomes.length, () => s.saveIncomeList.execute(userId, [...keptIncomes, ...incomes] as never[]));
    }

    const expenses = items.expenses.map((e, index) => {
      const input = { category: e.category, amount: e.amount.cents, timeInterval: e.timeInterval, budgetAmount: e.budget?.cents ?? null, budgetTimeInterval: e.budgetTimeInterval, colour: e.colour };
      const [checked] = checkedBody<{ expenses: Draft[] }>(createExpensesSchema, { expenses: [input] }, 'expenses', index, e.category).expenses;
      return { budgetAmount: null, budgetTimeInterval: null, colour: null, ...checked };
    });
    if (expenses.length > 0) await batchWrite('expenses', items.expenses.map((e) => e.category), 0, () => s.createExpenses.execute(userId, expenses as never[]));

    const loans = items.loanRepayments.map((l, index) => {
      const input = { name: l.name, amount: l.amount.cents, ccy: l.amount.currency, cash: l.cash.cents, cpf: l.cpf.cents, type: { id: Object.hasOwn(LOAN_TYPE_ID, l.type) ? LOAN_TYPE_ID[l.type]! : 0 }, liabilityId: linked(l.liabilityId) };
      checkedBody(saveLoanRepaymentsSchema, { loanRepayments: [input] }, 'loanRepayments', index, l.name);
      return { ...input, type: l.type };
    });
    if (loans.length > 0) {
      const names = items.loanRepayments.map((l) => l.name);
      await batchWrite('loanRepayments', names, keptLoans.length, () => s.saveLoanRepayments.execute(userId, [...keptLoans, ...loans] as never[]));
    }

    const investments = items.monthlyInvestments.map((m, index) =>
      checkedBody(monthlyInvestmentSchema, { name: m.name, amount: m.amount.cents, ccy: m.amount.currency, assetType: m.assetType }, 'monthlyInvestments', index, m.name),
    );
    await batchWrite('monthlyInvestments', items.monthlyInvestments.map((m) => m.name), 0, () => s.createMonthlyInvestment.executeMany(userId, investments as never[]));

    const assets = items.assets.map((a, index) => {
      // Own keys only: a file's 'constructor' is not a kind (docs/decisions.md "Every list has a cap").
      const kind = Object.hasOwn(ASSET_KINDS, a.kind) ? (ASSET_KINDS[a.kind as AssetKindPath] as AssetKind) : undefined;
      if (kind === undefined) throw refusalFor('assets', index, a.name, `"${a.kind}" is not a kind of asset.`);
      return { kind, draft: checkedBody<AssetDraft>(ASSET_SCHEMAS.get(kind)!.create, assetBody(a, linked), 'assets', index, a.name) };
    });
    await batchWrite('assets', items.assets.map((a) => a.name), 0, () => s.createAsset.executeMany(userId, assets));

    if (items.estimatedMonthlyExpenses) {
      const e = items.estimatedMonthlyExpenses;
      const label = 'Estimated monthly expenses';
      const body = checkedBody<Draft>(recordEstimatedMonthlyExpensesSchema, { amount: e.amount.cents, isDerived: e.isDerived, enteredDate: e.enteredDate }, 'estimatedMonthlyExpenses', 0, label);
      await namedWrite('estimatedMonthlyExpenses', 0, label, () => s.recordEstimatedMonthlyExpenses.execute(userId, body as never));
    }
    if (items.targetMonthlySavings) {
      const t = items.targetMonthlySavings;
      const body = checkedBody<Draft>(
        targetMonthlySavingsSchema,
        { targetMonthlySavings: t.amount.cents, enteredDate: t.enteredDate, dayOfTransfer: t.dayOfTransfer, automaticTransferStatus: t.automaticTransfer },
        'targetMonthlySavings', 0, 'Target monthly savings',
      );
      await namedWrite('targetMonthlySavings', 0, 'Target monthly savings', () =>
        s.recordTargetMonthlySavings.execute(userId, { dayOfTransfer: null, automaticTransferStatus: null, ...body } as never),
      );
    }
    if (items.cpf) {
      const { oa, sa, ma, ra } = items.cpf;
      const label = 'CPF balances';
      if ([oa, sa, ma, ra].some((amount) => amount.currency !== 'SGD')) throw refusalFor('cpf', 0, label, 'CPF balances are in SGD.');
      // The Retirement Account is asked for from 55 only (spec 2 §3): a file's 0 below that age is left out.
      const update = { oa: oa.cents, sa: sa.cents, ma: ma.cents, ...(ra.cents > 0 ? { ra: ra.cents } : {}) };
      await namedWrite('cpf', 0, label, () => s.updateCpfAsset.execute(userId, update));
    }
    if (items.totalBudget) {
      const body = checkedBody<Draft>(totalBudgetSchema, { amount: items.totalBudget.cents }, 'totalBudget', 0, 'Total budget');
      await namedWrite('totalBudget', 0, 'Total budget', () => s.setTotalBudget.execute(userId, body as never));
    }
  }
}

/** Only the asset fields the export carries (the read also has the server's own, such as the update time). */
function pickAsset(a: AssetRead): Omit<MoneyRecords['assets'][number], 'kind'> {
  return {
    id: a.id,
    name: a.name,
    totalValueAmount: a.totalValueAmount,
    currency: a.currency,
    investmentSource: a.investmentSource,
    enterOption: a.enterOption,
    quantity: a.quantity,
    unitPrice: a.unitPrice,
    estimatedGrowthRate: a.estimatedGrowthRate,
    insurance: a.insurance,
    property: a.property && {
      propertyType: a.property.propertyType,
      hdbFlatType: a.property.hdbFlatType,
      address: a.property.address,
      ownershipShare: a.property.ownershipShare,
      valuationDate: a.property.valuationDate,
      valueSource: a.property.valueSource,
      securedLiabilityId: a.property.securedLiabilityId,
    },
  };
}

/** POST /asset/{kind}'s body from an exported asset (the home's value source is the server's to set). */
function assetBody(a: ExportedAsset, linked: (id: string | null) => string | null): Draft {
  const unitPriced = a.enterOption === 'UNIT_PRICE';
  const { valueSource: _server, ...property } = a.property ?? { valueSource: null };
  return {
    name: a.name,
    totalValueAmount: unitPriced ? null : a.totalValue.cents,
    currency: a.totalValue.currency,
    investmentSource: a.investmentSource,
    enterOption: a.enterOption,
    quantity: unitPriced ? a.quantity : null,
    unitPrice: unitPriced ? (a.unitPrice?.cents ?? null) : null,
    estimatedGrowthRate: a.estimatedGrowthRate,
    insurance: a.insurance,
    property: a.property ? { ...property, securedLiabilityId: linked(a.property.securedLiabilityId) } : null,
  };
}
