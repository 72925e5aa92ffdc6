import { DateTime } from 'luxon';
import { SG_ZONE } from '../../../shared-kernel/local-date.js';
import {
  EXPORT_PRODUCT,
  EXPORT_SCHEMA_VERSION,
  MANUAL,
  RETIREMENT_MONEY_FIELDS,
  type Amount,
  type ExportDocument,
  type ExportedAsset,
  type ExportedHousingPlan,
  type ExportedPreferences,
  type ExportedProfile,
  type ExportedRetirementPlan,
  type ExportedRetirementSettings,
  type Provenance,
} from './export-document.js';

/**
 * What the export reads from each context, in their own words (the ports answer these shapes; the adapters pass the
 * contexts' records through). The mapper below turns them into the document: amounts into `{ cents, currency }`,
 * import origins into source and as-of date, ids kept so the links between items survive.
 */
export interface OriginOf {
  sourceName: string;
  asOf: string;
}

export interface MoneyRecords {
  incomeList: Array<{ id: string; name: string; grossIncome: number; netIncome: number | null; incomeCurrency: string; type: string }>;
  estimatedMonthlyExpenses: { amount: number; isDerived: boolean; enteredDate: string } | null;
  expenses: Array<{ id: string; category: string; amount: number; timeInterval: string; budgetAmount: number | null; budgetTimeInterval: string | null; colour: string | null }>;
  loanRepayments: Array<{ id: string; name: string; amount: number; ccy: string; cash: number; cpf: number; type: string; liabilityId?: string | null }>;
  investments: Array<{ id: string; name: string; amount: number; ccy: string; assetType: string }>;
  liabilities: Array<{ id: string; name: string; amount: number; ccy: string; category: string }>;
  targetMonthlySavings: { targetMonthlySavings: number; enteredDate: string; dayOfTransfer: number | null; automaticTransferStatus: boolean | null } | null;
  totalBudget: { amount: number } | null;
  assets: Array<{
    id: string;
    /** the kind's path name ('cash-savings') */
    kind: string;
    name: string;
    totalValueAmount: number;
    currency: string;
    investmentSource: string;
    enterOption: string;
    quantity: number | null;
    unitPrice: number | null;
    estimatedGrowthRate: number | null;
    insurance: object | null;
    property: { propertyType: string; hdbFlatType: string | null; address: string | null; ownershipShare: number; valuationDate: string; valueSource: string; securedLiabilityId: string | null } | null;
  }>;
  cpfAsset: { oa: number; sa: number; ma: number; ra: number } | null;
  /** the CPF balances' origin when an import wrote them; null when typed in or none */
  cpfOrigin: OriginOf | null;
  /** items an import wrote, by id (typed-in items are absent) */
  origins: Record<string, OriginOf>;
}

export interface TargetsRecords {
  goals: Array<{ id: string; name: string; totalAmount: number; currentAmount: number; date: string; paidOut: boolean; paidOutAmount: number | null; paidOutDate: string | null }>;
  emergencyFund: { totalAmount: number; currentAmount: number; date: string } | null;
}

export interface HousingRecords {
  plans: Array<{ id: string; planName: string; lastUpdatedAt: string; fields: Record<string, unknown> }>;
}

export interface InvestingRecords {
  guideSteps: string[];
  insurancePolicies: Array<{ id: string; details: object }>;
}

/** The retirement plan's settings as cashflow-wealth keeps them (typed figures in SGD cents), or null when never saved. */
export type RetirementSettingsRecord = Omit<ExportedRetirementSettings, (typeof RETIREMENT_MONEY_FIELDS)[number]> & Record<(typeof RETIREMENT_MONEY_FIELDS)[number], number | null>;
export type RetirementPlanRecords = { savedAt: Date; settings: RetirementSettingsRecord } | null;

export interface ExportInputs {
  now: Date;
  profile: ExportedProfile;
  preferences: ExportedPreferences;
  money: MoneyRecords;
  targets: TargetsRecords;
  housing: HousingRecords;
  investing: InvestingRecords;
  retirementPlan: RetirementPlanRecords;
}

const SGD = 'SGD';
const amount = (cents: number, currency: string): Amount => ({ cents, currency });
const sgd = (cents: number): Amount => amount(cents, SGD);
const orNull = <T>(value: T | null, map: (v: T) => Amount): Amount | null => (value === null ? null : map(value));

/** Myinfo's own name marks a Myinfo item; every other source is a bank (SGFinDex) account or holding. */
export function provenanceOf(origin: OriginOf | undefined | null): Provenance {
  if (!origin) return MANUAL;
  return { source: origin.sourceName === 'Myinfo' ? 'MYINFO' : 'BANK', sourceName: origin.sourceName, asOf: origin.asOf };
}

/** The moment as ISO 8601 in Singapore time (+08:00), as the document's dates are. */
export const singaporeIso = (at: Date): string => DateTime.fromJSDate(at, { zone: SG_ZONE }).toISO()!;

/**
 * The plan's settings with each typed figure as an SGD amount (null stays null: read from the resident's data); every
 * other setting as it is, so a setting the plan gains later comes along without a change here.
 */
export function exportedRetirementPlan(plan: RetirementPlanRecords): ExportedRetirementPlan | null {
  if (plan === null) return null;
  const settings = { ...plan.settings } as Record<string, unknown>;
  for (const key of RETIREMENT_MONEY_FIELDS) settings[key] = orNull(plan.settings[key], sgd);
  return { savedAt: singaporeIso(plan.savedAt), settings: settings as unknown as ExportedRetirementSettings };
}

/** The whole document from what the contexts hold (pure: the use case reads, this maps). */
export function toExportDocument(inputs: ExportInputs): ExportDocument {
  const { money, targets } = inputs;
  const origin = (id: string) => provenanceOf(money.origins[id]);
  return {
    schemaVersion: EXPORT_SCHEMA_VERSION,
    exportedAt: singaporeIso(inputs.now),
    product: EXPORT_PRODUCT,
    profile: inputs.profile,
    preferences: inputs.preferences,
    incomes: money.incomeList.map((i) => ({
      id: i.id,
      name: i.name,
      type: i.type,
      gross: amount(i.grossIncome, i.incomeCurrency),
      net: orNull(i.netIncome, (net) => amount(net, i.incomeCurrency)),
      ...origin(i.id),
    })),
    estimatedMonthlyExpenses: money.estimatedMonthlyExpenses && {
      amount: sgd(money.estimatedMonthlyExpenses.amount),
      isDerived: money.estimatedMonthlyExpenses.isDerived,
      enteredDate: money.estimatedMonthlyExpenses.enteredDate,
    },
    // Expenses are typed in only (no import writes them); spending is in SGD (spec 2 §3).
    expenses: money.expenses.map((e) => ({
      id: e.id,
      category: e.category,
      amount: sgd(e.amount),
      timeInterval: e.timeInterval,
      budget: orNull(e.budgetAmount, sgd),
      budgetTimeInterval: e.budgetTimeInterval,
      colour: e.colour,
      ...origin(e.id),
    })),
    loanRepayments: money.loanRepayments.map((l) => ({
      id: l.id,
      name: l.name,
      type: l.type,
      amount: amount(l.amount, l.ccy),
      cash: amount(l.cash, l.ccy),
      cpf: amount(l.cpf, l.ccy),
      liabilityId: l.liabilityId ?? null,
      ...origin(l.id),
    })),
    monthlyInvestments: money.investments.map((m) => ({ id: m.id, name: m.name, assetType: m.assetType, amount: amount(m.amount, m.ccy), ...origin(m.id) })),
    liabilities: money.liabilities.map((l) => ({ id: l.id, name: l.name, category: l.category, amount: amount(l.amount, l.ccy), ...origin(l.id) })),
    assets: money.assets.map((a): ExportedAsset => ({
      id: a.id,
      kind: a.kind,
      name: a.name,
      totalValue: amount(a.totalValueAmount, a.currency),
      investmentSource: a.investmentSource,
      enterOption: a.enterOption,
      quantity: a.quantity,
      unitPrice: orNull(a.unitPrice, (price) => amount(price, a.currency)),
      estimatedGrowthRate: a.estimatedGrowthRate,
      insurance: a.insurance === null ? null : { ...a.insurance },
      property: a.property && { ...a.property },
      ...origin(a.id),
    })),
    cpf: money.cpfAsset && { oa: sgd(money.cpfAsset.oa), sa: sgd(money.cpfAsset.sa), ma: sgd(money.cpfAsset.ma), ra: sgd(money.cpfAsset.ra), ...provenanceOf(money.cpfOrigin) },
    targetMonthlySavings: money.targetMonthlySavings && {
      amount: sgd(money.targetMonthlySavings.targetMonthlySavings),
      enteredDate: money.targetMonthlySavings.enteredDate,
      dayOfTransfer: money.targetMonthlySavings.dayOfTransfer,
      automaticTransfer: money.targetMonthlySavings.automaticTransferStatus,
    },
    totalBudget: money.totalBudget && sgd(money.totalBudget.amount),
    emergencyFund: targets.emergencyFund && { target: sgd(targets.emergencyFund.totalAmount), allocated: sgd(targets.emergencyFund.currentAmount), date: targets.emergencyFund.date },
    goals: targets.goals.map((g) => ({
      id: g.id,
      name: g.name,
      target: sgd(g.totalAmount),
      allocated: sgd(g.currentAmount),
      date: g.date,
      paidOut: g.paidOut,
      paidOutAmount: orNull(g.paidOutAmount, sgd),
      paidOutDate: g.paidOutDate,
    })),
    housingPlans: inputs.housing.plans.map((p): ExportedHousingPlan => ({ id: p.id, name: p.planName, lastUpdatedAt: p.lastUpdatedAt, fields: p.fields })),
    investingGuideSteps: [...inputs.investing.guideSteps],
    insurancePolicies: inputs.investing.insurancePolicies.map((p) => ({ id: p.id, details: { ...p.details } })),
    retirementPlan: exportedRetirementPlan(inputs.retirementPlan),
  };
}
