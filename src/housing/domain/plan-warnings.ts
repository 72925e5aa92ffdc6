/**
 * What a housing plan cannot do yet, in the resident's words (docs/decisions.md "Housing plan explains itself"). A
 * warning appears only when every figure it is about has been given (no price: only the prompt to enter one; no
 * cash savings: no cash warning), and every "not enough" says how much is short and what makes up the payments, so
 * each figure in it can be traced, including the defaults the resident has not reviewed yet. Pure.
 */
import type { Cents } from '../../shared-kernel/money.js';
import { formatMoney } from '../../shared-kernel/money-format.js';
import { ANNUAL_FEES, MONTHLY_FEES, PLAN_STEPS, WORKED_OUT_FEES, type FeeItem, type FeeItemName, type HousingPlanFields, type LoanType, type PaymentMethod, type PlanStep } from './housing-plan.js';
import { maxInstalment, minimumCashPercent, type TenureLimit } from './loan-limits.js';
import { DOWNPAYMENT_FEE_ITEMS } from './payment-timeline.js';
import { eligibilityWarnings } from './eligibility.js';

/** The fee items in the resident's words, as they read inside a sentence. */
export const FEE_ITEM_WORDS: Readonly<Partial<Record<FeeItemName, string>>> = {
  buyerStampDuty: "buyer's stamp duty",
  additionalBuyerStampDuty: "additional buyer's stamp duty",
  optionFee: 'option fee',
  purchaseLegalFee: 'legal fees for the purchase',
  loanLegalFee: 'legal fees for the HDB loan',
  propertyAgentCommission: "property agent's commission",
  registrationFee: 'registration fee',
  surveyFee: 'survey fee',
  leaseInEscrowFee: 'lease-in-escrow fee',
  mortgageInEscrowFee: 'mortgage-in-escrow fee',
  stampDutyDeedFee: 'stamp duty on the mortgage deed',
  renovationCost: 'renovation',
  serviceAndConservancyCharges: 'service and conservancy charges',
  annualPropertyTax: 'property tax',
  homeProtectionPremium: 'Home Protection Scheme premium',
};

/** What "not yet reviewed" is shown as, beside a default on a step the resident has not reached. */
export const NOT_YET_REVIEWED = 'default, not yet reviewed';

/** The step each fee is asked on (spec 3 §2): the one-time fees on step 4, the recurring ones on step 5. */
function stepOfFee(name: FeeItemName): PlanStep {
  return MONTHLY_FEES.includes(name) || ANNUAL_FEES.includes(name) ? 'RECURRING_PAYMENTS' : 'ONE_TIME_PAYMENTS';
}

/**
 * true when the fee still holds a default the resident has not seen: its step is not reached yet (a recommended
 * plan never shows the fee steps). A fee worked out from the tables is a rule's figure, not a default.
 */
export function feeNotYetReviewed(plan: Pick<HousingPlanFields, 'isPlanCompleted' | 'planStep' | 'planType' | 'fees'>, name: FeeItemName): boolean {
  if (WORKED_OUT_FEES.includes(name) && plan.fees[name].amount === 0) return false;
  if (plan.isPlanCompleted && plan.planType === 'CUSTOM') return false;
  return plan.planType === 'DEFAULT' || PLAN_STEPS.indexOf(plan.planStep) < PLAN_STEPS.indexOf(stepOfFee(name));
}

/** One of the payments made once, at or before the keys. */
export interface OneTimePart {
  key: string;
  /** in the resident's words, as inside a sentence ("renovation") */
  words: string;
  amount: Cents;
  paymentMethod: PaymentMethod;
  notYetReviewed: boolean;
}

/** The one-time payments as the summary works them out: the fees used (worked out or the resident's own) and the rest. */
export interface OneTimeFigures {
  /** every fee item as used: the worked-out ones already filled in */
  fees: Readonly<Record<FeeItemName, FeeItem>>;
  applicationFee: Cents;
  fireInsurancePremium: Cents;
  /** the one-time payments together, split: what the parts add up to (items the list does not name go under "other fees") */
  oneTimePayments: { cash: Cents; cpf: Cents };
  /** a resale flat's own one-time fees (request for value, resale application, caveat, title search: payment-timeline.ts) */
  purchaseFees?: ReadonlyArray<{ key: string; words: string; amount: Cents; paymentMethod: PaymentMethod }>;
}

/**
 * The one-time payments item by item, those of 0 left out: each fee paid once, HDB's application fee, the fire
 * insurance, and whatever else the one-time totals hold as "other fees", so the parts always add up to the totals.
 */
export function oneTimeParts(plan: Pick<HousingPlanFields, 'isPlanCompleted' | 'planStep' | 'planType' | 'fees'>, figures: OneTimeFigures): OneTimePart[] {
  // The option fee is part of the upfront payment, not a one-time payment (payment-timeline.ts).
  const once = (Object.keys(figures.fees) as FeeItemName[]).filter((name) => !MONTHLY_FEES.includes(name) && !ANNUAL_FEES.includes(name) && !DOWNPAYMENT_FEE_ITEMS.includes(name));
  const parts: OneTimePart[] = once.map((name) => ({
    key: name,
    words: FEE_ITEM_WORDS[name] ?? name,
    amount: figures.fees[name].amount,
    paymentMethod: figures.fees[name].paymentMethod,
    notYetReviewed: feeNotYetReviewed(plan, name),
  }));
  parts.push({ key: 'applicationFee', words: 'HDB application fee', amount: figures.applicationFee, paymentMethod: 'CASH', notYetReviewed: false });
  parts.push({ key: 'fireInsurancePremium', words: 'fire insurance', amount: figures.fireInsurancePremium, paymentMethod: 'CASH', notYetReviewed: false });
  for (const fee of figures.purchaseFees ?? []) parts.push({ key: fee.key, words: fee.words, amount: fee.amount, paymentMethod: fee.paymentMethod, notYetReviewed: false });
  for (const method of ['CASH', 'CPF'] as const) {
    const named = parts.filter((p) => p.paymentMethod === method).reduce((sum, p) => sum + p.amount, 0);
    const total = method === 'CASH' ? figures.oneTimePayments.cash : figures.oneTimePayments.cpf;
    if (total - named > 0) parts.push({ key: `other${method}`, words: 'other fees', amount: (total - named) as Cents, paymentMethod: method, notYetReviewed: false });
  }
  return parts.filter((p) => p.amount > 0);
}

/** What the warnings are about: the summary's figures. */
export interface WarningFigures extends OneTimeFigures {
  flatPrice: Cents;
  upfrontPaymentInCash: Cents;
  upfrontPaymentInCpf: Cents;
  minimumCashPayment: Cents;
  /** everything paid from CPF before the keys */
  paymentInCpf: Cents;
  totalAmountLeftInCpfOA: Cents;
  cashLeft: Cents;
  eligibilityInterestRate: number;
  withinMortgageServicingLimit: boolean | null;
  withinTotalDebtServicingLimit: boolean | null;
  instalmentAtEligibilityRate: Cents;
  mortgageServicingLimitPercent: number;
  totalDebtServicingLimitPercent: number;
  maxLoanByIncome: Cents | null;
  /** the loan-to-value limit, and which limit sets the loan (the income when it allows less) */
  maxLoanByLtv: Cents;
  loanLimitedBy: 'LOAN_TO_VALUE' | 'INCOME';
  estimatedLoanAmount: Cents;
  maxLoanTenure: number;
  maxLoanTenureLimitedBy: TenureLimit;
  remainingLease: number | null;
  /** CPF's usage-limit warnings (cpf-limits.ts), each with its amounts */
  cpfWarnings: readonly string[];
  /** the parts of the upfront payment only cash may pay: the option and exercise fees, a resale flat's cash over valuation */
  cashOnlyInDownpayment?: ReadonlyArray<{ words: string; amount: Cents }>;
}

/** The prompt a plan without a price shows instead of every other warning. */
export const ENTER_PRICE = "Enter the flat's price or your budget to see the plan.";

const m = (cents: number) => formatMoney(cents as Cents);

/** " (with the option fee S$500.00)": the cash-only parts the upfront cash holds, so they can be traced too */
function cashOnlyNote(cashOnly: ReadonlyArray<{ words: string; amount: number }>): string {
  return cashOnly.length === 0 ? '' : ` (with the ${cashOnly.map((p) => `${p.words} ${m(p.amount)}`).join(' and the ')})`;
}

/** "S$38,400.00: upfront payment S$0.00, renovation S$38,000.00 (default, not yet reviewed)" */
function madeUpOf(total: number, upfront: { words: string; amount: number; note?: string }, parts: readonly OneTimePart[]): string {
  const items = [`${upfront.words} ${m(upfront.amount)}${upfront.note ?? ''}`, ...parts.map((p) => `${p.words} ${m(p.amount)}${p.notYetReviewed ? ` (${NOT_YET_REVIEWED})` : ''}`)];
  return `${m(total)}: ${items.join(', ')}`;
}

/**
 * The plan's warnings, in the order a resident would fix them: first whether the buyers may buy the flat and take the
 * loan at all (eligibility.ts, docs/decisions.md "Who is buying"), then what the figures fall short of.
 */
export function planWarnings(plan: HousingPlanFields, f: WarningFigures): string[] {
  const eligibility = eligibilityWarnings(plan).map((w) => w.message);
  // Without a price nothing can be short of anything: only the prompt (a S$0 plan is an empty plan, not a shortfall).
  if (f.flatPrice <= 0) return [...eligibility, ENTER_PRICE];
  const warnings: string[] = [...eligibility];
  const day = plan.purchaseDate;
  const loanType: LoanType = plan.loanType;
  const parts = oneTimeParts(plan, f);

  // A bank loan's cash part: only once the resident has said what they pay upfront in cash.
  if (plan.upfrontPaymentInCash !== null && f.upfrontPaymentInCash < f.minimumCashPayment) {
    warnings.push(
      `A bank loan needs at least ${minimumCashPercent(loanType, day)} % of the price paid in cash (${m(f.minimumCashPayment)}): your upfront cash (${m(f.upfrontPaymentInCash)}) is ${m(f.minimumCashPayment - f.upfrontPaymentInCash)} short.`,
    );
  }
  // The option and exercise fees and the cash over valuation are paid from the upfront payment in cash only (neither
  // CPF nor a loan pays them): the plan counts at least them as upfront cash, and says so when that is more than entered.
  const cashOnly = f.cashOnlyInDownpayment ?? [];
  const cashOnlyTotal = cashOnly.reduce((sum, part) => sum + part.amount, 0);
  if (plan.upfrontPaymentInCash !== null && cashOnly.length > 0 && plan.upfrontPaymentInCash < cashOnlyTotal) {
    const named = cashOnly.map((part) => `the ${part.words} (${m(part.amount)})`);
    const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]!}` : named[0]!;
    warnings.push(
      `${list.charAt(0).toUpperCase()}${list.slice(1)} can only be paid in cash${named.length > 1 ? `, ${m(cashOnlyTotal)} together` : ''}: the plan counts ${m(f.upfrontPaymentInCash)} of the upfront payment in cash, ${m(f.upfrontPaymentInCash - plan.upfrontPaymentInCash)} more than the ${m(plan.upfrontPaymentInCash)} you entered.`,
    );
  }
  // Once the income caps the loan, the downpayment is larger than the loan-to-value rule alone makes it: said with
  // the amounts, before the shortfalls it may cause (docs/decisions.md "One housing engine").
  if (f.loanLimitedBy === 'INCOME' && f.maxLoanByIncome !== null) {
    const income = plan.monthlyHouseholdIncome ?? 0;
    const rateWords = loanType === 'HDB' ? `HDB's assessment rate of ${f.eligibilityInterestRate} %` : `the ${f.eligibilityInterestRate} % rate banks must assess`;
    warnings.push(
      `Your income caps the loan at ${m(f.maxLoanByIncome)}: at ${rateWords}, its instalment may be at most ${f.mortgageServicingLimitPercent} % of your household income (${m(maxInstalment(income as Cents, f.mortgageServicingLimitPercent))} a month). That is ${m(f.maxLoanByLtv - f.maxLoanByIncome)} less than the loan-to-value limit (${m(f.maxLoanByLtv)}), so ${m(f.flatPrice - f.estimatedLoanAmount)} of the price is paid upfront, from CPF, cash and grants.`,
    );
  }
  if (plan.cpfOABalance !== null && f.totalAmountLeftInCpfOA < 0) {
    const cpfParts = parts.filter((p) => p.paymentMethod === 'CPF');
    warnings.push(
      `Your CPF Ordinary Account (${m(plan.cpfOABalance)}) is ${m(-f.totalAmountLeftInCpfOA)} short of the CPF payments (${madeUpOf(f.paymentInCpf, { words: 'upfront payment', amount: f.upfrontPaymentInCpf }, cpfParts)}): pay more in cash.`,
    );
  }
  if (plan.cashSavings !== null && f.cashLeft < 0) {
    const cashParts = parts.filter((p) => p.paymentMethod === 'CASH');
    const cashPayments = f.upfrontPaymentInCash + f.oneTimePayments.cash;
    warnings.push(
      `Your cash savings (${m(plan.cashSavings)}) are ${m(-f.cashLeft)} short of the cash payments (${madeUpOf(cashPayments, { words: 'upfront payment', amount: f.upfrontPaymentInCash, note: cashOnlyNote(f.cashOnlyInDownpayment ?? []) }, cashParts)}).`,
    );
  }
  const income = plan.monthlyHouseholdIncome ?? 0;
  const rate = f.eligibilityInterestRate;
  const assessed = loanType === 'HDB' ? `HDB's assessment rate of ${rate} %` : `the ${rate} % rate banks must assess`;
  if (f.withinMortgageServicingLimit === false) {
    warnings.push(
      `At ${assessed}, the instalment would be ${m(f.instalmentAtEligibilityRate)}, more than ${f.mortgageServicingLimitPercent} % of your household income (${m(maxInstalment(income as Cents, f.mortgageServicingLimitPercent))} a month): the most you can borrow is ${m(f.maxLoanByIncome ?? 0)}. A smaller loan or a longer period brings it down.`,
    );
  }
  if (f.withinTotalDebtServicingLimit === false) {
    warnings.push(
      `At ${assessed}, the instalment would be ${m(f.instalmentAtEligibilityRate)}, more than ${f.totalDebtServicingLimitPercent} % of your household income (${m(maxInstalment(income as Cents, f.totalDebtServicingLimitPercent))} a month), the most all your debt repayments together may take.`,
    );
  }
  if (loanType === 'HDB' && plan.loanPeriod > f.maxLoanTenure) {
    const why =
      f.maxLoanTenureLimitedBy === 'AGE' ? `up to the buyers' average age of 65` : f.maxLoanTenureLimitedBy === 'LEASE' ? `the ${f.remainingLease} years of lease left less 20` : 'the longest HDB loan';
    warnings.push(`An HDB loan for this plan runs at most ${f.maxLoanTenure} years (${why}): the plan's ${plan.loanPeriod} years is longer.`);
  }
  warnings.push(...f.cpfWarnings);
  return warnings;
}
