/**
 * "How we worked this out" for every figure of the plan summary (docs/decisions.md "Housing summary explained"):
 * the arithmetic in words with the plan's own numbers, the dated table row it read ("in force from 15 Feb 2023")
 * and that row's source. Built from the plan's answers and its summary, re-reading the same tables on the purchase
 * date, so an explanation always shows the numbers the figure was worked out from. Pure: no clock, no I/O.
 */
import { dec, groupThousands, ROUND_DOWN } from '../../shared-kernel/decimal.js';
import { LocalDate } from '../../shared-kernel/local-date.js';
import type { Cents } from '../../shared-kernel/money.js';
import type { GrantName } from './grants.js';
import type { HousingPlanSummary } from './housing-summary.js';
import type { HousingPlanFields, Residency } from './housing-plan.js';
import { averageAge, maxLoanByIncome } from './loan-limits.js';
import type { PaymentStageName } from './payment-timeline.js';
import { hdbLegalFee } from './purchase-duties.js';
import { ADDITIONAL_BUYERS_STAMP_DUTY } from './policy/additional-buyers-stamp-duty.js';
import { BANK_LOAN_TO_VALUE } from './policy/bank-loan-to-value.js';
import { BUYERS_STAMP_DUTY } from './policy/buyers-stamp-duty.js';
import { CPF_HOUSING_GRANT_RESALE } from './policy/cpf-housing-grant-resale.js';
import { CPF_USAGE_LIMITS } from './policy/cpf-usage-limits.js';
import { rowOn, type DatedRow, type DatedTable, type PolicySource } from './policy/dated-table.js';
import { ENHANCED_CPF_HOUSING_GRANT } from './policy/enhanced-cpf-housing-grant.js';
import { GST_RATE } from './policy/gst.js';
import { HDB_ELIGIBILITY_RATE_FLOOR } from './policy/hdb-eligibility-rate-floor.js';
import { HDB_CONCESSIONARY_RATE } from './policy/hdb-interest-rate.js';
import { HDB_LEGAL_FEES } from './policy/hdb-legal-fees.js';
import { HDB_LOAN_LEASE_PRORATION } from './policy/hdb-loan-lease-proration.js';
import { HDB_LOAN_TENURE } from './policy/hdb-loan-tenure.js';
import type { RecurringCostName } from './recurring-costs.js';
import { HDB_LOAN_TO_VALUE } from './policy/hdb-loan-to-value.js';
import { MORTGAGE_SERVICING_RATIO } from './policy/mortgage-servicing-ratio.js';
import { PROXIMITY_HOUSING_GRANT } from './policy/proximity-housing-grant.js';
import { TOTAL_DEBT_SERVICING_RATIO } from './policy/total-debt-servicing-ratio.js';

/** How one figure was worked out. */
export interface Explanation {
  /** the arithmetic in words, with the numbers */
  rule: string;
  /** the dated table row used, e.g. "in force from 15 Feb 2023" */
  row?: string;
  /** that row's source (publisher, page, when we checked it); none for the resident's own figures */
  source?: PolicySource;
}

export const EXPLAINED_FIGURES = [
  'flatPrice',
  'totalGrants',
  'minimumPayment',
  'cashOverValuation',
  'upfrontPaymentInCash',
  'upfrontPaymentInCpf',
  'estimatedLoanAmount',
  'monthlyMortgageInstalment',
  'cpfMonthlyInstalment',
  'cashMonthlyInstalment',
  'mortgageServicingRatio',
  'totalLoanPayment',
  'totalInterest',
  'maxLoanByLtv',
  'maxLoanByIncome',
  'maxLoanTenure',
  'instalmentAtEligibilityRate',
  'totalDebtServicing',
  'valuationLimit',
  'withdrawalLimit',
  'cpfLimitReached',
  'buyerStampDuty',
  'additionalBuyerStampDuty',
  'purchaseLegalFee',
  'loanLegalFee',
  'homeProtectionPremium',
  'oneTimePayments',
  'monthlyPayments',
  'annualPayments',
  'serviceAndConservancyCharges',
  'annualPropertyTax',
  'cashLeft',
  'totalAmountLeftInCpfOA',
] as const;
export type ExplainedFigure = (typeof EXPLAINED_FIGURES)[number];

export interface FigureExplanations {
  figures: Record<ExplainedFigure, Explanation>;
  grants: Record<GrantName, Explanation>;
  /** each stage of the payment timeline, in the timeline's order */
  stages: Array<{ stage: PaymentStageName; explanation: Explanation }>;
}

/** What the explanations read: the plan's answers (the flat type may be any value while not chosen) and its summary. */
export type ExplainedPlan = Omit<HousingPlanFields, 'flatType'> & { flatType: string | null };

/** S$9,600 for whole dollars, S$4,200.50 otherwise (the explanations quote the tables' own round figures). */
export function sgd(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  // Grouped by hand, not by Intl: a page's first number formatter costs 15-30 ms in Chromium, and `toLocaleString`
  // builds one per call (docs/decisions.md "No date formatter at start-up").
  const dollars = groupThousands(String(Math.floor(abs / 100)));
  const rest = abs % 100;
  return `${negative ? '-' : ''}S$${dollars}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

const day = (iso: string) => LocalDate.display(LocalDate.parse(iso));
/** A rate as the tables write it: 3.0 %, 2.6 %, 2.65 %. */
const pct = (percent: number) => `${Number.isInteger(percent) ? percent.toFixed(1) : String(percent)} %`;

/** "in force from 15 Feb 2023", "in force from 20 Feb 2018 to 14 Feb 2023", "in force until 19 Feb 2018". */
export function rowText(row: Pick<DatedRow<unknown>, 'effectiveFrom' | 'effectiveTo'>): string {
  if (row.effectiveFrom && row.effectiveTo) return `in force from ${day(row.effectiveFrom)} to ${day(row.effectiveTo)}`;
  if (row.effectiveFrom) return `in force from ${day(row.effectiveFrom)}`;
  if (row.effectiveTo) return `in force until ${day(row.effectiveTo)}`;
  return 'in force on every purchase date we cover';
}

function fromRow<T>(table: DatedTable<T>, purchaseDate: string): { row: string; source: PolicySource } {
  const row = rowOn(table, purchaseDate);
  return { row: `${table.name}: ${rowText(row)}`, source: row.source };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The parts of `amount` inside each marginal band, for the bands it reaches. */
function bandParts<B extends { upTo: Cents | null }>(amount: number, bands: readonly B[]): Array<{ band: B; part: number; index: number; full: boolean }> {
  const parts: Array<{ band: B; part: number; index: number; full: boolean }> = [];
  let lower = 0;
  for (const [index, band] of bands.entries()) {
    if (amount <= lower) break;
    const top = band.upTo === null ? amount : Math.min(amount, band.upTo);
    parts.push({ band, part: top - lower, index, full: band.upTo !== null && amount >= band.upTo });
    if (band.upTo === null) break;
    lower = band.upTo;
  }
  return parts;
}

/** "the first S$180,000", "the next S$180,000", "the remaining S$140,000" */
function bandWords(part: { part: number; index: number; full: boolean }): string {
  if (part.index === 0) return part.full ? `the first ${sgd(part.part)}` : sgd(part.part);
  return part.full ? `the next ${sgd(part.part)}` : `the remaining ${sgd(part.part)}`;
}

const RESIDENCY_WORDS: Readonly<Record<Residency, string>> = { CITIZEN: 'Singapore citizen', PR: 'permanent resident', FOREIGNER: 'foreigner' };

function lowerOfPriceAndValuation(plan: ExplainedPlan, s: HousingPlanSummary): { value: number; words: string } {
  const valuation = plan.flatType === 'RESALE' ? plan.flatValuation : null;
  if (valuation === null) return { value: s.flatPrice, words: `the price, ${sgd(s.flatPrice)}` };
  const value = Math.min(s.flatPrice, valuation);
  return { value, words: `${sgd(value)}, the lower of the price (${sgd(s.flatPrice)}) and the valuation (${sgd(valuation)})` };
}

function dutiableWords(plan: ExplainedPlan, s: HousingPlanSummary): string {
  const valuation = plan.flatType === 'RESALE' ? plan.flatValuation : null;
  if (valuation === null) return `the price, ${sgd(s.dutiableValue)}`;
  return `${sgd(s.dutiableValue)}, the higher of the price (${sgd(s.flatPrice)}) and the valuation (${sgd(valuation)})`;
}

/** "Entered by you: S$x. By the table: ..." when the resident typed their own figure for a worked-out fee. */
function ownOrWorked(own: boolean, amount: number, worked: string): string {
  return own ? `Entered by you: ${sgd(amount)}. By the table it would be: ${worked}` : worked;
}

function buyerStampDutyRule(plan: ExplainedPlan, s: HousingPlanSummary): string {
  if (s.dutiableValue <= 0) return 'No price yet: enter the flat\'s price or your budget.';
  const bands = rowOn(BUYERS_STAMP_DUTY, plan.purchaseDate).value;
  const parts = bandParts(s.dutiableValue, bands);
  const unrounded = parts.reduce((sum, p) => sum.plus(dec(p.part).times(dec(p.band.percent)).div(dec(100))), dec(0));
  // The duty's unrounded cents (half a cent at most is lost here: IRAS rounds the total down to the dollar anyway).
  const unroundedCents = Number(unrounded.round(0, ROUND_DOWN).toString());
  const sum = parts.map((p) => `${p.band.percent} % of ${bandWords(p)}`).join(' + ');
  const total = unroundedCents % 100 === 0 ? `= ${sgd(unroundedCents)}, rounded down to the dollar` : `= ${sgd(unroundedCents)}, rounded down to the dollar: ${sgd(s.suggestedBuyerStampDuty)}`;
  return `On ${dutiableWords(plan, s)}: ${sum} ${total}.`;
}

function absdRule(plan: ExplainedPlan, s: HousingPlanSummary): string {
  if (s.dutiableValue <= 0) return 'No price yet: enter the flat\'s price or your budget.';
  const residencies = plan.buyerResidencies.length > 0 ? plan.buyerResidencies : (['CITIZEN'] as const);
  const kinds = [...new Set(residencies)];
  const who =
    residencies.length === 1
      ? `A ${RESIDENCY_WORDS[kinds[0]!]}`
      : kinds.length === 1
        ? `${RESIDENCY_WORDS[kinds[0]!]}s`.replace(/^./, (c) => c.toUpperCase())
        : `Buyers who are ${kinds.map((k) => `a ${RESIDENCY_WORDS[k]}`).join(' and ')} (the highest of their rates)`;
  const owned = plan.propertiesOwned === 0 ? 'no other home' : plural(plan.propertiesOwned, 'other home', 'other homes');
  const words = `${who} owning ${owned}: ${s.additionalBuyerStampDutyPercent} % of ${dutiableWords(plan, s)} = ${sgd(s.suggestedAdditionalBuyerStampDuty)}, rounded down to the dollar.`;
  return s.additionalBuyerStampDutyNote ? `${words} ${s.additionalBuyerStampDutyNote}` : words;
}

function legalFeeRule(amount: number, on: string, purchaseDate: string): string {
  if (amount <= 0) return `Nothing to charge: ${on} is S$0.`;
  const scale = rowOn(HDB_LEGAL_FEES, purchaseDate).value;
  const fee = hdbLegalFee(amount as Cents, purchaseDate);
  const parts = bandParts(amount, scale.bands);
  const partFee = (p: (typeof parts)[number]) => dec(p.part).times(dec(p.band.centsPerThousandDollars)).div(dec(100_000));
  const scaled = parts.reduce((sum, p) => sum.plus(partFee(p)), dec(0));
  const words = parts.map((p) => `${sgd(Number(p.band.centsPerThousandDollars))} per S$1,000 on ${bandWords(p)} (${sgd(Number(partFee(p).round(0, ROUND_DOWN).toString()))})`).join(' + ');
  const scaledCents = Number(scaled.round(0, ROUND_DOWN).toString());
  const minimum = fee.feeBeforeGst === scale.minimumFee && scaledCents < scale.minimumFee ? `, the minimum fee ${sgd(scale.minimumFee)}` : '';
  return `On ${on}: ${words} = ${sgd(scaledCents)}, rounded up to the dollar: ${sgd(Math.ceil(scaledCents / 100) * 100)}${minimum}; plus ${fee.gstPercent} % GST (${sgd(fee.gst)}) = ${sgd(fee.amount)}.`;
}

function legalFeeRow(purchaseDate: string): string {
  return `${fromRow(HDB_LEGAL_FEES, purchaseDate).row}; ${fromRow(GST_RATE, purchaseDate).row}`;
}

const GRANT_TABLES: Readonly<Record<GrantName, DatedTable<unknown>>> = {
  enhancedCpfHousingGrant: ENHANCED_CPF_HOUSING_GRANT,
  cpfHousingGrant: CPF_HOUSING_GRANT_RESALE,
  proximityGrant: PROXIMITY_HOUSING_GRANT,
};

function grantExplanations(plan: ExplainedPlan, s: HousingPlanSummary): Record<GrantName, Explanation> {
  const out = {} as Record<GrantName, Explanation>;
  for (const grant of s.grants) {
    const worked = grant.rule ?? grant.reason ?? 'Not worked out.';
    const own = grant.enteredByYou ? `Entered by you: ${sgd(grant.amount)}. By HDB's table: ${worked}` : worked;
    const note = grant.toConfirm && grant.toConfirm !== grant.source.toConfirm ? ` To confirm: ${grant.toConfirm}` : '';
    out[grant.name] = { rule: `${own}${/[.!?]$/.test(own) ? '' : '.'}${note}`, row: fromRow(GRANT_TABLES[grant.name], plan.purchaseDate).row, source: grant.source };
  }
  return out;
}

/** Where a recurring figure comes from, in a few words: "IRAS owner-occupier rates from 1 Jan 2025", "your estimate". */
function recurringFrom(s: HousingPlanSummary, name: RecurringCostName): string {
  return s.recurringCosts.find((cost) => cost.name === name)?.from ?? 'your estimate';
}

/** A recurring cost's own words (recurring-costs.ts), its row and source when a table gave it. */
function recurringExplanation(s: HousingPlanSummary, name: RecurringCostName): Explanation {
  const cost = s.recurringCosts.find((c) => c.name === name);
  if (!cost) return { rule: 'Not worked out.' };
  return { rule: cost.howWorkedOut, ...(cost.source ? { source: cost.source } : {}) };
}

/** Every figure of the summary, explained with the plan's own numbers. */
export function figureExplanations(plan: ExplainedPlan, s: HousingPlanSummary): FigureExplanations {
  const date = plan.purchaseDate;
  const income = plan.monthlyHouseholdIncome;
  const hdb = plan.loanType === 'HDB';
  const ltv = fromRow(hdb ? HDB_LOAN_TO_VALUE : BANK_LOAN_TO_VALUE, date);
  const lower = lowerOfPriceAndValuation(plan, s);
  const downpayment = s.flatPrice - s.maxLoanByLtv;
  const lease = s.loanLeaseProration;
  const months = plan.loanPeriod * 12;
  const fees = plan.fees;
  const grantsUsed = s.grants.filter((g) => g.amount > 0);
  const msr = fromRow(MORTGAGE_SERVICING_RATIO, date);
  const floor = hdb ? fromRow(HDB_ELIGIBILITY_RATE_FLOOR, date) : fromRow(TOTAL_DEBT_SERVICING_RATIO, date);
  const floorPercent = hdb ? rowOn(HDB_ELIGIBILITY_RATE_FLOOR, date).value.floorPercent : rowOn(TOTAL_DEBT_SERVICING_RATIO, date).value.rateFloorPercent;
  const assessedAt =
    floorPercent === null
      ? `your rate of ${pct(plan.interestRate)}`
      : `${pct(s.eligibilityInterestRate)}, the higher of ${hdb ? "HDB's" : "MAS's"} ${pct(floorPercent)} floor and your rate of ${pct(plan.interestRate)}`;
  const cpfRow = fromRow(CPF_USAGE_LIMITS, date);
  const prorated = s.cpfLeaseFactor !== '1';
  const ages = plan.buyerAges.length === plan.noOfBuyers ? plan.buyerAges : [];
  const youngest = ages.length > 0 ? Math.min(...ages) : null;
  const cpfRule = rowOn(CPF_USAGE_LIMITS, date).value;

  const flatPrice: Explanation =
    plan.flatValueAtTimeOfPurchase !== null
      ? { rule: `The flat's price you entered: ${sgd(s.flatPrice)}.` }
      : plan.estimatedFlatBudget !== null
        ? { rule: `Your budget for the flat: ${sgd(s.flatPrice)}, until you enter the flat's price.` }
        : { rule: "Not entered yet: enter the flat's price or your budget." };

  const totalGrants: Explanation = {
    rule:
      grantsUsed.length === 0
        ? 'No grant applies to this plan: each grant below says why.'
        : `${grantsUsed.map((g) => `${sgd(g.amount)} (${g.label}${g.enteredByYou ? ', entered by you' : ''})`).join(' + ')} = ${sgd(s.totalGrants)}.`,
  };

  const minimumPayment: Explanation = {
    rule: `The loan may cover at most ${lease ? `${s.loanToValuePercent} % × ${lease.leaseYears} / ${lease.yearsToAge} years` : `${s.loanToValuePercent} %`} of ${lower.words}: ${sgd(s.maxLoanByLtv)}. So ${sgd(s.flatPrice)} − ${sgd(s.maxLoanByLtv)} = ${sgd(downpayment)} is paid at purchase${
      s.totalGrants > 0 ? `; less the grants (${sgd(s.totalGrants)}): ${sgd(s.minimumPayment)}` : ''
    }.`,
    ...ltv,
  };

  const cashCap = Math.max(0, s.flatPrice - s.totalGrants);
  // The option and exercise fees and the cash over valuation are parts of the downpayment only cash pays
  // (payment-timeline.ts): the upfront cash is at least them together.
  const cashOnly = [
    { words: 'the option fee', amount: s.optionFee },
    { words: 'the option exercise fee', amount: s.exerciseFee },
    { words: 'the cash over valuation', amount: s.cashOverValuation },
  ].filter((part) => part.amount > 0);
  const cashOnlyTotal = cashOnly.reduce((sum, part) => sum + part.amount, 0);
  const cashOnlyWords = cashOnly.map((part) => `${part.words} (${sgd(part.amount)})`);
  const cashOnlyList = cashOnlyWords.length > 1 ? `${cashOnlyWords.slice(0, -1).join(', ')} and ${cashOnlyWords[cashOnlyWords.length - 1]}` : (cashOnlyWords[0] ?? '');
  const entered = plan.upfrontPaymentInCash ?? 0;
  const upfrontPaymentInCash: Explanation = {
    rule: `${
      cashOnly.length > 0 && entered < cashOnlyTotal && s.upfrontPaymentInCash >= Math.min(cashOnlyTotal, cashCap)
        ? `You entered ${sgd(entered)}; ${cashOnlyList} can only be paid in cash, ${sgd(cashOnlyTotal)} together, so the plan counts ${sgd(s.upfrontPaymentInCash)}.`
        : plan.upfrontPaymentInCash === null
          ? 'You have not entered an upfront cash payment: S$0.'
          : entered > cashCap
            ? `You entered ${sgd(entered)}; no more than the price less the grants is needed: ${sgd(s.upfrontPaymentInCash)}.`
            : `The cash you plan to pay upfront: ${sgd(s.upfrontPaymentInCash)}${cashOnly.length > 0 ? `, of which ${cashOnlyList} can only be paid in cash` : ''}.`
    }${plan.loanType === 'BANK' ? ` A bank loan needs at least ${sgd(s.minimumCashPayment)} of it in cash (the cash part of the price).` : ''}`,
    ...(plan.loanType === 'BANK' ? fromRow(BANK_LOAN_TO_VALUE, date) : {}),
  };

  const valuation = plan.flatValuation;
  const covItem = s.paymentTimeline.flatMap((stage) => stage.items).find((item) => item.key === 'cashOverValuation');
  const cashOverValuation: Explanation = {
    rule:
      plan.flatType !== 'RESALE'
        ? 'Only a resale flat can cost more than its valuation.'
        : valuation === null
          ? "Enter HDB's valuation when you have it: the price above it is paid in cash."
          : s.flatPrice <= valuation
            ? `The price (${sgd(s.flatPrice)}) is not above HDB's valuation (${sgd(valuation)}): no cash over valuation.`
            : `${sgd(s.flatPrice)} (price) − ${sgd(valuation)} (HDB's valuation) = ${sgd(s.cashOverValuation)}, paid in cash: the loan and CPF go by the lower of price and valuation.`,
    ...(covItem?.source ? { source: covItem.source } : {}),
  };

  const upfrontPaymentInCpf: Explanation = {
    rule: `The downpayment due after the grants (${sgd(s.minimumPayment)}) − the cash you pay upfront (${sgd(s.upfrontPaymentInCash)}) = ${sgd(s.upfrontPaymentInCpf)}, from your CPF Ordinary Account${
      s.minimumPayment < s.upfrontPaymentInCash ? ' (never below S$0)' : ''
    }.`,
  };

  const estimatedLoanAmount: Explanation = {
    rule: `${sgd(s.flatPrice)} (price) − ${sgd(s.totalGrants)} (grants) − ${sgd(s.upfrontPaymentInCash)} (upfront cash) − ${sgd(s.upfrontPaymentInCpf)} (upfront CPF) = ${sgd(s.estimatedLoanAmount)}, within the loan limit of ${sgd(s.maxLoanByLtv)}.`,
    ...ltv,
  };

  const rateRow = hdb ? fromRow(HDB_CONCESSIONARY_RATE, date) : {};
  const monthlyMortgageInstalment: Explanation = {
    rule:
      s.estimatedLoanAmount <= 0
        ? 'No loan: no instalment.'
        : plan.interestRate === 0
          ? `${sgd(s.estimatedLoanAmount)} ÷ ${months} months = ${sgd(s.monthlyMortgageInstalment)}, rounded to the cent.`
          : `${sgd(s.estimatedLoanAmount)} repaid in ${months} equal monthly instalments (${plan.loanPeriod} years) at ${plan.interestRate} % a year, the interest charged monthly on the balance left: loan × r ÷ (1 − (1 + r)^−${months}) with r = ${plan.interestRate} % ÷ 12 = ${sgd(s.monthlyMortgageInstalment)}, rounded to the cent.${
                hdb ? ` HDB's concessionary rate on ${day(date)}: ${rowOn(HDB_CONCESSIONARY_RATE, date).value.ratePercent} % a year.` : ''
              }`,
    ...rateRow,
  };

  const cpfMonthlyInstalment: Explanation = {
    rule:
      (plan.cpfMonthlyInstalment ?? 0) > s.monthlyMortgageInstalment
        ? `You entered ${sgd(plan.cpfMonthlyInstalment ?? 0)}; CPF pays no more than the instalment: ${sgd(s.cpfMonthlyInstalment)}.`
        : `The part of the instalment you plan to pay from your CPF Ordinary Account: ${sgd(s.cpfMonthlyInstalment)}.`,
  };
  const cashMonthlyInstalment: Explanation = {
    rule: `${sgd(s.monthlyMortgageInstalment)} (instalment) − ${sgd(s.cpfMonthlyInstalment)} (from CPF) = ${sgd(s.cashMonthlyInstalment)} in cash.`,
  };

  const incomeWords = income === null ? '' : `${sgd(income)} (your gross monthly household income)`;
  const limitCheck =
    s.withinMortgageServicingLimit === null || income === null
      ? ''
      : ` At ${assessedAt}, the instalment would be ${sgd(s.instalmentAtEligibilityRate)}; ${s.mortgageServicingLimitPercent} % of your income is ${sgd(Math.floor((income * s.mortgageServicingLimitPercent) / 100))}: ${
          s.withinMortgageServicingLimit ? 'within the limit' : 'over the limit'
        }, compared exactly, not on the rounded share.`;
  const mortgageServicingRatio: Explanation = {
    rule:
      income === null || s.mortgageServicingRatio === null
        ? 'Add your gross monthly household income to see this.'
        : `${sgd(s.monthlyMortgageInstalment)} ÷ ${incomeWords} = ${s.mortgageServicingRatio.toFixed(1)} %, rounded to one decimal.${limitCheck}`,
    ...msr,
  };

  const totalLoanPayment: Explanation = {
    rule: `${sgd(s.monthlyMortgageInstalment)} a month × ${months} months = ${sgd(s.totalLoanPayment)}.`,
  };
  const totalInterest: Explanation = {
    rule: `${sgd(s.totalLoanPayment)} paid in all − ${sgd(s.estimatedLoanAmount)} borrowed = ${sgd(s.totalInterest)}${
      s.percentageOfTotalPayment === null ? '' : `, ${s.percentageOfTotalPayment.toFixed(1)} % of what you pay`
    }.`,
  };

  const maxLoanByLtv: Explanation = lease?.noLoan
    ? {
        rule: `HDB gives no loan on a flat with ${lease.minimumLeaseYears} years of lease or less: the lease left is ${plural(lease.leaseYears, 'year', 'years')}, so the loan limit is S$0.`,
        row: fromRow(HDB_LOAN_LEASE_PRORATION, date).row,
        source: rowOn(HDB_LOAN_LEASE_PRORATION, date).source,
      }
    : lease
      ? {
          rule: `The lease (${lease.leaseYears} years) does not last the youngest buyer to ${lease.coverToAge}: HDB pro-rates the loan. ${s.loanToValuePercent} % × ${lease.leaseYears} / ${lease.yearsToAge} years (${lease.coverToAge} − ${lease.coverToAge - lease.yearsToAge}, the youngest buyer's age) of ${lower.words} = ${sgd(s.maxLoanByLtv)}, rounded down to the cent.`,
          row: `${ltv.row}; ${fromRow(HDB_LOAN_LEASE_PRORATION, date).row}`,
          source: rowOn(HDB_LOAN_LEASE_PRORATION, date).source,
        }
      : {
          rule: `${s.loanToValuePercent} % of ${lower.words} = ${sgd(s.maxLoanByLtv)}, rounded down to the cent.`,
          ...ltv,
        };

  const incomeLimitYears = Math.min(plan.loanPeriod, s.maxLoanTenure);
  const incomeLimit = income !== null && income > 0 ? maxLoanByIncome(income as Cents, plan.loanType, plan.interestRate, incomeLimitYears, date) : null;
  const maxLoanByIncomeExplanation: Explanation = {
    rule:
      incomeLimit === null || s.maxLoanByIncome === null || income === null
        ? 'Add your gross monthly household income to see this.'
        : `${incomeLimit.maxPercent} % of ${incomeWords} = ${sgd(Math.floor((income * incomeLimit.maxPercent) / 100))} a month, the most the instalment may be. The loan that instalment repays over ${plural(incomeLimitYears, 'year', 'years')} at ${assessedAt}: ${sgd(s.maxLoanByIncome)}.`,
    ...floor,
  };

  const avg = averageAge(ages);
  const tenureRule = rowOn(HDB_LOAN_TENURE, date).value;
  const tenureParts = [`${tenureRule.maxYears} years`];
  if (avg !== null) tenureParts.push(`${tenureRule.untilAverageAge} − the buyers' average age (${avg}, rounded up) = ${tenureRule.untilAverageAge - avg} years`);
  if (s.remainingLease !== null) tenureParts.push(`the lease left (${s.remainingLease} years) − ${tenureRule.leaseBufferYears} = ${s.remainingLease - tenureRule.leaseBufferYears} years`);
  const maxLoanTenure: Explanation = hdb
    ? {
        rule: `The shortest of ${tenureParts.join(', ')}: ${plural(s.maxLoanTenure, 'year', 'years')}${avg === null ? " (enter the buyers' ages to check the age limit)" : ''}.`,
        ...fromRow(HDB_LOAN_TENURE, date),
      }
    : { rule: `Banks lend for an HDB flat for at most ${s.maxLoanTenure} years.` };

  const instalmentAtEligibilityRate: Explanation = {
    rule:
      income === null || s.withinMortgageServicingLimit === null
        ? `${sgd(s.estimatedLoanAmount)} over ${plural(plan.loanPeriod, 'year', 'years')} at ${assessedAt}: ${sgd(s.instalmentAtEligibilityRate)} a month. Add your income to compare it with the ${s.mortgageServicingLimitPercent} % limit.`
        : `${sgd(s.estimatedLoanAmount)} over ${plural(plan.loanPeriod, 'year', 'years')} at ${assessedAt}: ${sgd(s.instalmentAtEligibilityRate)} a month, against ${s.mortgageServicingLimitPercent} % of ${incomeWords} = ${sgd(Math.floor((income * s.mortgageServicingLimitPercent) / 100))}: ${
            s.withinMortgageServicingLimit ? 'within' : 'over'
          }.`,
    ...msr,
  };

  const tdsr = fromRow(TOTAL_DEBT_SERVICING_RATIO, date);
  const totalDebtServicing: Explanation =
    plan.loanType !== 'BANK'
      ? { rule: 'An HDB loan is held to the mortgage servicing ratio only.' }
      : income === null || s.withinTotalDebtServicingLimit === null
        ? { rule: 'Add your gross monthly household income to see this.', ...tdsr }
        : {
            rule: `${sgd(s.instalmentAtEligibilityRate)} a month at ${assessedAt}, against ${s.totalDebtServicingLimitPercent} % of ${incomeWords} = ${sgd(Math.floor((income * s.totalDebtServicingLimitPercent) / 100))}: ${
              s.withinTotalDebtServicingLimit ? 'within' : 'over'
            }. The plan knows only this loan: your other debt repayments count towards the limit too.`,
            ...tdsr,
          };

  const leaseWords =
    prorated && s.remainingLease !== null && youngest !== null
      ? ` × (${s.remainingLease} years of lease − ${cpfRule.minimumLeaseYears}) ÷ (${cpfRule.coverToAge} − ${youngest}, the youngest buyer's age, − ${cpfRule.minimumLeaseYears}) = ${s.remainingLease - cpfRule.minimumLeaseYears} ÷ ${cpfRule.coverToAge - youngest - cpfRule.minimumLeaseYears}`
      : '';
  const valuationLimit: Explanation =
    s.valuationLimit === null
      ? { rule: "No price yet: enter the flat's price or your budget.", ...cpfRow }
      : s.remainingLease !== null && s.remainingLease < cpfRule.minimumLeaseYears
        ? { rule: `The lease left (${s.remainingLease} years) is under ${cpfRule.minimumLeaseYears} years: CPF cannot be used for this flat.`, ...cpfRow }
        : { rule: `${lower.words.charAt(0).toUpperCase()}${lower.words.slice(1)}${leaseWords}${prorated ? ` = ${sgd(s.valuationLimit)}, rounded down to the cent` : ''}.`, ...cpfRow };
  const withdrawalLimit: Explanation =
    s.withdrawalLimit === null || s.valuationLimit === null
      ? { rule: "No price yet: enter the flat's price or your budget.", ...cpfRow }
      : prorated
        ? { rule: `The lease does not last the youngest buyer to ${cpfRule.coverToAge}: CPF may pay no more than the pro-rated limit, ${sgd(s.withdrawalLimit)}.`, ...cpfRow }
        : {
            rule: `${cpfRule.withdrawalLimitPercent} % of the valuation limit (${sgd(s.valuationLimit)}) = ${sgd(s.withdrawalLimit)}. CPF goes beyond the valuation limit only with the Basic Retirement Sum set aside.`,
            ...cpfRow,
          };
  const reached = s.noOfYearsToReachCpfUsageLimits !== null && s.noOfRemainingMonthsToReachCpf !== null;
  const monthsToLimit = reached ? s.noOfYearsToReachCpfUsageLimits! * 12 + s.noOfRemainingMonthsToReachCpf! : 0;
  const cpfLimitReached: Explanation = {
    rule: !s.cpfLimitsApply
      ? 'With an HDB loan and a lease that lasts the youngest buyer to 95, these limits do not stop your CPF instalments.'
      : s.valuationLimit === null
        ? "No price yet: enter the flat's price or your budget."
        : reached && monthsToLimit === 0
          ? `The CPF you use at purchase (${sgd(s.paymentInCpf)}) is already more than the limit (${sgd(s.valuationLimit)}).`
          : reached
            ? `${sgd(s.valuationLimit)} (the limit) − ${sgd(s.paymentInCpf)} (CPF used at purchase) = ${sgd(s.valuationLimit - s.paymentInCpf)}; at ${sgd(s.cpfMonthlyInstalment)} a month from CPF that is ${plural(monthsToLimit, 'month', 'months')}, counting the month that reaches it: ${plural(s.noOfYearsToReachCpfUsageLimits!, 'year', 'years')} and ${plural(s.noOfRemainingMonthsToReachCpf!, 'month', 'months')}.`
            : s.cpfMonthlyInstalment <= 0
              ? 'You pay no instalment from CPF, so the CPF you use stays at what you pay at purchase.'
              : `${sgd(s.valuationLimit)} (the limit) − ${sgd(s.paymentInCpf)} (CPF used at purchase) is not used up by ${sgd(s.cpfMonthlyInstalment)} a month within the ${plan.loanPeriod}-year loan.`,
    ...cpfRow,
  };

  const bsd = fromRow(BUYERS_STAMP_DUTY, date);
  const absd = fromRow(ADDITIONAL_BUYERS_STAMP_DUTY, date);
  const loanLegalOn = hdb ? s.estimatedLoanAmount : 0;
  const hps = s.homeProtectionPremium;

  const figures: Record<ExplainedFigure, Explanation> = {
    flatPrice,
    totalGrants,
    minimumPayment,
    cashOverValuation,
    upfrontPaymentInCash,
    upfrontPaymentInCpf,
    estimatedLoanAmount,
    monthlyMortgageInstalment,
    cpfMonthlyInstalment,
    cashMonthlyInstalment,
    mortgageServicingRatio,
    totalLoanPayment,
    totalInterest,
    maxLoanByLtv,
    maxLoanByIncome: maxLoanByIncomeExplanation,
    maxLoanTenure,
    instalmentAtEligibilityRate,
    totalDebtServicing,
    valuationLimit,
    withdrawalLimit,
    cpfLimitReached,
    buyerStampDuty: { rule: ownOrWorked(fees.buyerStampDuty.amount !== 0, s.buyerStampDuty, buyerStampDutyRule(plan, s)), ...bsd },
    additionalBuyerStampDuty: { rule: ownOrWorked(fees.additionalBuyerStampDuty.amount !== 0, s.additionalBuyerStampDuty, absdRule(plan, s)), ...absd },
    purchaseLegalFee: {
      rule: ownOrWorked(fees.purchaseLegalFee.amount !== 0, s.purchaseLegalFee, legalFeeRule(s.flatPrice, `the price, ${sgd(s.flatPrice)}`, date)),
      row: legalFeeRow(date),
      source: rowOn(HDB_LEGAL_FEES, date).source,
    },
    loanLegalFee: hdb
      ? {
          rule: ownOrWorked(fees.loanLegalFee.amount !== 0, s.loanLegalFee, legalFeeRule(loanLegalOn, `the HDB loan, ${sgd(loanLegalOn)}`, date)),
          row: legalFeeRow(date),
          source: rowOn(HDB_LEGAL_FEES, date).source,
        }
      : { rule: ownOrWorked(fees.loanLegalFee.amount !== 0, s.loanLegalFee, "With a bank loan, HDB's lawyers do not act in the mortgage: the bank's lawyers charge their own fees, so none is worked out here.") },
    homeProtectionPremium: recurringExplanation(s, 'homeProtectionPremium'),
    oneTimePayments: {
      rule: `${sgd(s.oneTimePayments.cash)} in cash + ${sgd(s.oneTimePayments.cpf)} from CPF = ${sgd(s.oneTimePayments.total)}: every fee paid once (the stamp duties, legal and other fees, the renovation${
        s.applicationFee > 0 ? `, HDB's application fee of ${sgd(s.applicationFee)}` : ''
      } and the fire insurance premium of ${sgd(s.fireInsurancePremium)}), each listed under "What you pay when".${
        s.renovationAtKeys > 0 ? ` The renovation (${sgd(s.renovationAtKeys)}) is paid in cash when you get the keys, not when you sign.` : ''
      }`,
    },
    monthlyPayments: {
      rule: `The instalment (${sgd(s.cashMonthlyInstalment)} in cash + ${sgd(s.cpfMonthlyInstalment)} from CPF) + the service and conservancy charges (${sgd(fees.serviceAndConservancyCharges.amount)}, ${recurringFrom(s, 'serviceAndConservancyCharges')}, ${
        fees.serviceAndConservancyCharges.paymentMethod === 'CPF' ? 'from CPF' : 'in cash'
      }) = ${sgd(s.monthlyPayments.total)} a month.`,
    },
    annualPayments: {
      rule: `Property tax (${sgd(s.annualPropertyTax)}, ${recurringFrom(s, 'annualPropertyTax')}) + the Home Protection Scheme premium (${sgd(hps)}, ${recurringFrom(s, 'homeProtectionPremium')}) = ${sgd(s.annualPayments.total)} a year: ${sgd(s.annualPayments.cash)} in cash and ${sgd(s.annualPayments.cpf)} from CPF.`,
    },
    serviceAndConservancyCharges: recurringExplanation(s, 'serviceAndConservancyCharges'),
    annualPropertyTax: recurringExplanation(s, 'annualPropertyTax'),
    cashLeft: {
      rule:
        plan.cashSavings === null
          ? 'Enter your cash savings to see this.'
          : `${sgd(plan.cashSavings)} (your cash savings) − ${sgd(s.upfrontPaymentInCash)} (upfront cash) − ${sgd(s.oneTimePayments.cash)} (one-time payments in cash) = ${sgd(s.cashLeft)}.`,
    },
    totalAmountLeftInCpfOA: {
      rule:
        plan.cpfOABalance === null
          ? 'Enter your CPF Ordinary Account balance to see this.'
          : `${sgd(plan.cpfOABalance)} (your CPF Ordinary Account) − ${sgd(s.upfrontPaymentInCpf)} (upfront from CPF) − ${sgd(s.oneTimePayments.cpf)} (one-time payments from CPF) = ${sgd(s.totalAmountLeftInCpfOA)}.`,
    },
  };

  const stages = s.paymentTimeline.map((stage) => ({
    stage: stage.stage,
    explanation: {
      rule:
        stage.items.length === 0
          ? 'Nothing is due at this stage.'
          : `${stage.items.map((item) => `${sgd(item.amount)} ${item.label} (${item.paymentMethod === 'CPF' ? 'CPF' : 'cash'})`).join(' + ')} = ${sgd(stage.total)}: ${sgd(stage.cash)} in cash and ${sgd(stage.cpf)} from CPF.`,
      row: stage.when,
    },
  }));

  return { figures, grants: grantExplanations(plan, s), stages };
}
