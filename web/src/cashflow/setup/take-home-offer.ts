/**
 * Enter once (docs/decisions.md "Enter once"): an employment income's gross and CPF's contribution rules give a
 * take-home figure the income form offers, never fills on its own. The figure is the onboarding estimate's
 * (takeHomeEstimateText -> estimateTakeHomePay): one engine, no CPF arithmetic here.
 */
import { CONTRIBUTION_RATES } from '../../../../src/shared-kernel/cpf/contribution-tables.js';
import type { ResidentialStatus } from '../../../../src/identity/adapters/http/identity.contract.js';
import { formatMoney, parseMoneyInput, type Cents } from '../../shared/format/money';
import { takeHomeEstimateText } from '../estimation-rules';
import type { IncomeForm } from './income-rules';

/** What the form knows of the resident: their age in whole years and residential status (GET /user). */
export interface TakeHomeResident {
  age: number | null;
  residentialStatus: ResidentialStatus | null;
}

export interface TakeHomeOffer {
  /** The text the take-home field gets when the resident uses the offer ('4,000.00'). */
  text: string;
  cents: Cents;
  /** "After your CPF share: about S$4,000.00 (CPF's rates for age 30, as of Jan 2026)". */
  message: string;
  /** "Use S$4,000.00". */
  useLabel: string;
  /** Said once the field holds the offered figure: where it came from, and that it stays the resident's. */
  usedMessage: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The month CPF's rates in the estimate apply from, as 'Jan 2026' (ui.md: DD MMM YYYY, here without the day);
 * null for an undated table. estimateTakeHomePay reads the tables' newest row, so the newest row's date is named.
 */
export function cpfRatesAsOf(): string | null {
  const from = CONTRIBUTION_RATES.rows[CONTRIBUTION_RATES.rows.length - 1]!.effectiveFrom;
  if (from === null) return null;
  return `${MONTHS[Number(from.slice(5, 7)) - 1]} ${from.slice(0, 4)}`;
}

/**
 * The take-home offer for the income form, or null when there is none to make: only for EMPLOYMENT income in SGD
 * (CPF is paid on Singapore wages in S$), with a gross above 0 typed, and a resident whose age is known and who
 * pays CPF (citizens and PRs; a foreigner pays none, so gross minus nothing would be no help).
 */
export function takeHomeOffer(form: Pick<IncomeForm, 'type' | 'currency' | 'gross'>, resident: TakeHomeResident | null): TakeHomeOffer | null {
  if (form.type !== 'EMPLOYMENT' || form.currency !== 'SGD' || resident === null) return null;
  const { age, residentialStatus } = resident;
  if (age === null || residentialStatus === null || residentialStatus === 'FOREIGNER') return null;
  const gross = parseMoneyInput(form.gross);
  if (!gross.ok || gross.cents <= 0) return null;
  const text = takeHomeEstimateText(form.gross, age, residentialStatus);
  const parsed = text === null ? null : parseMoneyInput(text);
  if (text === null || parsed === null || !parsed.ok) return null;
  const money = formatMoney(parsed.cents);
  const asOf = cpfRatesAsOf();
  const rates = `CPF's rates for age ${age}${asOf === null ? '' : `, as of ${asOf}`}`;
  return {
    text,
    cents: parsed.cents,
    message: `After your CPF share: about ${money} (${rates})`,
    useLabel: `Use ${money}`,
    usedMessage: `Estimated from ${rates}. Change it if your payslip says otherwise.`,
  };
}

/** Whether the take-home field holds the offered figure (then the form says where it came from instead of offering). */
export function takeHomeIsOffered(takeHomeText: string, offer: TakeHomeOffer): boolean {
  const takeHome = parseMoneyInput(takeHomeText);
  return takeHome.ok && takeHome.cents === offer.cents;
}
