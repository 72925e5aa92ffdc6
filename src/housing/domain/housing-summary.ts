/**
 * The summary of a housing plan (spec 3 §3 "Calculated results"): how the flat is paid for (grants, the upfront
 * payment in cash and CPF, the loan), what the loan costs each month and in all, and the one-time, monthly and
 * yearly payments split into cash and CPF. Pure: the same plan always gives the same summary.
 */
import { percentOf, type Cents } from '../../shared-kernel/money.js';
import {
  ANNUAL_FEES,
  FEE_ITEMS,
  MONTHLY_FEES,
  type FeeItemName,
  type HousingPlanFields,
  type PaymentMethod,
} from './housing-plan.js';
import {
  APPLICATION_FEE,
  FIRE_INSURANCE_PREMIUM,
  addCents,
  loanTotals,
  monthlyInstalment,
  percentage,
} from './housing-costs.js';
import { grantOverrideProblem, planGrants, type WorkedGrant } from './grants.js';
import type { PolicySource } from './policy/dated-table.js';
import { DOWNPAYMENT_FEE_ITEMS, ONE_TIME_PURCHASE_FEES, cashOnlyParts, downpaymentCashParts, paymentTimeline, purchaseFees, type PaymentStage } from './payment-timeline.js';
import { cpfLimits, cpfUsageSource } from './cpf-limits.js';
import { MAX_LOAN_YEARS, NEW_FLAT_LEASE_YEARS } from './housing-plan.js';
import {
  averageAge,
  eligibilityRate,
  loanRuleSources,
  loanToValue,
  maxHdbTenure,
  maxLoanByIncome,
  maxLoanByLtv,
  minimumCashPercent,
  msrLimitPercent,
  tdsrLimitPercent,
  withinServicingLimit,
  type TenureLimit,
} from './loan-limits.js';
import { additionalBuyerStampDuty, buyerStampDuty, dutiableValue, hdbLegalFee } from './purchase-duties.js';
import { planWarnings } from './plan-warnings.js';

export interface CashCpf {
  cash: Cents;
  cpf: Cents;
  total: Cents;
}

export interface HousingPlanSummary {
  /** the flat's value at purchase, else the estimated budget; 0 while neither is known */
  flatPrice: Cents;
  /** each grant: the amount used, the rule (table row and band) that gave it or why not, its source, "entered by you" */
  grants: WorkedGrant[];
  /** the grants' amounts together */
  totalGrants: Cents;
  /** the downpayment still due after the grants (25 % of the price less the grants, never below 0) */
  minimumPayment: Cents;
  /** a bank loan's part of the minimum payment that must be cash (5 % of the price) */
  minimumCashPayment: Cents;
  upfrontPaymentInCash: Cents;
  /** the rest of the minimum payment, from the CPF Ordinary Account */
  upfrontPaymentInCpf: Cents;
  estimatedLoanAmount: Cents;
  monthlyMortgageInstalment: Cents;
  cashMonthlyInstalment: Cents;
  cpfMonthlyInstalment: Cents;
  /** the instalment as a % of the monthly household income, 1 decimal (for display only); null without an income */
  mortgageServicingRatio: number | null;
  /**
   * whether the instalment at the eligibility rate is at most the MSR cap (30 %) of the income, compared exactly;
   * null without an income (docs/decisions.md "Housing loans and CPF limits")
   */
  withinMortgageServicingLimit: boolean | null;
  /** the MSR cap in force on the purchase date, percent */
  mortgageServicingLimitPercent: number;
  /** a bank loan's total debt servicing check (55 %, the plan's loan only) at the eligibility rate; null for an HDB loan or without an income */
  withinTotalDebtServicingLimit: boolean | null;
  totalDebtServicingLimitPercent: number;
  /** the rate the loan is sized at: HDB the higher of 3.0 % and the plan's rate; banks the higher of 4 % and it */
  eligibilityInterestRate: number;
  /** the plan's loan's instalment at the eligibility rate over the plan's period: what the ratios are checked on */
  instalmentAtEligibilityRate: Cents;
  /** the loan-to-value limit in force on the purchase date, percent */
  loanToValuePercent: number;
  /** the largest loan by the loan-to-value limit on the lower of price and valuation */
  maxLoanByLtv: Cents;
  /** the largest loan the income allows (MSR at the eligibility rate over the plan's period, at most the longest tenure); null without an income */
  maxLoanByIncome: Cents | null;
  /** the longest loan: HDB the shortest of 25 years, 65 less the buyers' average age, the lease less 20; banks 30 */
  maxLoanTenure: number;
  maxLoanTenureLimitedBy: TenureLimit;
  /** the lease the rules use: the plan's, else 99 years for a new flat; null for a resale flat not answered yet */
  remainingLease: number | null;
  /** the lower of price and valuation, pro-rated by a short lease; null without a price (CPF Board) */
  valuationLimit: Cents | null;
  /** 120 % of the valuation limit (CPF beyond the valuation limit needs the Basic Retirement Sum set aside) */
  withdrawalLimit: Cents | null;
  /** the share of the limits the lease allows ('0.9'), '1' when the lease lasts the youngest buyer to 95 */
  cpfLeaseFactor: string;
  /** whether the CPF limits bind this plan (bank loans, or a lease too short for full use) */
  cpfLimitsApply: boolean;
  /** whole years of CPF instalments until the CPF used reaches the first limit; null when not within the loan */
  noOfYearsToReachCpfUsageLimits: number | null;
  noOfRemainingMonthsToReachCpf: number | null;
  /** the CPF rule's open question while it matters to this plan (HDB loans), shown beside the limits */
  cpfLimitsToConfirm: string | null;
  totalLoanPayment: Cents;
  totalInterest: Cents;
  /** interest as a % of all the instalments */
  percentageOfTotalPayment: number | null;
  /** the purchase date: the day every table row used is picked by (docs/decisions.md "Housing rules as dated tables") */
  rulesAsOf: string;
  /** every table row the figures used, once each, in the order first used */
  sources: PolicySource[];
  /** what stamp duty is charged on: the higher of the price and the valuation (IRAS) */
  dutiableValue: Cents;
  /** the stamp duty used: the resident's own figure, else {@link suggestedBuyerStampDuty} */
  buyerStampDuty: Cents;
  /** IRAS's buyer's stamp duty on the dutiable value on the purchase date, rounded down to the dollar */
  suggestedBuyerStampDuty: Cents;
  /** the additional buyer's stamp duty used: the resident's own figure, else the suggested one */
  additionalBuyerStampDuty: Cents;
  suggestedAdditionalBuyerStampDuty: Cents;
  /** the rate charged, percent: the highest of the buyers' rates */
  additionalBuyerStampDutyPercent: string;
  /** a married couple's remission or refund, in words, when it may apply; null otherwise */
  additionalBuyerStampDutyNote: string | null;
  /** "Legal fees for the purchase": the resident's own figure, else HDB's scale on the price with GST */
  purchaseLegalFee: Cents;
  suggestedPurchaseLegalFee: Cents;
  /** "Legal fees for the HDB loan": the resident's own figure, else HDB's scale on the loan with GST (0 for a bank loan) */
  loanLegalFee: Cents;
  suggestedLoanLegalFee: Cents;
  /** the GST percent on the purchase date, on both legal fees */
  gstPercent: string;
  /** the Home Protection Scheme premium a year: always the resident's estimate (CPF's tables set the real one) */
  homeProtectionPremium: Cents;
  applicationFee: Cents;
  fireInsurancePremium: Cents;
  oneTimePayments: CashCpf;
  monthlyPayments: CashCpf;
  annualPayments: CashCpf;
  /** everything paid from CPF before the keys: upfront and one-time */
  paymentInCpf: Cents;
  /** the Ordinary Account after that; negative when it is not enough */
  totalAmountLeftInCpfOA: Cents;
  /** cash savings after the upfront cash and the one-time cash payments; negative when short */
  cashLeft: Cents;
  /** what the plan cannot do yet, in the resident's words */
  warnings: string[];
  /**
   * what is paid at each stage of the purchase, cash and CPF (docs/decisions.md "Housing payment timeline"); empty
   * while the flat type is not chosen or the price is 0. The stages together make the upfront cash, the upfront
   * CPF and the one-time payments.
   */
  paymentTimeline: PaymentStage[];
  /** the option fee: a new flat's by HDB's table for its size, a resale flat's the plan's own; part of the downpayment, cash */
  optionFee: Cents;
  /** a resale flat's option exercise fee (HDB: with the option fee at most S$5,000); part of the downpayment, cash */
  exerciseFee: Cents;
  /** a resale flat's price above its valuation (0 without a valuation): part of the upfront cash, cash only */
  cashOverValuation: Cents;
  /** the spec's requestForValueOfFlat: HDB's request-for-value fee for a resale flat bought with CPF or a loan; one-time, cash */
  requestForValueFee: Cents;
  /** HDB's resale application fee paid by the buyer; one-time, cash */
  resaleApplicationFee: Cents;
  /** lodging the buyer's caveat on a resale flat; one-time, CPF with the legal fees */
  caveatRegistrationFee: Cents;
  /** the search of a resale flat's title; one-time, CPF with the legal fees */
  titleSearchFee: Cents;
}

/** Each source once (rows shared by two figures, such as the GST row, are listed once), in the order first used. */
function distinctSources(sources: readonly PolicySource[]): PolicySource[] {
  const seen = new Set<string>();
  return sources.filter((source) => {
    const key = `${source.publisher}|${source.title}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function split(items: ReadonlyArray<{ amount: Cents; paymentMethod: PaymentMethod }>): CashCpf {
  const cash = addCents(...items.filter((i) => i.paymentMethod === 'CASH').map((i) => i.amount));
  const cpf = addCents(...items.filter((i) => i.paymentMethod === 'CPF').map((i) => i.amount));
  return { cash, cpf, total: addCents(cash, cpf) };
}

export function housingPlanSummary(plan: HousingPlanFields): HousingPlanSummary {
  const flatPrice = (plan.flatValueAtTimeOfPurchase ?? plan.estimatedFlatBudget ?? 0) as Cents;
  // Worked out from the answers and the dated HDB tables, or the resident's own amounts (docs/decisions.md "Housing grants worked out").
  const { grants, totalGrants } = planGrants(plan);
  const payableAfterGrants = Math.max(0, flatPrice - totalGrants) as Cents;
  // The loan-to-value limit on the purchase date, on the lower of price and valuation (a price above the valuation
  // is paid without a loan); the rest is the downpayment.
  const day = plan.purchaseDate;
  const lowerValue = Math.min(flatPrice, plan.flatType === 'RESALE' && plan.flatValuation !== null ? plan.flatValuation : flatPrice) as Cents;
  const ltvLoan = maxLoanByLtv(plan.loanType, lowerValue, day);
  const downpayment = flatPrice - ltvLoan;
  const minimumPayment = Math.min(payableAfterGrants, Math.max(0, downpayment - totalGrants)) as Cents;
  const minimumCashPayment = percentOf(flatPrice, minimumCashPercent(plan.loanType, day));
  // The option and exercise fees and a resale flat's cash over valuation are part of the downpayment that only cash
  // pays: the upfront cash is at least them (payment-timeline.ts; a warning says so when it is more than entered).
  const cashOnlyTotal = addCents(...cashOnlyParts(downpaymentCashParts(plan, flatPrice)).map((part) => part.amount));
  const upfrontPaymentInCash = Math.min(Math.max(plan.upfrontPaymentInCash ?? 0, cashOnlyTotal), payableAfterGrants) as Cents;
  const upfrontPaymentInCpf = Math.max(0, minimumPayment - upfrontPaymentInCash) as Cents;
  const estimatedLoanAmount = Math.max(0, payableAfterGrants - upfrontPaymentInCash - upfrontPaymentInCpf) as Cents;

  const instalment = monthlyInstalment(estimatedLoanAmount, plan.interestRate, plan.loanPeriod);
  const cpfMonthlyInstalment = Math.min(plan.cpfMonthlyInstalment ?? 0, instalment) as Cents;
  const cashMonthlyInstalment = (instalment - cpfMonthlyInstalment) as Cents;
  const income = plan.monthlyHouseholdIncome ?? 0;
  const msr = percentage(instalment, income);
  const { totalLoanPayment, totalInterest } = loanTotals(estimatedLoanAmount, instalment, plan.loanPeriod);

  // What the lender allows (docs/decisions.md "Housing loans and CPF limits"): the ratios are checked exactly on the
  // instalment at the eligibility rate, and the income sizes the loan over the plan's period within the longest tenure.
  const remainingLease = plan.remainingLease ?? (plan.flatType === 'NEW' ? NEW_FLAT_LEASE_YEARS : null);
  const ages = plan.buyerAges.length === plan.noOfBuyers ? plan.buyerAges : [];
  const tenure = plan.loanType === 'HDB' ? maxHdbTenure(day, averageAge(ages), remainingLease) : { years: MAX_LOAN_YEARS.BANK, limitedBy: 'MAXIMUM' as const };
  const rate = eligibilityRate(plan.loanType, plan.interestRate, day);
  const instalmentAtEligibilityRate = monthlyInstalment(estimatedLoanAmount, rate, plan.loanPeriod);
  const msrLimit = msrLimitPercent(day);
  const tdsrLimit = tdsrLimitPercent(day);
  const hasIncome = plan.monthlyHouseholdIncome !== null && plan.monthlyHouseholdIncome > 0;
  const withinMsr = hasIncome ? withinServicingLimit(instalmentAtEligibilityRate, income as Cents, msrLimit) : null;
  const withinTdsr = hasIncome && plan.loanType === 'BANK' ? withinServicingLimit(instalmentAtEligibilityRate, income as Cents, tdsrLimit) : null;
  const incomeLimit = hasIncome ? maxLoanByIncome(income as Cents, plan.loanType, plan.interestRate, Math.min(plan.loanPeriod, tenure.years), day).maxLoan : null;

  // The duties and legal fees by the tables in force on the purchase date, unless the resident entered their own.
  const rulesAsOf = plan.purchaseDate;
  const dutiable = dutiableValue(flatPrice, plan.flatType === 'RESALE' ? plan.flatValuation : null);
  const bsd = buyerStampDuty(dutiable, rulesAsOf);
  const absd = additionalBuyerStampDuty(dutiable, plan, rulesAsOf);
  const purchaseLegal = hdbLegalFee(flatPrice, rulesAsOf);
  // HDB's lawyers act in the mortgage only for an HDB loan; a bank's lawyers charge their own fees.
  const loanLegal = hdbLegalFee(plan.loanType === 'HDB' ? estimatedLoanAmount : (0 as Cents), rulesAsOf);
  const sources = distinctSources([...bsd.sources, ...absd.sources, ...purchaseLegal.sources, ...loanLegal.sources, ...loanRuleSources(plan.loanType, day), cpfUsageSource(day), ...grants.filter((g) => g.workedOut > 0 && !g.enteredByYou).map((g) => g.source)]);
  const fees = { ...plan.fees };
  const workedOut = { buyerStampDuty: bsd.amount, additionalBuyerStampDuty: absd.amount, purchaseLegalFee: purchaseLegal.amount, loanLegalFee: loanLegal.amount };
  for (const [name, amount] of Object.entries(workedOut) as Array<[keyof typeof workedOut, Cents]>) {
    if (fees[name].amount === 0) fees[name] = { ...fees[name], amount };
  }
  const applicationFee = plan.flatType === 'NEW' ? APPLICATION_FEE : (0 as Cents);

  // The option fee is part of the downpayment, not paid on top of it; a resale flat's own fees are one-time
  // payments (payment-timeline.ts, docs/decisions.md "Housing payment timeline").
  const once = (name: FeeItemName) => !MONTHLY_FEES.includes(name) && !ANNUAL_FEES.includes(name) && !DOWNPAYMENT_FEE_ITEMS.includes(name);
  const usesCpfOrLoan = estimatedLoanAmount > 0 || upfrontPaymentInCpf > 0 || cpfMonthlyInstalment > 0 || FEE_ITEMS.filter(once).some((name) => fees[name].paymentMethod === 'CPF' && fees[name].amount > 0);
  const stageFees = purchaseFees(plan, { flatPrice, usesCpfOrLoan });
  const oneTimePayments = split([
    ...FEE_ITEMS.filter(once).map((name) => fees[name]),
    { amount: applicationFee, paymentMethod: 'CASH' },
    { amount: FIRE_INSURANCE_PREMIUM, paymentMethod: 'CASH' },
    ...ONE_TIME_PURCHASE_FEES.map((name) => stageFees[name]),
  ]);
  const monthlyPayments = split([
    ...MONTHLY_FEES.map((name) => fees[name]),
    { amount: cashMonthlyInstalment, paymentMethod: 'CASH' },
    { amount: cpfMonthlyInstalment, paymentMethod: 'CPF' },
  ]);
  const annualPayments = split(ANNUAL_FEES.map((name) => fees[name]));

  const paymentInCpf = addCents(upfrontPaymentInCpf, oneTimePayments.cpf);
  const youngest = ages.length > 0 ? Math.min(...ages) : null;
  const cpf = cpfLimits({
    purchaseDate: day,
    price: flatPrice,
    valuation: plan.flatType === 'RESALE' ? plan.flatValuation : null,
    loanType: plan.loanType,
    youngestAge: youngest,
    remainingLease,
    cpfUsedUpfront: paymentInCpf,
    cpfMonthlyInstalment,
    loanMonths: plan.loanPeriod * 12,
  });
  const totalAmountLeftInCpfOA = ((plan.cpfOABalance ?? 0) - paymentInCpf) as Cents;
  const cashLeft = ((plan.cashSavings ?? 0) - upfrontPaymentInCash - oneTimePayments.cash) as Cents;

  // Each warning only with its figures, and always with the amounts (plan-warnings.ts).
  const warnings = planWarnings(plan, {
    fees,
    applicationFee,
    fireInsurancePremium: FIRE_INSURANCE_PREMIUM,
    oneTimePayments,
    flatPrice,
    upfrontPaymentInCash,
    upfrontPaymentInCpf,
    minimumCashPayment,
    paymentInCpf,
    totalAmountLeftInCpfOA,
    cashLeft,
    eligibilityInterestRate: rate,
    withinMortgageServicingLimit: withinMsr,
    withinTotalDebtServicingLimit: withinTdsr,
    instalmentAtEligibilityRate,
    mortgageServicingLimitPercent: msrLimit,
    totalDebtServicingLimitPercent: tdsrLimit,
    maxLoanByIncome: incomeLimit,
    maxLoanTenure: tenure.years,
    maxLoanTenureLimitedBy: tenure.limitedBy,
    remainingLease,
    cpfWarnings: cpf.warnings,
    purchaseFees: ONE_TIME_PURCHASE_FEES.map((name) => stageFees[name]),
    cashOnlyInDownpayment: cashOnlyParts(stageFees),
  });
  const timeline = paymentTimeline(plan, {
    flatPrice,
    estimatedLoanAmount,
    upfrontPaymentInCash,
    upfrontPaymentInCpf,
    minimumCashPayment,
    fees,
    feeSources: {
      ...(plan.fees.buyerStampDuty.amount === 0 ? { buyerStampDuty: bsd.sources[0] } : {}),
      ...(plan.fees.additionalBuyerStampDuty.amount === 0 ? { additionalBuyerStampDuty: absd.sources[0] } : {}),
      ...(plan.fees.purchaseLegalFee.amount === 0 ? { purchaseLegalFee: purchaseLegal.sources[0] } : {}),
      ...(plan.fees.loanLegalFee.amount === 0 ? { loanLegalFee: loanLegal.sources[0] } : {}),
    },
    applicationFee,
    fireInsurancePremium: FIRE_INSURANCE_PREMIUM,
    purchaseFees: stageFees,
  });

  return {
    flatPrice,
    grants,
    totalGrants,
    minimumPayment,
    minimumCashPayment,
    upfrontPaymentInCash,
    upfrontPaymentInCpf,
    estimatedLoanAmount,
    monthlyMortgageInstalment: instalment,
    cashMonthlyInstalment,
    cpfMonthlyInstalment,
    mortgageServicingRatio: msr,
    withinMortgageServicingLimit: withinMsr,
    mortgageServicingLimitPercent: msrLimit,
    withinTotalDebtServicingLimit: withinTdsr,
    totalDebtServicingLimitPercent: tdsrLimit,
    eligibilityInterestRate: rate,
    instalmentAtEligibilityRate,
    loanToValuePercent: loanToValue(plan.loanType, day).percent,
    maxLoanByLtv: ltvLoan,
    maxLoanByIncome: incomeLimit,
    maxLoanTenure: tenure.years,
    maxLoanTenureLimitedBy: tenure.limitedBy,
    remainingLease,
    valuationLimit: cpf.valuationLimit,
    withdrawalLimit: cpf.withdrawalLimit,
    cpfLeaseFactor: cpf.leaseFactor,
    cpfLimitsApply: cpf.limitsApply,
    noOfYearsToReachCpfUsageLimits: cpf.noOfYearsToReachCpfUsageLimits,
    noOfRemainingMonthsToReachCpf: cpf.noOfRemainingMonthsToReachCpf,
    cpfLimitsToConfirm: cpf.toConfirm,
    totalLoanPayment,
    totalInterest,
    percentageOfTotalPayment: percentage(totalInterest, totalLoanPayment),
    rulesAsOf,
    // and the rows the payment timeline used (the option fee, the downpayment's stages, a resale flat's fees)
    sources: distinctSources([...sources, ...timeline.flatMap((stage) => stage.items.flatMap((item) => (item.source ? [item.source] : [])))]),
    dutiableValue: dutiable,
    buyerStampDuty: fees.buyerStampDuty.amount,
    suggestedBuyerStampDuty: bsd.amount,
    additionalBuyerStampDuty: fees.additionalBuyerStampDuty.amount,
    suggestedAdditionalBuyerStampDuty: absd.amount,
    additionalBuyerStampDutyPercent: absd.percent,
    additionalBuyerStampDutyNote: absd.note,
    purchaseLegalFee: fees.purchaseLegalFee.amount,
    suggestedPurchaseLegalFee: purchaseLegal.amount,
    loanLegalFee: fees.loanLegalFee.amount,
    suggestedLoanLegalFee: loanLegal.amount,
    gstPercent: purchaseLegal.gstPercent,
    homeProtectionPremium: fees.homeProtectionPremium.amount,
    applicationFee,
    fireInsurancePremium: FIRE_INSURANCE_PREMIUM,
    oneTimePayments,
    monthlyPayments,
    annualPayments,
    paymentInCpf,
    totalAmountLeftInCpfOA,
    cashLeft,
    warnings,
    paymentTimeline: timeline,
    optionFee: stageFees.optionFee.amount,
    exerciseFee: stageFees.exerciseFee.amount,
    cashOverValuation: stageFees.cashOverValuation.amount,
    requestForValueFee: stageFees.requestForValueFee.amount,
    resaleApplicationFee: stageFees.resaleApplicationFee.amount,
    caveatRegistrationFee: stageFees.caveatRegistrationFee.amount,
    titleSearchFee: stageFees.titleSearchFee.amount,
  };
}

/** Spec 1 §5 "Cash plus CPF instalment over the monthly instalment", checked when a plan is saved. */
export const CPF_INSTALMENT_TOO_HIGH = 'Sum of cash and CPF cannot exceed total monthly instalment';

/**
 * The plan's rules that need its figures or tables worked out: a typed grant within its cap on the purchase date
 * (docs/decisions.md "Housing grants worked out"); the CPF part of the instalment within the instalment.
 */
export function planConsistencyError(plan: HousingPlanFields): { field: string; message: string } | null {
  const grantProblem = grantOverrideProblem(plan, plan.purchaseDate, plan.planType === 'DEFAULT');
  if (grantProblem) return grantProblem;
  const cpf = plan.cpfMonthlyInstalment ?? 0;
  if (cpf > 0 && cpf > housingPlanSummary(plan).monthlyMortgageInstalment) return { field: 'cpfMonthlyInstalment', message: CPF_INSTALMENT_TOO_HIGH };
  return null;
}
