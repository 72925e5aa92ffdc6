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
  hdbLoanLeaseProration,
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
import { homeProtectionRequired, recurringCosts } from './recurring-costs.js';
import { planWarnings } from './plan-warnings.js';
import { eligibilityWarnings } from './eligibility.js';

export type { CashCpf, HousingPlanSummary, LoanLimitedBy } from './housing-summary-shape.js';
import type { CashCpf, HousingPlanSummary, LoanLimitedBy } from './housing-summary-shape.js';

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
  // An HDB loan on a lease that does not last the youngest buyer to 95 is pro-rated (docs/decisions.md "Housing rules completed").
  const remainingLease = plan.remainingLease ?? (plan.flatType === 'NEW' ? NEW_FLAT_LEASE_YEARS : null);
  const ages = plan.buyerAges.length === plan.noOfBuyers ? plan.buyerAges : [];
  const youngest = ages.length > 0 ? Math.min(...ages) : null;
  const cover = { youngestAge: youngest, remainingLease };
  const loanLeaseProration = hdbLoanLeaseProration(plan.loanType, day, cover);
  const ltvLoan = maxLoanByLtv(plan.loanType, lowerValue, day, cover);
  // What the lender allows (docs/decisions.md "Housing loans and CPF limits"): the income sizes the loan at the
  // eligibility rate over the plan's period within the longest tenure. Worked out before the loan, because once the
  // income caps it, every figure follows the capped loan: the downpayment is the price less the capped loan, so the
  // CPF and cash upfront, the instalment, the timeline and the warnings all grow or shrink with it
  // (docs/decisions.md "One housing engine").
  const tenure = plan.loanType === 'HDB' ? maxHdbTenure(day, averageAge(ages), remainingLease) : { years: MAX_LOAN_YEARS.BANK, limitedBy: 'MAXIMUM' as const };
  const income = plan.monthlyHouseholdIncome ?? 0;
  const hasIncome = plan.monthlyHouseholdIncome !== null && plan.monthlyHouseholdIncome > 0;
  const incomeLimit = hasIncome ? maxLoanByIncome(income as Cents, plan.loanType, plan.interestRate, Math.min(plan.loanPeriod, tenure.years), day).maxLoan : null;
  const maxLoan = (incomeLimit === null ? ltvLoan : Math.min(ltvLoan, incomeLimit)) as Cents;
  const loanLimitedBy: LoanLimitedBy = incomeLimit !== null && incomeLimit < ltvLoan ? 'INCOME' : 'LOAN_TO_VALUE';
  const downpayment = flatPrice - maxLoan;
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
  const msr = percentage(instalment, income);
  const { totalLoanPayment, totalInterest } = loanTotals(estimatedLoanAmount, instalment, plan.loanPeriod);

  // The ratios are checked exactly on the instalment at the eligibility rate (docs/decisions.md "Housing loans and CPF limits").
  const rate = eligibilityRate(plan.loanType, plan.interestRate, day);
  const instalmentAtEligibilityRate = monthlyInstalment(estimatedLoanAmount, rate, plan.loanPeriod);
  const msrLimit = msrLimitPercent(day);
  const tdsrLimit = tdsrLimitPercent(day);
  const withinMsr = hasIncome ? withinServicingLimit(instalmentAtEligibilityRate, income as Cents, msrLimit) : null;
  const withinTdsr = hasIncome && plan.loanType === 'BANK' ? withinServicingLimit(instalmentAtEligibilityRate, income as Cents, tdsrLimit) : null;

  // The duties and legal fees by the tables in force on the purchase date, unless the resident entered their own.
  const rulesAsOf = plan.purchaseDate;
  const dutiable = dutiableValue(flatPrice, plan.flatType === 'RESALE' ? plan.flatValuation : null);
  const bsd = buyerStampDuty(dutiable, rulesAsOf);
  const absd = additionalBuyerStampDuty(dutiable, plan, rulesAsOf);
  const purchaseLegal = hdbLegalFee(flatPrice, rulesAsOf);
  // HDB's lawyers act in the mortgage only for an HDB loan; a bank's lawyers charge their own fees.
  const loanLegal = hdbLegalFee(plan.loanType === 'HDB' ? estimatedLoanAmount : (0 as Cents), rulesAsOf);
  const sources = distinctSources([...bsd.sources, ...absd.sources, ...purchaseLegal.sources, ...loanLegal.sources, ...loanRuleSources(plan.loanType, day, cover), cpfUsageSource(day), ...grants.filter((g) => g.workedOut > 0 && !g.enteredByYou).map((g) => g.source)]);
  const fees = { ...plan.fees };
  const workedOut = { buyerStampDuty: bsd.amount, additionalBuyerStampDuty: absd.amount, purchaseLegalFee: purchaseLegal.amount, loanLegalFee: loanLegal.amount };
  for (const [name, amount] of Object.entries(workedOut) as Array<[keyof typeof workedOut, Cents]>) {
    if (fees[name].amount === 0) fees[name] = { ...fees[name], amount };
  }
  // The recurring costs as counted: the property tax worked out from an annual value, the Home Protection Scheme
  // premium only where it is compulsory (recurring-costs.ts).
  const recurring = recurringCosts(plan, { loanType: plan.loanType, estimatedLoanAmount, cpfMonthlyInstalment });
  for (const cost of recurring) fees[cost.name] = { ...fees[cost.name], amount: cost.amount };
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
    maxLoanByLtv: ltvLoan,
    loanLimitedBy,
    estimatedLoanAmount,
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
    maxLoan,
    loanLimitedBy,
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
    sources: distinctSources([...sources, ...timeline.flatMap((stage) => stage.items.flatMap((item) => (item.source ? [item.source] : []))), ...recurring.flatMap((cost) => (cost.source ? [cost.source] : []))]),
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
    homeProtectionRequired: homeProtectionRequired(day, { loanType: plan.loanType, estimatedLoanAmount, cpfMonthlyInstalment }),
    annualPropertyTax: fees.annualPropertyTax.amount,
    recurringCosts: recurring,
    loanLeaseProration: loanLeaseProration && { leaseYears: loanLeaseProration.leaseYears, yearsToAge: loanLeaseProration.yearsToAge, coverToAge: loanLeaseProration.coverToAge, noLoan: loanLeaseProration.noLoan, minimumLeaseYears: loanLeaseProration.minimumLeaseYears },
    renovationAtKeys: fees.renovationCost.amount,
    applicationFee,
    fireInsurancePremium: FIRE_INSURANCE_PREMIUM,
    oneTimePayments,
    monthlyPayments,
    annualPayments,
    paymentInCpf,
    totalAmountLeftInCpfOA,
    cashLeft,
    // Renovation is paid at the keys, once the flat is yours, not at signing: apart (renovationAtKeys).
    cashNeededUpfront: (addCents(upfrontPaymentInCash, oneTimePayments.cash) - (fees.renovationCost.paymentMethod === 'CASH' ? fees.renovationCost.amount : 0)) as Cents,
    cpfNeededUpfront: addCents(upfrontPaymentInCpf, oneTimePayments.cpf),
    warnings,
    // who may buy this flat and take this loan (docs/decisions.md "Who is buying"), shown before any figure
    eligibility: eligibilityWarnings(plan),
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
