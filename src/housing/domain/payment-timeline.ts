/**
 * What is paid when: the plan's payments grouped by the stage of HDB's buying procedure at which each falls due,
 * split into cash and CPF (docs/decisions.md "Housing payment timeline"). New flat: application, booking, signing
 * the agreement for lease, key collection. Resale flat: the option to purchase, its exercise, completion.
 * Pure: the same plan and summary figures always give the same timeline.
 */
import type { Cents } from '../../shared-kernel/money.js';
import type { PolicySource } from './policy/dated-table.js';

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
