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
  BANK_LOAN_MIN_CASH_PERCENT,
  FIRE_INSURANCE_PREMIUM,
  LOAN_TO_VALUE_PERCENT,
  MSR_LIMIT_PERCENT,
  addCents,
  buyerStampDuty,
  loanTotals,
  monthlyInstalment,
  mortgageInsurancePremium,
  percentage,
} from './housing-costs.js';

export interface CashCpf {
  cash: Cents;
  cpf: Cents;
  total: Cents;
}

export interface HousingPlanSummary {
  /** the flat's value at purchase, else the estimated budget; 0 while neither is known */
  flatPrice: Cents;
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
  /** the instalment as a % of the monthly household income, 1 decimal; null without an income */
  mortgageServicingRatio: number | null;
  withinMortgageServicingLimit: boolean | null;
  totalLoanPayment: Cents;
  totalInterest: Cents;
  /** interest as a % of all the instalments */
  percentageOfTotalPayment: number | null;
  /** the stamp duty used: the resident's own figure, else {@link suggestedBuyerStampDuty} */
  buyerStampDuty: Cents;
  /** the stamp duty by the tiers on the price */
  suggestedBuyerStampDuty: Cents;
  /** the premium a year used: the resident's own figure, else {@link suggestedMortgageInsurancePremium} */
  mortgageInsurancePremium: Cents;
  /** the Home Protection Scheme premium by the tiers on the loan (HDB loans; 0 for a bank loan) */
  suggestedMortgageInsurancePremium: Cents;
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
}

function split(items: ReadonlyArray<{ amount: Cents; paymentMethod: PaymentMethod }>): CashCpf {
  const cash = addCents(...items.filter((i) => i.paymentMethod === 'CASH').map((i) => i.amount));
  const cpf = addCents(...items.filter((i) => i.paymentMethod === 'CPF').map((i) => i.amount));
  return { cash, cpf, total: addCents(cash, cpf) };
}

export function housingPlanSummary(plan: HousingPlanFields): HousingPlanSummary {
  const flatPrice = (plan.flatValueAtTimeOfPurchase ?? plan.estimatedFlatBudget ?? 0) as Cents;
  const totalGrants = addCents(plan.cpfHousingGrant, plan.enhancedCpfHousingGrant, plan.proximityGrant);
  const payableAfterGrants = Math.max(0, flatPrice - totalGrants) as Cents;
  const downpayment = percentOf(flatPrice, 100 - LOAN_TO_VALUE_PERCENT);
  const minimumPayment = Math.min(payableAfterGrants, Math.max(0, downpayment - totalGrants)) as Cents;
  const minimumCashPayment = plan.loanType === 'BANK' ? percentOf(flatPrice, BANK_LOAN_MIN_CASH_PERCENT) : (0 as Cents);
  const upfrontPaymentInCash = Math.min(plan.upfrontPaymentInCash ?? 0, payableAfterGrants) as Cents;
  const upfrontPaymentInCpf = Math.max(0, minimumPayment - upfrontPaymentInCash) as Cents;
  const estimatedLoanAmount = Math.max(0, payableAfterGrants - upfrontPaymentInCash - upfrontPaymentInCpf) as Cents;

  const instalment = monthlyInstalment(estimatedLoanAmount, plan.interestRate, plan.loanPeriod);
  const cpfMonthlyInstalment = Math.min(plan.cpfMonthlyInstalment ?? 0, instalment) as Cents;
  const cashMonthlyInstalment = (instalment - cpfMonthlyInstalment) as Cents;
  const income = plan.monthlyHouseholdIncome ?? 0;
  const msr = percentage(instalment, income);
  const { totalLoanPayment, totalInterest } = loanTotals(estimatedLoanAmount, instalment, plan.loanPeriod);

  // The resident's own stamp duty and insurance premium when entered, else ours from the price and the loan.
  const suggestedBuyerStampDuty = buyerStampDuty(flatPrice);
  const suggestedMortgageInsurancePremium = plan.loanType === 'HDB' ? mortgageInsurancePremium(estimatedLoanAmount) : (0 as Cents);
  const fees = { ...plan.fees };
  if (fees.buyerStampDuty.amount === 0) fees.buyerStampDuty = { ...fees.buyerStampDuty, amount: suggestedBuyerStampDuty };
  if (fees.mortgageInsurancePremiums.amount === 0) fees.mortgageInsurancePremiums = { ...fees.mortgageInsurancePremiums, amount: suggestedMortgageInsurancePremium };
  const applicationFee = plan.flatType === 'NEW' ? APPLICATION_FEE : (0 as Cents);

  const once = (name: FeeItemName) => !MONTHLY_FEES.includes(name) && !ANNUAL_FEES.includes(name);
  const oneTimePayments = split([
    ...FEE_ITEMS.filter(once).map((name) => fees[name]),
    { amount: applicationFee, paymentMethod: 'CASH' },
    { amount: FIRE_INSURANCE_PREMIUM, paymentMethod: 'CASH' },
  ]);
  const monthlyPayments = split([
    ...MONTHLY_FEES.map((name) => fees[name]),
    { amount: cashMonthlyInstalment, paymentMethod: 'CASH' },
    { amount: cpfMonthlyInstalment, paymentMethod: 'CPF' },
  ]);
  const annualPayments = split(ANNUAL_FEES.map((name) => fees[name]));

  const paymentInCpf = addCents(upfrontPaymentInCpf, oneTimePayments.cpf);
  const totalAmountLeftInCpfOA = ((plan.cpfOABalance ?? 0) - paymentInCpf) as Cents;
  const cashLeft = ((plan.cashSavings ?? 0) - upfrontPaymentInCash - oneTimePayments.cash) as Cents;

  const warnings: string[] = [];
  if (flatPrice === 0) warnings.push("Enter the flat's value or your budget to see the plan.");
  if (upfrontPaymentInCash < minimumCashPayment) warnings.push('A bank loan needs at least 5 % of the price paid in cash.');
  if (plan.cpfOABalance !== null && totalAmountLeftInCpfOA < 0) warnings.push('Your CPF Ordinary Account is not enough for the CPF payments: pay more in cash.');
  if (plan.cashSavings !== null && cashLeft < 0) warnings.push('Your cash savings are not enough for the cash payments.');
  if (msr !== null && msr > MSR_LIMIT_PERCENT) warnings.push(`The instalment is more than ${MSR_LIMIT_PERCENT} % of your household income: a smaller loan or a longer period brings it down.`);

  return {
    flatPrice,
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
    withinMortgageServicingLimit: msr === null ? null : msr <= MSR_LIMIT_PERCENT,
    totalLoanPayment,
    totalInterest,
    percentageOfTotalPayment: percentage(totalInterest, totalLoanPayment),
    buyerStampDuty: fees.buyerStampDuty.amount,
    suggestedBuyerStampDuty,
    mortgageInsurancePremium: fees.mortgageInsurancePremiums.amount,
    suggestedMortgageInsurancePremium,
    applicationFee,
    fireInsurancePremium: FIRE_INSURANCE_PREMIUM,
    oneTimePayments,
    monthlyPayments,
    annualPayments,
    paymentInCpf,
    totalAmountLeftInCpfOA,
    cashLeft,
    warnings,
  };
}

/** Spec 1 §5 "Cash plus CPF instalment over the monthly instalment", checked when a plan is saved. */
export const CPF_INSTALMENT_TOO_HIGH = 'Sum of cash and CPF cannot exceed total monthly instalment';

/** The plan's rules that need its figures worked out: the CPF part of the instalment within the instalment. */
export function planConsistencyError(plan: HousingPlanFields): { field: string; message: string } | null {
  const cpf = plan.cpfMonthlyInstalment ?? 0;
  if (cpf > 0 && cpf > housingPlanSummary(plan).monthlyMortgageInstalment) return { field: 'cpfMonthlyInstalment', message: CPF_INSTALMENT_TOO_HIGH };
  return null;
}
