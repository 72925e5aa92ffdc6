/**
 * What is paid when: the plan's payments grouped by the stage of HDB's buying procedure at which each falls due,
 * split into cash and CPF (docs/decisions.md "Housing payment timeline"). New flat: application, booking, signing
 * the agreement for lease, key collection. Resale flat: the option to purchase, its exercise, completion. The
 * stages hold exactly the upfront payment (cash and CPF) and the one-time payments, so they always add up to the
 * summary's own totals. Pure: the same plan and figures always give the same timeline.
 */
import type { Cents } from '../../shared-kernel/money.js';
import { percentOf } from '../../shared-kernel/money.js';
import { formatMoney } from '../../shared-kernel/money-format.js';
import type { FeeItem, FeeItemName, FlatSize, HousingPlanFields, PaymentMethod } from './housing-plan.js';
import { CAVEAT_AND_TITLE_SEARCH_FEES } from './policy/caveat-and-title-search-fees.js';
import { rowOn, type PolicySource } from './policy/dated-table.js';
import { HDB_NEW_FLAT_OPTION_FEES } from './policy/hdb-option-fees.js';
import { HDB_RESALE_DEPOSIT } from './policy/hdb-resale-deposit.js';
import { HDB_RESALE_FEES } from './policy/hdb-resale-fees.js';
import { NEW_FLAT_AGREEMENT_DOWNPAYMENT } from './policy/new-flat-downpayment.js';

export type PaymentStageName = 'APPLICATION' | 'BOOKING' | 'AGREEMENT_FOR_LEASE' | 'KEY_COLLECTION' | 'OPTION_TO_PURCHASE' | 'EXERCISE' | 'COMPLETION';

export interface PaymentItem {
  /** stable id, e.g. 'optionFee', 'downpayment', 'buyerStampDuty', 'cashOverValuation', 'requestForValueFee' */
  key: string;
  /** the resident's words, e.g. "Legal fees for the purchase" */
  label: string;
  amount: Cents;
  paymentMethod: 'CASH' | 'CPF';
  /** one sentence with the numbers, e.g. "Option fee for a 4-room or bigger flat: S$2,000, part of the downpayment" */
  howWorkedOut: string;
  /** the dated table row's source; null for the resident's own figures */
  source: PolicySource | null;
}

export interface PaymentStage {
  stage: PaymentStageName;
  label: string;
  /** when the stage's payments fall due, in words */
  when: string;
  items: PaymentItem[];
  cash: Cents;
  cpf: Cents;
  total: Cents;
}

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

/** What the timeline is worked out from: the summary's figures. */
export interface TimelineFigures {
  flatPrice: Cents;
  estimatedLoanAmount: Cents;
  upfrontPaymentInCash: Cents;
  upfrontPaymentInCpf: Cents;
  /** a bank loan's part of the price that must be cash (0 for an HDB loan) */
  minimumCashPayment: Cents;
  /** every fee item as used: the worked-out ones already filled in */
  fees: Readonly<Record<FeeItemName, FeeItem>>;
  /** the table rows the worked-out fee items came from (left out for the resident's own figures) */
  feeSources: Readonly<Partial<Record<FeeItemName, PolicySource>>>;
  applicationFee: Cents;
  fireInsurancePremium: Cents;
  purchaseFees: PurchaseFees;
}

const FEE_LABELS: Readonly<Record<FeeItemName, string>> = {
  buyerStampDuty: "Buyer's stamp duty",
  additionalBuyerStampDuty: "Additional buyer's stamp duty",
  optionFee: 'Option fee',
  purchaseLegalFee: 'Legal fees for the purchase',
  loanLegalFee: 'Legal fees for the HDB loan',
  propertyAgentCommission: "Property agent's commission",
  registrationFee: 'Registration fee',
  surveyFee: 'Survey fee',
  leaseInEscrowFee: 'Lease-in-escrow fee',
  mortgageInEscrowFee: 'Mortgage-in-escrow fee',
  stampDutyDeedFee: 'Stamp duty on the mortgage deed',
  renovationCost: 'Renovation',
  serviceAndConservancyCharges: 'Service and conservancy charges',
  annualPropertyTax: 'Property tax',
  homeProtectionPremium: 'Home Protection Scheme premium',
};

/** Why a fee item falls in its stage, after the amount. */
const FEE_WHEN: Readonly<Partial<Record<FeeItemName, string>>> = {
  buyerStampDuty: 'due to IRAS within 14 days of signing the purchase',
  additionalBuyerStampDuty: 'due to IRAS within 14 days of signing the purchase',
  purchaseLegalFee: 'paid when the purchase documents are signed',
  loanLegalFee: 'paid when the mortgage is signed',
  stampDutyDeedFee: 'paid when the mortgage is signed',
  registrationFee: 'paid when the flat is registered in your name',
  surveyFee: 'paid when the flat is handed over',
  leaseInEscrowFee: 'paid when the flat is handed over',
  mortgageInEscrowFee: 'paid when the mortgage is signed',
  propertyAgentCommission: 'usually paid when the purchase completes',
  renovationCost: 'usually paid around the time you get the keys, once the flat is yours',
};

/** Where each one-time payment falls, by flat type (HDB's buying procedures; docs/decisions.md "Housing payment timeline"). */
const NEW_FLAT_FEE_STAGES: Readonly<Partial<Record<FeeItemName, PaymentStageName>>> = {
  buyerStampDuty: 'AGREEMENT_FOR_LEASE',
  additionalBuyerStampDuty: 'AGREEMENT_FOR_LEASE',
  purchaseLegalFee: 'AGREEMENT_FOR_LEASE',
  loanLegalFee: 'KEY_COLLECTION',
  stampDutyDeedFee: 'KEY_COLLECTION',
  registrationFee: 'KEY_COLLECTION',
  surveyFee: 'KEY_COLLECTION',
  leaseInEscrowFee: 'KEY_COLLECTION',
  mortgageInEscrowFee: 'KEY_COLLECTION',
  propertyAgentCommission: 'KEY_COLLECTION',
  renovationCost: 'KEY_COLLECTION',
};
const RESALE_FEE_STAGES: Readonly<Partial<Record<FeeItemName, PaymentStageName>>> = {
  buyerStampDuty: 'EXERCISE',
  additionalBuyerStampDuty: 'EXERCISE',
  purchaseLegalFee: 'COMPLETION',
  loanLegalFee: 'COMPLETION',
  stampDutyDeedFee: 'COMPLETION',
  registrationFee: 'COMPLETION',
  surveyFee: 'COMPLETION',
  leaseInEscrowFee: 'COMPLETION',
  mortgageInEscrowFee: 'COMPLETION',
  propertyAgentCommission: 'COMPLETION',
  renovationCost: 'COMPLETION',
};

const STAGES: Readonly<Record<PaymentStageName, { label: string; when: string }>> = {
  APPLICATION: { label: 'Applying for the flat', when: 'When you apply in an HDB sales launch' },
  BOOKING: { label: 'Booking the flat', when: 'At your booking appointment, when you choose the flat' },
  AGREEMENT_FOR_LEASE: { label: 'Signing the agreement for lease', when: 'Usually about 4 months after booking (for a completed flat, with the keys)' },
  KEY_COLLECTION: { label: 'Collecting the keys', when: 'When the flat is completed: the loan pays the rest of the price' },
  OPTION_TO_PURCHASE: { label: 'The seller grants the option to purchase', when: 'When you and the seller agree on the price' },
  EXERCISE: { label: 'Exercising the option', when: 'Within 21 days of the option; stamp duty within 14 days of exercising' },
  COMPLETION: { label: 'Resale completion', when: 'About 8 weeks after HDB accepts the resale application: the loan pays the rest of the price' },
};

const HDB_NEW_FLAT_COSTS: PolicySource = {
  publisher: 'HDB',
  title: 'Buying a new flat: costs and fees (S$10 administrative fee when you apply, by card or QR code)',
  url: 'https://www.hdb.gov.sg/residential/buying-a-flat/buying-procedure-for-new-flats/costs-and-fees',
  checkedOn: '2026-11-26',
};

const SPEC_FIRE_INSURANCE: PolicySource = {
  publisher: 'Product specification',
  title: 'Spec 3 §9 housing defaults: fire insurance premium S$2.71',
  checkedOn: '2026-11-26',
  toConfirm: "HDB's appointed insurer sets the real premium by flat type; the spec's figure is kept until we read its table.",
};

/** A cash-only part of the downpayment as far as the upfront cash pays it, and what it was meant to be. */
interface CashOnlyPart {
  fee: PurchaseFee;
  stage: PaymentStageName;
  paid: Cents;
}

/**
 * The plan's payments by stage (new flat: application, booking, agreement for lease, keys; resale: option,
 * exercise, completion), or none while the flat type or size is not chosen or the price is 0. Renovation falls at the
 * keys (a resale flat's completion), never at signing (docs/decisions.md "Housing rules completed").
 *
 * The downpayment (price less loan) falls due in slices: the option fee at booking (and a resale flat's exercise
 * fee), HDB's share at the agreement for lease (10 % of the price with an HDB loan or none, 20 % with a bank loan),
 * the rest at the keys (a resale flat's all at completion, with its cash over valuation). The option and exercise
 * fees and the cash over valuation are paid from the upfront cash first (cash only); each later slice is paid by a
 * bank loan's cash part first, then the grants, then CPF, then cash. The fees fall in the stage HDB's procedure
 * names for them, each in the plan's own cash or CPF.
 */
export function paymentTimeline(plan: Pick<HousingPlanFields, 'flatType' | 'flatSize' | 'loanType' | 'purchaseDate' | 'fees'>, f: TimelineFigures): PaymentStage[] {
  const isNew = plan.flatType === 'NEW';
  // The option fee and a resale flat's fees go by the flat's size: the stages wait for it, as for new or resale.
  if ((!isNew && plan.flatType !== 'RESALE') || plan.flatSize === null || f.flatPrice <= 0) return [];
  const stageNames: PaymentStageName[] = isNew ? ['APPLICATION', 'BOOKING', 'AGREEMENT_FOR_LEASE', 'KEY_COLLECTION'] : ['OPTION_TO_PURCHASE', 'EXERCISE', 'COMPLETION'];
  const items = new Map<PaymentStageName, PaymentItem[]>(stageNames.map((name) => [name, []]));
  const put = (stage: PaymentStageName, item: PaymentItem) => {
    if (item.amount > 0) items.get(stage)!.push(item);
  };

  // The downpayment: what is not lent, paid by the resident's upfront cash and CPF and by the grants.
  const upfront = f.upfrontPaymentInCash + f.upfrontPaymentInCpf;
  const nonLoan = Math.max(upfront, f.flatPrice - f.estimatedLoanAmount);
  let grantsLeft = nonLoan - upfront;
  let cashLeft: number = f.upfrontPaymentInCash;
  let cpfLeft: number = f.upfrontPaymentInCpf;

  // The cash-only parts first, from the upfront cash.
  const p = f.purchaseFees;
  const cashOnly: CashOnlyPart[] = (isNew ? [{ fee: p.optionFee, stage: 'BOOKING' as const }] : [
    { fee: p.optionFee, stage: 'OPTION_TO_PURCHASE' as const },
    { fee: p.exerciseFee, stage: 'EXERCISE' as const },
    { fee: p.cashOverValuation, stage: 'COMPLETION' as const },
  ]).map(({ fee, stage }) => {
    const paid = Math.min(fee.amount, cashLeft) as Cents;
    cashLeft -= paid;
    return { fee, stage, paid };
  });
  const paidCashOnly = cashOnly.reduce((sum, part) => sum + part.paid, 0);
  for (const { fee, stage, paid } of cashOnly) {
    const short = paid < fee.amount ? ` Your upfront cash pays ${m(paid)} of it: the rest must be cash too.` : '';
    put(stage, { key: fee.key, label: fee.label, amount: paid, paymentMethod: 'CASH', howWorkedOut: `${fee.howWorkedOut}${short}`, source: fee.source });
  }

  // The rest of the downpayment in its slices.
  const afterCashOnly = nonLoan - paidCashOnly;
  const slices: Array<{ stage: PaymentStageName; amount: number; why: string; source: PolicySource | null }> = [];
  if (isNew) {
    const row = rowOn(NEW_FLAT_AGREEMENT_DOWNPAYMENT, plan.purchaseDate);
    const percent = f.estimatedLoanAmount <= 0 ? row.value.noLoanPercent : plan.loanType === 'BANK' ? row.value.bankLoanPercent : row.value.hdbLoanPercent;
    const atAgreement = Math.min(afterCashOnly, Math.max(0, percentOf(f.flatPrice, percent) - paidCashOnly));
    const how = f.estimatedLoanAmount <= 0 ? 'without a loan' : plan.loanType === 'BANK' ? 'with a bank loan' : 'with an HDB loan';
    slices.push({
      stage: 'AGREEMENT_FOR_LEASE',
      amount: atAgreement,
      why: `HDB asks for ${percent} % of the price ${how} when you sign the agreement for lease (${m(percentOf(f.flatPrice, percent))}), less the option fee paid: ${m(atAgreement)}`,
      source: row.source,
    });
    slices.push({
      stage: 'KEY_COLLECTION',
      amount: afterCashOnly - atAgreement,
      why: `The rest of the downpayment (the price ${m(f.flatPrice)} less the loan ${m(f.estimatedLoanAmount)} and what was paid before) is due at the keys: ${m(afterCashOnly - atAgreement)}`,
      source: null,
    });
  } else {
    slices.push({
      stage: 'COMPLETION',
      amount: afterCashOnly,
      why: `The rest of the downpayment (the price ${m(f.flatPrice)} less the loan ${m(f.estimatedLoanAmount)}, the option and exercise fees and the cash over valuation paid) is due at completion: ${m(afterCashOnly)}`,
      source: null,
    });
  }
  // A bank loan's cash part is paid at the first slice, less the cash already paid in the option and exercise fees.
  let bankCashLeft = Math.max(0, Math.min(f.minimumCashPayment - paidCashOnly, cashLeft));
  for (const slice of slices) {
    let left = slice.amount;
    const take = (available: number) => {
      const amount = Math.min(left, available);
      left -= amount;
      return amount;
    };
    const bankCash = take(bankCashLeft);
    bankCashLeft -= bankCash;
    cashLeft -= bankCash;
    const grants = take(grantsLeft);
    grantsLeft -= grants;
    const cpf = take(cpfLeft);
    cpfLeft -= cpf;
    const cash = take(cashLeft);
    cashLeft -= cash;
    const byGrants = grants > 0 ? `; your grants pay ${m(grants)} of it` : '';
    put(slice.stage, {
      key: 'downpaymentCpf',
      label: 'Downpayment from your CPF Ordinary Account',
      amount: cpf as Cents,
      paymentMethod: 'CPF',
      howWorkedOut: `${slice.why}${byGrants}: ${m(cpf)} from CPF.`,
      source: slice.source,
    });
    put(slice.stage, {
      key: 'downpaymentCash',
      label: 'Downpayment in cash',
      amount: (bankCash + cash) as Cents,
      paymentMethod: 'CASH',
      howWorkedOut: `${slice.why}${byGrants}: ${m(bankCash + cash)} in cash${bankCash > 0 ? ` (a bank loan needs ${m(f.minimumCashPayment)} of the price in cash)` : ''}.`,
      source: slice.source,
    });
  }

  // The one-time payments, each in its stage.
  if (isNew) {
    put('APPLICATION', {
      key: 'applicationFee',
      label: 'HDB application fee',
      amount: f.applicationFee,
      paymentMethod: 'CASH',
      howWorkedOut: `HDB's administrative fee when you apply for a flat: ${m(f.applicationFee)}, by card or QR code.`,
      source: HDB_NEW_FLAT_COSTS,
    });
  } else {
    put('OPTION_TO_PURCHASE', oneTime(p.requestForValueFee));
    put('EXERCISE', oneTime(p.resaleApplicationFee));
    put('EXERCISE', oneTime(p.caveatRegistrationFee));
    put('COMPLETION', oneTime(p.titleSearchFee));
  }
  const feeStages = isNew ? NEW_FLAT_FEE_STAGES : RESALE_FEE_STAGES;
  for (const [name, stage] of Object.entries(feeStages) as Array<[FeeItemName, PaymentStageName]>) {
    const fee = f.fees[name];
    const source = f.feeSources[name] ?? null;
    const label = FEE_LABELS[name];
    const origin = source ? `worked out from ${source.publisher}'s table` : 'the figure in your plan';
    put(stage, {
      key: name === 'renovationCost' ? 'renovation' : name,
      label,
      amount: fee.amount,
      paymentMethod: fee.paymentMethod,
      howWorkedOut: `${label}: ${m(fee.amount)} ${fee.paymentMethod === 'CPF' ? 'from CPF' : 'in cash'}, ${origin}; ${FEE_WHEN[name] ?? 'paid at this stage'}.`,
      source,
    });
  }
  put(isNew ? 'KEY_COLLECTION' : 'COMPLETION', {
    key: 'fireInsurancePremium',
    label: 'Fire insurance',
    amount: f.fireInsurancePremium,
    paymentMethod: 'CASH',
    howWorkedOut: `Fire insurance from HDB's appointed insurer (required with an HDB loan; the plan counts it for every plan), bought before you get the keys: ${m(f.fireInsurancePremium)}.`,
    source: SPEC_FIRE_INSURANCE,
  });

  return stageNames.map((stage) => {
    const stageItems = items.get(stage)!;
    const cash = stageItems.filter((i) => i.paymentMethod === 'CASH').reduce((sum, i) => sum + i.amount, 0) as Cents;
    const cpf = stageItems.filter((i) => i.paymentMethod === 'CPF').reduce((sum, i) => sum + i.amount, 0) as Cents;
    return { stage, label: STAGES[stage].label, when: STAGES[stage].when, items: stageItems, cash, cpf, total: (cash + cpf) as Cents };
  });
}

function oneTime(fee: PurchaseFee): PaymentItem {
  return { key: fee.key, label: fee.label, amount: fee.amount, paymentMethod: fee.paymentMethod, howWorkedOut: fee.howWorkedOut, source: fee.source };
}

/** The cash-only parts of the downpayment that are due (the option and exercise fees, a resale flat's cash over valuation). */
export function cashOnlyParts(fees: DownpaymentCashParts): PurchaseFee[] {
  return [fees.optionFee, fees.exerciseFee, fees.cashOverValuation].filter((fee) => fee.amount > 0);
}
