/**
 * What a housing plan works out to (spec 3 §3 "Calculated results"): the shape of {@link housingPlanSummary}'s answer,
 * apart from the rules that fill it (housing-summary.ts) so each file stays readable. Every page, the report and the
 * API read these figures and work none out again (docs/decisions.md "One housing engine").
 */
import type { Cents } from '../../shared-kernel/money.js';
import type { EligibilityWarning } from './eligibility.js';
import type { WorkedGrant } from './grants.js';
import type { TenureLimit } from './loan-limits.js';
import type { PaymentStage } from './payment-timeline.js';
import type { PolicySource } from './policy/dated-table.js';
import type { RecurringCost } from './recurring-costs.js';

export type LoanLimitedBy = 'LOAN_TO_VALUE' | 'INCOME';

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
  /** the downpayment still due after the grants: the price less the loan the household could get ({@link maxLoan}: 25 % of the price unless the income caps the loan) less the grants, never below 0 */
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
  /**
   * the loan the household could get: the lower of {@link maxLoanByLtv} and {@link maxLoanByIncome} (the LTV limit
   * alone without an income). The plan's loan is never more: the downpayment is the price less it.
   */
  maxLoan: Cents;
  /** which limit sets {@link maxLoan}: the income (MSR / TDSR at the eligibility rate) or the loan-to-value limit */
  loanLimitedBy: LoanLimitedBy;
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
  /**
   * the Home Protection Scheme premium a year as counted: the resident's estimate (CPF's tables set the real one) when
   * the scheme is compulsory ({@link homeProtectionRequired}), else 0
   */
  homeProtectionPremium: Cents;
  /** whether CPF Board makes the Home Protection Scheme compulsory: CPF savings pay the loan's instalment (HDB or bank loan) */
  homeProtectionRequired: boolean;
  /** the property tax a year as counted: worked out from the flat's annual value by IRAS's owner-occupier rates, else the resident's estimate (0 while neither) */
  annualPropertyTax: Cents;
  /** each recurring cost with the figure counted and where it comes from ("IRAS owner-occupier rates from 1 Jan 2025", "your estimate") */
  recurringCosts: RecurringCost[];
  /**
   * an HDB loan's loan-to-value limit cut because the lease does not last the youngest buyer to 95 (HDB, from 10 May
   * 2019): {@link maxLoanByLtv} is the limit x leaseYears / yearsToAge, or 0 when the lease is at or below HDB's least;
   * null when nothing is cut
   */
  loanLeaseProration: { leaseYears: number; yearsToAge: number; coverToAge: number; noLoan: boolean; minimumLeaseYears: number } | null;
  /** renovation, paid in cash around key collection (a resale flat's completion), not at signing: in the one-time payments, not in {@link cashNeededUpfront} */
  renovationAtKeys: Cents;
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
  /** the cash the purchase needs: the upfront cash and the one-time cash payments, without the renovation paid at the keys ({@link renovationAtKeys}) */
  cashNeededUpfront: Cents;
  /** everything paid from CPF before the keys: the upfront CPF and the one-time CPF payments (= {@link paymentInCpf}) */
  cpfNeededUpfront: Cents;
  /**
   * what the plan cannot do yet, in the resident's words: the {@link eligibility} warnings first (whether the buyers
   * may buy the flat and take the loan at all), then the shortfalls
   */
  warnings: string[];
  /**
   * whether the buyers may buy this flat and take this loan (docs/decisions.md "Who is buying"): each rule broken, in
   * words, with its source; empty when nothing stands in the way. Pages show them before any figure.
   */
  eligibility: EligibilityWarning[];
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
