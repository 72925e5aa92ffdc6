/**
 * The export of everything the product holds about a resident (docs/api.md "GET /export", docs/decisions.md
 * "Export and import of one's data"): one versioned JSON document. Every amount is `{ cents, currency }`; every item
 * says where it came from (typed in, Myinfo or a bank) and, when imported, as of when. No NRIC: the product never
 * keeps it in clear (identity stores a keyed hash only), so there is nothing to put in.
 */

/** Bumped when a field changes meaning or goes away; a new optional field keeps the version. */
export const EXPORT_SCHEMA_VERSION = 1;
export const EXPORT_PRODUCT = 'MyMoneyPlan';

export interface Amount {
  cents: number;
  currency: string;
}

export type ItemSource = 'MANUAL' | 'MYINFO' | 'BANK';

/** Where an item came from: typed in (MANUAL, no source name or date) or imported with its source and as-of date. */
export interface Provenance {
  source: ItemSource;
  /** 'Myinfo', 'DBS Bank', ...; null for a typed-in item */
  sourceName: string | null;
  /** the date the imported figure is as of ('YYYY-MM-DD', or a month 'MMYYYY' as the bank gives it); null when typed in */
  asOf: string | null;
}

export interface ExportedProfile {
  name: string | null;
  dateOfBirth: string | null;
  sex: string | null;
  maritalStatus: string | null;
  residentialStatus: string | null;
  email: string | null;
  emailVerified: boolean;
  employmentStatusRange: string | null;
  workYearsRange: string | null;
  registeredAt: string;
}

export interface ExportedPreferences {
  emailNotifications: boolean;
  analyticsEnabled: boolean;
  consentedToAppTermsAt: string | null;
  latestConsentedToNoticeAt: string | null;
  myinfoConsentAt: string | null;
  bankDataConsentAt: string | null;
}

export interface ExportedIncome extends Provenance {
  id: string;
  name: string;
  type: string;
  gross: Amount;
  net: Amount | null;
}

export interface ExportedExpense extends Provenance {
  id: string;
  category: string;
  amount: Amount;
  timeInterval: string;
  budget: Amount | null;
  budgetTimeInterval: string | null;
  colour: string | null;
}

export interface ExportedLoanRepayment extends Provenance {
  id: string;
  name: string;
  type: string;
  amount: Amount;
  cash: Amount;
  cpf: Amount;
  /** the liability (in this file) it repays */
  liabilityId: string | null;
}

export interface ExportedMonthlyInvestment extends Provenance {
  id: string;
  name: string;
  assetType: string;
  amount: Amount;
}

export interface ExportedLiability extends Provenance {
  id: string;
  name: string;
  category: string;
  amount: Amount;
}

export interface ExportedProperty {
  propertyType: string;
  hdbFlatType: string | null;
  address: string | null;
  ownershipShare: number;
  valuationDate: string;
  valueSource: string;
  /** the liability (in this file) the home secures */
  securedLiabilityId: string | null;
}

export interface ExportedAsset extends Provenance {
  id: string;
  /** 'cash-savings', 'stock', 'property', ... (the kind's name in the asset calls' path) */
  kind: string;
  name: string;
  totalValue: Amount;
  investmentSource: string;
  enterOption: string;
  quantity: number | null;
  unitPrice: Amount | null;
  estimatedGrowthRate: number | null;
  /** insurance assets: the policy's details as the asset calls take them */
  insurance: Record<string, unknown> | null;
  property: ExportedProperty | null;
}

export interface ExportedCpf extends Provenance {
  oa: Amount;
  sa: Amount;
  ma: Amount;
  ra: Amount;
}

export interface ExportedMonthlySavings {
  amount: Amount;
  enteredDate: string;
  dayOfTransfer: number | null;
  automaticTransfer: boolean | null;
}

export interface ExportedEstimatedExpenses {
  amount: Amount;
  isDerived: boolean;
  enteredDate: string;
}

export interface ExportedGoal {
  id: string;
  name: string;
  target: Amount;
  allocated: Amount;
  date: string;
  paidOut: boolean;
  paidOutAmount: Amount | null;
  paidOutDate: string | null;
}

export interface ExportedEmergencyFund {
  target: Amount;
  allocated: Amount;
  date: string;
}

export interface ExportedHousingPlan {
  id: string;
  name: string;
  lastUpdatedAt: string;
  /** the plan's answers as the housing-plan calls take them, every amount `{ cents, currency }` */
  fields: Record<string, unknown>;
}

export interface ExportedInsurancePolicy {
  id: string;
  details: Record<string, unknown>;
}

/**
 * The retirement plan's settings as PUT /retirement-plan takes them (docs/decisions.md "The retirement plan"): a typed
 * figure as an amount in SGD, or null where the plan reads it from the resident's data; the assumptions as they are.
 */
export interface ExportedRetirementSettings {
  grossMonthlyWage: Amount | null;
  grossWageConfirmed: boolean;
  bonusMonths: number;
  monthlySpending: Amount | null;
  investments: Amount | null;
  srsBalance: Amount | null;
  cashSetAside: Amount | null;
  monthlyHousingFromOa: Amount | null;
  /** 'YYYY-MM' */
  housingFromOaUntil: string | null;
  wageGrowthPercent: number;
  inflationPercent: number;
  investmentsReturnPercent: number;
  srsReturnPercent: number;
  cashReturnPercent: number;
  payoutStartAge: number;
  cpfLifePlan: string;
  retirementSumChoice: string;
  planToAge: number;
}

/** The settings' typed figures: amounts in the document, cents in the plan's own calls. */
export const RETIREMENT_MONEY_FIELDS = ['grossMonthlyWage', 'monthlySpending', 'investments', 'srsBalance', 'cashSetAside', 'monthlyHousingFromOa'] as const;

export interface ExportedRetirementPlan {
  /** when the resident last saved the settings (+08:00); an import saves them anew */
  savedAt: string;
  settings: ExportedRetirementSettings;
}

export interface ExportedNotificationSettings {
  emailNotifications: boolean;
}

/** Version 1 of the document (docs/api.md has each field). */
export interface ExportDocument {
  schemaVersion: number;
  /** ISO 8601 with Singapore's offset, e.g. 2026-11-26T16:05:00.000+08:00 */
  exportedAt: string;
  product: string;
  profile: ExportedProfile;
  preferences: ExportedPreferences;
  incomes: ExportedIncome[];
  estimatedMonthlyExpenses: ExportedEstimatedExpenses | null;
  expenses: ExportedExpense[];
  loanRepayments: ExportedLoanRepayment[];
  monthlyInvestments: ExportedMonthlyInvestment[];
  liabilities: ExportedLiability[];
  assets: ExportedAsset[];
  cpf: ExportedCpf | null;
  targetMonthlySavings: ExportedMonthlySavings | null;
  totalBudget: Amount | null;
  emergencyFund: ExportedEmergencyFund | null;
  goals: ExportedGoal[];
  housingPlans: ExportedHousingPlan[];
  /** the investing guide's ticked steps ('EMERGENCY_FUND', ...), in the guide's order */
  investingGuideSteps: string[];
  /** the investing area's insurance list, each policy's name and details as POST /investing-for-beginners/insurance takes them */
  insurancePolicies: ExportedInsurancePolicy[];
  /**
   * The retirement plan's settings, or null while the resident never saved any. Optional: a file of version 1 made
   * before the plan existed has none, and its import keeps the account's plan.
   */
  retirementPlan?: ExportedRetirementPlan | null;
}

/** The lists an import restores (their typed-in items), in the order they are written. */
export const RESTORABLE_LISTS = [
  'incomes',
  'estimatedMonthlyExpenses',
  'expenses',
  'liabilities',
  'loanRepayments',
  'monthlyInvestments',
  'assets',
  'targetMonthlySavings',
  'totalBudget',
  'emergencyFund',
  'goals',
  'housingPlans',
  'investingGuideSteps',
  'insurancePolicies',
  'cpf',
  'retirementPlan',
] as const;
export type RestorableList = (typeof RESTORABLE_LISTS)[number];

/** Plain-English names of the lists, as the preview and the error messages say them. */
export const LIST_LABELS: Record<RestorableList, string> = {
  incomes: 'Income',
  estimatedMonthlyExpenses: 'Estimated monthly expenses',
  expenses: 'Expenses',
  liabilities: 'Liabilities',
  loanRepayments: 'Loan repayments',
  monthlyInvestments: 'Monthly investments',
  assets: 'Assets',
  targetMonthlySavings: 'Target monthly savings',
  totalBudget: 'Total budget',
  emergencyFund: 'Emergency fund',
  goals: 'Savings targets',
  housingPlans: 'Housing plans',
  investingGuideSteps: 'Investing guide steps',
  insurancePolicies: 'Insurance policies',
  cpf: 'CPF balances',
  retirementPlan: 'Retirement plan',
};

/** A typed-in (manual) item: the resident's own, restorable. Myinfo and bank items are fetched again with consent. */
export const isManual = (item: Pick<Provenance, 'source'>): boolean => item.source === 'MANUAL';

/** The provenance of a typed-in item. */
export const MANUAL: Provenance = { source: 'MANUAL', sourceName: null, asOf: null };
