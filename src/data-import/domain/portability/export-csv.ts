import { dec } from '../../../shared-kernel/decimal.js';
import type { Amount, ExportDocument, ExportedRetirementPlan, Provenance } from './export-document.js';

/**
 * The export for spreadsheets (docs/api.md "GET /export?format=zip"): one CSV file per list, a header row, every
 * amount as two columns (in dollars with two decimals, and its currency: what a spreadsheet sums and a reader
 * reads; the JSON export keeps cents, the wire format), RFC 4180 quoting and CRLF line ends.
 */
export interface CsvTable {
  fileName: string;
  header: string[];
  rows: Array<Array<CsvCell>>;
}

/** An amount written as it is, digits and two decimals ('1234.56', '-0.50'): a number, never guarded as a formula. */
export interface CsvDollars {
  dollars: string;
}

export type CsvCell = string | number | boolean | null | CsvDollars;

/** Cents as dollars with two decimals, exactly (big.js): 123456 -> '1234.56', -50 -> '-0.50'. */
export function dollarsOf(cents: number): CsvDollars {
  return { dollars: dec(cents).div(dec(100)).toFixed(2) };
}

/**
 * A text a spreadsheet would run as a formula when it opens the CSV: one starting with `=`, `+`, `-`, `@`, tab or
 * carriage return (OWASP, "CSV Injection"). A resident's names are typed by them, and a Myinfo or bank name comes
 * from outside, so such a text could fetch a link or run a command on the machine that opens the file.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 field: quoted when it holds a comma, a quote, CR or LF (quotes doubled); null is empty. A text that
 * starts like a formula is written with a leading apostrophe, so a spreadsheet shows it as text and never runs it
 * (docs/decisions.md "Export and import of one's data"; the ZIP's README says so). Numbers and booleans are
 * written as they are: they are the product's own values, so a negative amount stays a number.
 */
export function csvField(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'object') return value.dollars;
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(table: CsvTable): string {
  return [table.header, ...table.rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

const money = (_prefix: string, value: Amount | null) => [value === null ? null : dollarsOf(value.cents), value?.currency ?? null] as const;
/** 'amount' and 'currency' for a list's one amount; 'gross' and 'gross_currency' where a row has several. */
const moneyHeader = (prefix: string) => (prefix === 'amount' ? ['amount', 'currency'] : [prefix, `${prefix}_currency`]);
const PROVENANCE_HEADER = ['source', 'source_name', 'as_of'];
const provenance = (p: Provenance) => [p.source, p.sourceName, p.asOf] as const;

/** Every list of the document as a table, in the document's order. */
export function exportTables(doc: ExportDocument): CsvTable[] {
  const p = doc.profile;
  const pref = doc.preferences;
  return [
    {
      fileName: 'profile.csv',
      header: ['name', 'date_of_birth', 'sex', 'marital_status', 'residential_status', 'email', 'email_verified', 'employment_status_range', 'work_years_range', 'registered_at'],
      rows: [[p.name, p.dateOfBirth, p.sex, p.maritalStatus, p.residentialStatus, p.email, p.emailVerified, p.employmentStatusRange, p.workYearsRange, p.registeredAt]],
    },
    {
      fileName: 'preferences.csv',
      header: ['email_notifications', 'analytics_enabled', 'consented_to_app_terms_at', 'latest_consented_to_notice_at', 'myinfo_consent_at', 'bank_data_consent_at'],
      rows: [[pref.emailNotifications, pref.analyticsEnabled, pref.consentedToAppTermsAt, pref.latestConsentedToNoticeAt, pref.myinfoConsentAt, pref.bankDataConsentAt]],
    },
    {
      fileName: 'incomes.csv',
      header: ['id', 'name', 'type', ...moneyHeader('gross'), ...moneyHeader('net'), ...PROVENANCE_HEADER],
      rows: doc.incomes.map((i) => [i.id, i.name, i.type, ...money('gross', i.gross), ...money('net', i.net), ...provenance(i)]),
    },
    {
      fileName: 'estimated-monthly-expenses.csv',
      header: [...moneyHeader('amount'), 'is_derived', 'entered_date'],
      rows: doc.estimatedMonthlyExpenses ? [[...money('amount', doc.estimatedMonthlyExpenses.amount), doc.estimatedMonthlyExpenses.isDerived, doc.estimatedMonthlyExpenses.enteredDate]] : [],
    },
    {
      fileName: 'expenses.csv',
      header: ['id', 'category', ...moneyHeader('amount'), 'time_interval', ...moneyHeader('budget'), 'budget_time_interval', 'colour', ...PROVENANCE_HEADER],
      rows: doc.expenses.map((e) => [e.id, e.category, ...money('amount', e.amount), e.timeInterval, ...money('budget', e.budget), e.budgetTimeInterval, e.colour, ...provenance(e)]),
    },
    {
      fileName: 'loan-repayments.csv',
      header: ['id', 'name', 'type', ...moneyHeader('amount'), ...moneyHeader('cash'), ...moneyHeader('cpf'), 'liability_id', ...PROVENANCE_HEADER],
      rows: doc.loanRepayments.map((l) => [l.id, l.name, l.type, ...money('amount', l.amount), ...money('cash', l.cash), ...money('cpf', l.cpf), l.liabilityId, ...provenance(l)]),
    },
    {
      fileName: 'monthly-investments.csv',
      header: ['id', 'name', 'asset_type', ...moneyHeader('amount'), ...PROVENANCE_HEADER],
      rows: doc.monthlyInvestments.map((m) => [m.id, m.name, m.assetType, ...money('amount', m.amount), ...provenance(m)]),
    },
    {
      fileName: 'liabilities.csv',
      header: ['id', 'name', 'category', ...moneyHeader('amount'), ...PROVENANCE_HEADER],
      rows: doc.liabilities.map((l) => [l.id, l.name, l.category, ...money('amount', l.amount), ...provenance(l)]),
    },
    {
      fileName: 'assets.csv',
      header: [
        'id', 'kind', 'name', ...moneyHeader('total_value'), 'investment_source', 'enter_option', 'quantity', ...moneyHeader('unit_price'), 'estimated_growth_rate',
        'property_type', 'hdb_flat_type', 'address', 'ownership_share', 'valuation_date', 'value_source', 'secured_liability_id', 'insurance_details', ...PROVENANCE_HEADER,
      ],
      rows: doc.assets.map((a) => [
        a.id, a.kind, a.name, ...money('total_value', a.totalValue), a.investmentSource, a.enterOption, a.quantity, ...money('unit_price', a.unitPrice), a.estimatedGrowthRate,
        a.property?.propertyType ?? null, a.property?.hdbFlatType ?? null, a.property?.address ?? null, a.property?.ownershipShare ?? null, a.property?.valuationDate ?? null,
        a.property?.valueSource ?? null, a.property?.securedLiabilityId ?? null, a.insurance === null ? null : JSON.stringify(a.insurance), ...provenance(a),
      ]),
    },
    {
      fileName: 'cpf.csv',
      header: [...moneyHeader('oa'), ...moneyHeader('sa'), ...moneyHeader('ma'), ...moneyHeader('ra'), ...PROVENANCE_HEADER],
      rows: doc.cpf ? [[...money('oa', doc.cpf.oa), ...money('sa', doc.cpf.sa), ...money('ma', doc.cpf.ma), ...money('ra', doc.cpf.ra), ...provenance(doc.cpf)]] : [],
    },
    {
      fileName: 'target-monthly-savings.csv',
      header: [...moneyHeader('amount'), 'entered_date', 'day_of_transfer', 'automatic_transfer'],
      rows: doc.targetMonthlySavings ? [[...money('amount', doc.targetMonthlySavings.amount), doc.targetMonthlySavings.enteredDate, doc.targetMonthlySavings.dayOfTransfer, doc.targetMonthlySavings.automaticTransfer]] : [],
    },
    { fileName: 'total-budget.csv', header: moneyHeader('amount'), rows: doc.totalBudget ? [[...money('amount', doc.totalBudget)]] : [] },
    {
      fileName: 'emergency-fund.csv',
      header: [...moneyHeader('target'), ...moneyHeader('allocated'), 'date'],
      rows: doc.emergencyFund ? [[...money('target', doc.emergencyFund.target), ...money('allocated', doc.emergencyFund.allocated), doc.emergencyFund.date]] : [],
    },
    {
      fileName: 'savings-targets.csv',
      header: ['id', 'name', ...moneyHeader('target'), ...moneyHeader('allocated'), 'date', 'paid_out', ...moneyHeader('paid_out_amount'), 'paid_out_date'],
      rows: doc.goals.map((g) => [g.id, g.name, ...money('target', g.target), ...money('allocated', g.allocated), g.date, g.paidOut, ...money('paid_out_amount', g.paidOutAmount), g.paidOutDate]),
    },
    {
      fileName: 'housing-plans.csv',
      header: ['id', 'name', 'last_updated_at', 'plan'],
      rows: doc.housingPlans.map((h) => [h.id, h.name, h.lastUpdatedAt, JSON.stringify(h.fields)]),
    },
    { fileName: 'investing-guide-steps.csv', header: ['step'], rows: doc.investingGuideSteps.map((step) => [step]) },
    { fileName: 'insurance-policies.csv', header: ['id', 'details'], rows: doc.insurancePolicies.map((p) => [p.id, JSON.stringify(p.details)]) },
    retirementPlanTable(doc.retirementPlan ?? null),
  ];
}

/**
 * The retirement plan's settings as one row, like the other settings-like records (target monthly savings, total
 * budget): a typed figure in dollars with its currency, both cells empty where the plan reads it from the data.
 */
function retirementPlanTable(plan: ExportedRetirementPlan | null): CsvTable {
  const header = [
    'saved_at', ...moneyHeader('gross_monthly_wage'), 'gross_wage_confirmed', 'bonus_months', ...moneyHeader('monthly_spending'), ...moneyHeader('investments'),
    ...moneyHeader('srs_balance'), ...moneyHeader('cash_set_aside'), ...moneyHeader('monthly_housing_from_oa'), 'housing_from_oa_until', 'wage_growth_percent', 'inflation_percent',
    'investments_return_percent', 'srs_return_percent', 'cash_return_percent', 'payout_start_age', 'cpf_life_plan',
    'retirement_sum_choice', 'plan_to_age',
  ];
  if (plan === null) return { fileName: 'retirement-plan.csv', header, rows: [] };
  const s = plan.settings;
  return {
    fileName: 'retirement-plan.csv',
    header,
    rows: [[
      plan.savedAt, ...money('gross_monthly_wage', s.grossMonthlyWage), s.grossWageConfirmed, s.bonusMonths, ...money('monthly_spending', s.monthlySpending), ...money('investments', s.investments),
      ...money('srs_balance', s.srsBalance), ...money('cash_set_aside', s.cashSetAside), ...money('monthly_housing_from_oa', s.monthlyHousingFromOa), s.housingFromOaUntil, s.wageGrowthPercent,
      s.inflationPercent, s.investmentsReturnPercent, s.srsReturnPercent, s.cashReturnPercent, s.payoutStartAge, s.cpfLifePlan,
      s.retirementSumChoice, s.planToAge,
    ]],
  };
}
