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
import type { FeeItem, FeeItemName, HousingPlanFields } from './housing-plan.js';
import { rowOn, type PolicySource } from './policy/dated-table.js';
import { NEW_FLAT_AGREEMENT_DOWNPAYMENT } from './policy/new-flat-downpayment.js';
import { FEE_LABELS, FEE_WHEN, HDB_NEW_FLAT_COSTS, NEW_FLAT_FEE_STAGES, RESALE_FEE_STAGES, SPEC_FIRE_INSURANCE, STAGES, type PaymentStageName } from './payment-stages.js';
import type { PurchaseFee, PurchaseFees } from './purchase-fees.js';

// The purchase's own fees and the stage tables live in their own files (docs/architecture.md "File size"); every
// importer keeps reading them from here.
export type { PaymentStageName } from './payment-stages.js';
export {
  cashOnlyParts,
  DOWNPAYMENT_FEE_ITEMS,
  downpaymentCashParts,
  ONE_TIME_PURCHASE_FEES,
  purchaseFees,
  type DownpaymentCashParts,
  type PurchaseFee,
  type PurchaseFeeFigures,
  type PurchaseFees,
} from './purchase-fees.js';

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

const m = (cents: number) => formatMoney(cents as Cents);

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
