/**
 * The purchase's own fees that the plan's fee items do not hold (the option fee, a resale flat's exercise fee, its
 * cash over valuation, the request for value, the resale application fee, the caveat and the title search), worked
 * out from the dated tables in force on the purchase date (docs/decisions.md "Housing payment timeline"). Kept apart
 * from the timeline (payment-timeline.ts, which re-exports them) because the summary reads them too: the one-time
 * payments and the cash-only part of the upfront payment. Pure.
 */
import type { Cents } from '../../shared-kernel/money.js';
import { formatMoney } from '../../shared-kernel/money-format.js';
import type { FeeItemName, FlatSize, HousingPlanFields, PaymentMethod } from './housing-plan.js';
import { CAVEAT_AND_TITLE_SEARCH_FEES } from './policy/caveat-and-title-search-fees.js';
import { rowOn, type PolicySource } from './policy/dated-table.js';
import { HDB_NEW_FLAT_OPTION_FEES } from './policy/hdb-option-fees.js';
import { HDB_RESALE_DEPOSIT } from './policy/hdb-resale-deposit.js';
import { HDB_RESALE_FEES } from './policy/hdb-resale-fees.js';

/**
 * Fee items that are part of the downpayment rather than paid on top of it: the option fee (HDB: "the option fee
 * will form part of your downpayment"). The summary leaves them out of the one-time payments.
 */
export const DOWNPAYMENT_FEE_ITEMS: readonly FeeItemName[] = ['optionFee'];

const m = (cents: number) => formatMoney(cents as Cents);

/** One payment the timeline places, before it is put in its stage. */
export interface PurchaseFee {
  key: string;
  label: string;
  /** as inside a sentence ("request for value fee"), for the warnings */
  words: string;
  amount: Cents;
  paymentMethod: PaymentMethod;
  howWorkedOut: string;
  source: PolicySource | null;
}

/** The purchase's own fees and cash parts that the fee items do not hold, worked out from the dated tables. */
export interface PurchaseFees {
  /** the option fee: a new flat's by HDB's table, a resale flat's the plan's own (agreed with the seller); part of the downpayment, cash */
  optionFee: PurchaseFee;
  /** a resale flat's option exercise fee (0 for a new flat): the most HDB allows with the option fee; part of the downpayment, cash */
  exerciseFee: PurchaseFee;
  /** a resale flat's price above its valuation: part of the downpayment, cash only, paid to the seller */
  cashOverValuation: PurchaseFee;
  /** one-time payments on top of the price (0 where they do not apply) */
  requestForValueFee: PurchaseFee;
  resaleApplicationFee: PurchaseFee;
  caveatRegistrationFee: PurchaseFee;
  titleSearchFee: PurchaseFee;
}

/** The one-time payments among {@link PurchaseFees}, in the order they fall due. */
export const ONE_TIME_PURCHASE_FEES = ['requestForValueFee', 'resaleApplicationFee', 'caveatRegistrationFee', 'titleSearchFee'] as const;

const SIZE_WORDS: Readonly<Record<FlatSize, string>> = {
  TWO_ROOM: '2-room Flexi',
  THREE_ROOM: '3-room',
  FOUR_ROOM: '4-room',
  FIVE_ROOM: '5-room',
  EXECUTIVE: 'Executive',
};

export interface PurchaseFeeFigures {
  flatPrice: Cents;
  /** whether the plan uses CPF savings or a housing loan (HDB then needs a request for value) */
  usesCpfOrLoan: boolean;
}

/**
 * The option and exercise fees, the cash over valuation and a resale flat's fees by the tables in force on the
 * purchase date. A flat type other than NEW or RESALE is "not chosen yet": nothing is due.
 */
type PlanForFees = Pick<HousingPlanFields, 'flatType' | 'flatSize' | 'flatValuation' | 'purchaseDate' | 'fees'>;

const none = (key: string, label: string, words: string, paymentMethod: PaymentMethod = 'CASH'): PurchaseFee => ({ key, label, words, amount: 0 as Cents, paymentMethod, howWorkedOut: `No ${words} for this plan.`, source: null });

/** The parts of the downpayment only cash may pay: the option fee, a resale flat's exercise fee and cash over valuation. */
export type DownpaymentCashParts = Pick<PurchaseFees, 'optionFee' | 'exerciseFee' | 'cashOverValuation'>;

/**
 * The option fee (a new flat's by HDB's table for its size; a resale flat's the plan's own fee item, agreed with the
 * seller), a resale flat's exercise fee (the most HDB allows with the option fee) and its cash over valuation (the
 * price above the valuation). A flat type other than NEW or RESALE is "not chosen yet": nothing is due.
 */
export function downpaymentCashParts(plan: PlanForFees, flatPrice: Cents): DownpaymentCashParts {
  const day = plan.purchaseDate;
  const isNew = plan.flatType === 'NEW';
  let optionFee = none('optionFee', 'Option fee', 'option fee');
  let exerciseFee = none('exerciseFee', 'Option exercise fee', 'option exercise fee');
  let cashOverValuation = none('cashOverValuation', 'Cash over valuation', 'cash over valuation');
  if ((!isNew && plan.flatType !== 'RESALE') || flatPrice <= 0) return { optionFee, exerciseFee, cashOverValuation };
  if (isNew && plan.flatSize === null) {
    optionFee = { ...optionFee, howWorkedOut: "Choose the flat size to see HDB's option fee: it is set by the flat's size." };
  } else if (isNew && plan.flatSize !== null) {
    const row = rowOn(HDB_NEW_FLAT_OPTION_FEES, day);
    const amount = row.value[plan.flatSize];
    optionFee = { ...optionFee, amount, source: row.source, howWorkedOut: `HDB's option fee for a ${SIZE_WORDS[plan.flatSize]} flat: ${m(amount)}, paid by NETS when you book, part of the downpayment.` };
  } else {
    const deposit = rowOn(HDB_RESALE_DEPOSIT, day);
    const option = plan.fees.optionFee.amount;
    optionFee = {
      ...optionFee,
      amount: option,
      howWorkedOut: `The option fee in your plan: ${m(option)}, paid to the seller in cash when the option is granted (HDB allows S$1 to ${m(deposit.value.maxOptionFee)}), part of the downpayment.`,
    };
    const exercise = Math.max(0, deposit.value.maxOptionAndExerciseFee - option) as Cents;
    exerciseFee = {
      ...exerciseFee,
      amount: exercise,
      source: deposit.source,
      howWorkedOut: `The option fee and the exercise fee together may be at most ${m(deposit.value.maxOptionAndExerciseFee)}: ${m(deposit.value.maxOptionAndExerciseFee)} less your option fee of ${m(option)} is ${m(exercise)}, paid to the seller in cash within ${deposit.value.exerciseWithinDays} days, part of the downpayment (the seller may ask for less).`,
    };
    const cov = plan.flatValuation !== null ? (Math.max(0, flatPrice - plan.flatValuation) as Cents) : (0 as Cents);
    cashOverValuation = {
      ...cashOverValuation,
      amount: cov,
      howWorkedOut:
        plan.flatValuation === null
          ? 'Enter the valuation to see the cash over valuation: the price above the valuation is paid in cash.'
          : `The price ${m(flatPrice)} less HDB's valuation ${m(plan.flatValuation)}: ${m(cov)}, paid to the seller in cash only (no loan or CPF covers the price above the valuation).`,
    };
  }
  return { optionFee, exerciseFee, cashOverValuation };
}

/**
 * {@link downpaymentCashParts} and a resale flat's own fees by the tables in force on the purchase date: the request
 * for value (only when the plan uses CPF or a loan), the resale application fee, the caveat and the title search.
 */
export function purchaseFees(plan: PlanForFees, figures: PurchaseFeeFigures): PurchaseFees {
  const day = plan.purchaseDate;
  let requestForValueFee = none('requestForValueFee', 'Request for value of the flat', 'request for value fee');
  let resaleApplicationFee = none('resaleApplicationFee', 'Resale application fee', 'resale application fee');
  let caveatRegistrationFee = none('caveatRegistrationFee', 'Caveat registration fee', 'caveat registration fee', 'CPF');
  let titleSearchFee = none('titleSearchFee', 'Title search fee', 'title search fee', 'CPF');
  const cashParts = downpaymentCashParts(plan, figures.flatPrice);
  if (plan.flatType === 'RESALE' && figures.flatPrice > 0) {
    const fees = rowOn(HDB_RESALE_FEES, day);
    if (figures.usesCpfOrLoan) {
      requestForValueFee = {
        ...requestForValueFee,
        amount: fees.value.requestForValue,
        source: fees.source,
        howWorkedOut: `HDB's processing fee for the request for value: ${m(fees.value.requestForValue)} including GST, paid by card after the option is granted, because the plan uses CPF savings or a housing loan.`,
      };
    } else {
      requestForValueFee = { ...requestForValueFee, howWorkedOut: 'No request for value is needed: the plan uses neither CPF savings nor a housing loan.' };
    }
    const application = plan.flatSize === null ? null : fees.value.resaleApplication[plan.flatSize];
    resaleApplicationFee = application === null ? { ...resaleApplicationFee, howWorkedOut: "Choose the flat size to see HDB's resale application fee: it is set by the flat's size." } : {
      ...resaleApplicationFee,
      amount: application,
      source: fees.source,
      howWorkedOut: `HDB's administrative fee for the resale application of a ${plan.flatSize === 'TWO_ROOM' ? '1- or 2-room' : '3-room or bigger'} flat: ${m(application)} including GST, paid by card when you submit your part of the application.`,
    };
    const registry = rowOn(CAVEAT_AND_TITLE_SEARCH_FEES, day);
    caveatRegistrationFee = {
      ...caveatRegistrationFee,
      amount: registry.value.caveatRegistration,
      source: registry.source,
      howWorkedOut: `Lodging your caveat on the flat after you exercise the option: ${m(registry.value.caveatRegistration)}, paid with the legal fees (to confirm).`,
    };
    titleSearchFee = {
      ...titleSearchFee,
      amount: registry.value.titleSearch,
      source: registry.source,
      howWorkedOut: `Searching the flat's title before completion: ${m(registry.value.titleSearch)}, paid with the legal fees (our estimate, to confirm).`,
    };
  }
  return { ...cashParts, requestForValueFee, resaleApplicationFee, caveatRegistrationFee, titleSearchFee };
}

/** The cash-only parts of the downpayment that are due (the option and exercise fees, a resale flat's cash over valuation). */
export function cashOnlyParts(fees: DownpaymentCashParts): PurchaseFee[] {
  return [fees.optionFee, fees.exerciseFee, fees.cashOverValuation].filter((fee) => fee.amount > 0);
}
