/**
 * Adjusting what the banks shared (spec 2 §4 "The user may adjust imported items", §7 PATCH /apim/...): which
 * parts of the record a resident can correct, the form for each as typed, and the calls that save it. Pure.
 *
 * Banks know the account but not the resident's part of a joint one, how a loan is repaid, or what a holding is
 * worth today when the bank's price is stale: those are what the forms ask.
 */
import type { BankCode, FpData } from '../../../src/data-import/adapters/http/data-import.contract.js';
import { BANKS } from '../../../src/data-import/adapters/http/data-import.contract.js';
import { formatMoneyInput, parseMoneyInput, type Cents } from '../shared/format/money';
import { holdingDisplayName, holdingTypeLabel } from '../../../src/data-import/adapters/http/data-import.contract.js';
import { validateShare } from './flat-adjustment';

export type AdjustableKind = 'casa' | 'fixedDeposit' | 'securedLoan' | 'unsecuredLoan' | 'investmentHolding' | 'investmentAccount' | 'depositoryHolding';

export interface AdjustableItem {
  kind: AdjustableKind;
  /** The account's or holding's id in the record. */
  id: string;
  /** The balance whose value the form corrects (a depository holding's latest balance); null when none. */
  balanceId: string | null;
  title: string;
  /** The institution and the account number (masked), or the stock code. */
  detail: string;
  /** The currency of the `value` field (a holding's own); SGD otherwise. */
  currency: string;
  /**
   * What the record says the account or holding holds, whole (before the resident's share), in its own currency
   * and as of its month (MMYYYY); null when the record gives no figure (a gold holding has no price of its own).
   */
  balance: { cents: number; currency: string; asOf: string } | null;
  /** An investment account's surrender value, in the balance's currency, once the resident gave one. */
  surrenderValue?: number;
  form: AdjustmentForm;
}

/** The fields as typed; a kind uses some of them (see {@link FIELDS_OF}). */
export interface AdjustmentForm {
  share: string;
  /** % a year; empty for none */
  growth: string;
  cash: string;
  cpf: string;
  loanType: 'MORTGAGE' | 'NON_MORTGAGE';
  /** a holding's unit price (investment accounts) or market value (depository), S$ as typed */
  value: string;
  /** an investment account's surrender value (what it would pay out today), in its currency as typed; empty for none */
  surrender: string;
}

export type AdjustmentField = keyof AdjustmentForm;

export const FIELDS_OF: Record<AdjustableKind, readonly AdjustmentField[]> = {
  casa: ['share', 'growth'],
  fixedDeposit: ['share', 'growth'],
  securedLoan: ['share', 'loanType', 'cash', 'cpf'],
  unsecuredLoan: ['share', 'loanType', 'cash', 'cpf'],
  investmentHolding: ['share', 'value', 'growth'],
  investmentAccount: ['surrender', 'growth'],
  depositoryHolding: ['share', 'value', 'growth'],
};

export const GROUP_TITLES: Record<AdjustableKind, string> = {
  casa: 'Current and savings accounts',
  fixedDeposit: 'Fixed deposits',
  securedLoan: 'Secured loans',
  unsecuredLoan: 'Unsecured loans',
  investmentHolding: 'CPFIS, SRS and unit trust holdings',
  investmentAccount: 'CPFIS, SRS and unit trust accounts',
  depositoryHolding: 'Depository holdings (CDP)',
};

export const GROWTH_MESSAGE = 'Enter a yearly rate from -100 to 100, with at most 2 decimals, or leave it empty';

const bankName = (code: string): string => BANKS[code as BankCode] ?? code;
const shareText = (share: number | null): string => String(share ?? 100);
const growthText = (rate: number | null | undefined): string => (rate === null || rate === undefined ? '' : String(rate));
const money = (cents: number): string => formatMoneyInput(Math.max(0, Math.round(cents)) as Cents);

const BLANK: AdjustmentForm = { share: '100', growth: '', cash: '0.00', cpf: '0.00', loanType: 'NON_MORTGAGE', value: '0.00', surrender: '' };

/** The growth rate the amounts carry (they are adjusted together, so the first one says it). */
const accountGrowth = (account: FpData['casa'][number]): string => growthText(account.amounts[0]?.estimatedGrowthRate);

type Amount = FpData['casa'][number]['amounts'][number];

/** The latest month's figure of an account (the record lists several months); null when it has none. */
function latestBalance(amounts: readonly Amount[]): AdjustableItem['balance'] {
  const latest = [...amounts].sort((a, b) => monthKey(b.date) - monthKey(a.date))[0];
  return latest ? { cents: latest.amount, currency: latest.ccy, asOf: latest.date } : null;
}

/**
 * Every account and holding of the record the resident can adjust, in the record's order. With `imported` (the
 * record ids the resident's lists carry, their origins' `sourceRef`), only those: an older CPFIS account or a holding
 * of an earlier month is in the record but not in cashflow or wealth, so correcting it would change nothing, and
 * listing it beside a summary that counts what was brought in made the two disagree ("1 item" beside two).
 */
export function adjustableItems(fpdata: FpData, imported?: ReadonlySet<string>): AdjustableItem[] {
  const deposits = (kind: 'casa' | 'fixedDeposit') =>
    fpdata[kind].map((account) => ({
      kind,
      id: account.id,
      balanceId: null,
      title: account.productName,
      detail: `${bankName(account.serviceProvider)} ${account.accountNumber}`,
      currency: 'SGD',
      balance: latestBalance(account.amounts),
      form: { ...BLANK, share: shareText(account.percentageShare), growth: accountGrowth(account) },
    }));
  const loans = (kind: 'securedLoan' | 'unsecuredLoan') =>
    fpdata[kind].map((loan) => ({
      kind,
      id: loan.id,
      balanceId: null,
      title: loan.productName,
      detail: `${bankName(loan.serviceProvider)} ${loan.accountNumber}`,
      currency: 'SGD',
      // Banks may give what is owed as a negative balance: the list says 'Owed', so the amount is shown unsigned.
      balance: ((b) => (b ? { ...b, cents: Math.abs(b.cents) } : null))(latestBalance(loan.amounts)),
      form: {
        ...BLANK,
        share: shareText(loan.percentageShare),
        loanType: loan.type.description,
        cash: money(loan.monthlyCashLoanInstalment),
        cpf: money(loan.monthlyCPFLoanInstalment),
      },
    }));
  const holdings = [...fpdata.cpfis, ...fpdata.srs, ...fpdata.unitTrust].flatMap((account) =>
    account.holdings.map((holding) => ({
      kind: 'investmentHolding' as const,
      id: holding.assetHoldingId,
      balanceId: null,
      title: holdingDisplayName(holding.holdingCode, holding.holdingType),
      detail: `${holdingTypeLabel(holding.holdingType)}, ${bankName(account.serviceProvider)} ${account.accountNumber}, ${holding.balancesQuantity} units`,
      currency: holding.holdingCcy,
      balance: holding.unitPrice > 0 ? { cents: Math.round(holding.balancesQuantity * holding.unitPrice), currency: holding.holdingCcy, asOf: holding.balancesDate } : null,
      form: { ...BLANK, share: shareText(account.percentageShare), growth: growthText(holding.estimatedGrowthRate), value: money(holding.unitPrice) },
    })),
  );
  // The amounts an investment account holds besides its holdings (cash, premiums paid): their surrender value
  // (PATCH /apim/asset-amount, spec 2 §4, §7) replaces the bank's figure once the resident gives one.
  const accounts = [...fpdata.cpfis, ...fpdata.srs, ...fpdata.unitTrust]
    .filter((account) => account.amounts.length > 0)
    .map((account) => {
      const balance = latestBalance(account.amounts);
      const surrender = account.amounts.find((a) => a.surrenderValue !== undefined && a.surrenderValue !== null)?.surrenderValue;
      return {
        kind: 'investmentAccount' as const,
        id: account.id,
        balanceId: null,
        title: account.productName,
        detail: `${bankName(account.serviceProvider)} ${account.accountNumber}`,
        currency: balance?.currency ?? 'SGD',
        balance,
        ...(surrender !== undefined && surrender !== null && { surrenderValue: surrender }),
        form: { ...BLANK, growth: accountGrowth(account), surrender: surrender === undefined || surrender === null ? '' : money(surrender) },
      };
    });
  const depository = fpdata.cdp.map((holding) => {
    const latest = [...holding.holdingBalances].sort((a, b) => monthKey(b.date) - monthKey(a.date))[0];
    return {
      kind: 'depositoryHolding' as const,
      id: holding.id,
      balanceId: latest?.id ?? null,
      title: holding.isin.name,
      detail: `${holding.isin.primaryStockCode}${latest ? `, ${latest.totalBalance} units` : ''}`,
      currency: latest?.marketValueCcy ?? 'SGD',
      balance: latest ? { cents: latest.marketValue, currency: latest.marketValueCcy, asOf: latest.date } : null,
      form: { ...BLANK, share: shareText(holding.percentageShare), growth: growthText(holding.estimatedGrowthRate), value: money(latest?.marketValue ?? 0) },
    };
  });
  const all = [...deposits('casa'), ...deposits('fixedDeposit'), ...loans('securedLoan'), ...loans('unsecuredLoan'), ...holdings, ...accounts, ...depository];
  return imported ? all.filter((item) => imported.has(item.id)) : all;
}

/** 'MMYYYY' as a sortable number. */
function monthKey(mmyyyy: string): number {
  return Number(mmyyyy.slice(2)) * 12 + Number(mmyyyy.slice(0, 2));
}

export function validateGrowth(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^-?\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return GROWTH_MESSAGE;
  return Math.abs(Number(trimmed)) <= 100 ? null : GROWTH_MESSAGE;
}

export function validateMoney(text: string): string | null {
  const parsed = parseMoneyInput(text);
  return parsed.ok ? null : parsed.message;
}

/** A money field that may be left empty (no surrender value: the bank's figure stands). */
export function validateOptionalMoney(text: string): string | null {
  return text.trim() === '' ? null : validateMoney(text);
}

const VALIDATORS: Partial<Record<AdjustmentField, (text: string) => string | null>> = {
  surrender: validateOptionalMoney,
  share: validateShare,
  growth: validateGrowth,
  cash: validateMoney,
  cpf: validateMoney,
  value: validateMoney,
};

/** The first message of each field of `kind` that is not valid. */
export function formErrors(kind: AdjustableKind, form: AdjustmentForm): Partial<Record<AdjustmentField, string>> {
  const errors: Partial<Record<AdjustmentField, string>> = {};
  for (const field of FIELDS_OF[kind]) {
    const message = VALIDATORS[field]?.(form[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

export interface AdjustmentCall {
  path: string;
  body: Record<string, unknown>;
}

const centsOf = (text: string): number => {
  const parsed = parseMoneyInput(text);
  return parsed.ok ? parsed.cents : 0;
};
const growthOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/**
 * The PATCH calls that save `form` for `item` (a holding's price or market value is a call of its own), in order;
 * null while a field is not valid. Ids are encoded for the path.
 */
export function adjustmentCalls(item: AdjustableItem, form: AdjustmentForm): AdjustmentCall[] | null {
  if (Object.keys(formErrors(item.kind, form)).length > 0) return null;
  const id = encodeURIComponent(item.id);
  const share = Number(form.share.trim());
  const growth = growthOf(form.growth);
  switch (item.kind) {
    case 'casa':
      return [{ path: `/apim/casa/${id}`, body: { percentageShare: share, estimatedGrowthRate: growth } }];
    case 'fixedDeposit':
      return [{ path: `/apim/fixed-deposit/${id}`, body: { percentageShare: share, estimatedGrowthRate: growth } }];
    case 'securedLoan':
    case 'unsecuredLoan':
      return [
        {
          path: `/apim/${item.kind === 'securedLoan' ? 'secured-loan' : 'unsecured-loan'}/${id}`,
          body: {
            percentageShare: share,
            monthlyCashLoanInstalment: centsOf(form.cash),
            monthlyCPFLoanInstalment: centsOf(form.cpf),
            // The calls send the loan type as its id (1 mortgage, 2 other loan).
            type: { id: form.loanType === 'MORTGAGE' ? 1 : 2 },
          },
        },
      ];
    case 'investmentHolding':
      return [
        { path: `/apim/asset-holding/${id}`, body: { percentageShare: share, estimatedGrowthRate: growth } },
        { path: `/apim/asset-holding/balance/${id}`, body: { unitPrice: centsOf(form.value) } },
      ];
    case 'investmentAccount':
      return [{ path: `/apim/asset-amount/${id}`, body: { surrenderValue: form.surrender.trim() === '' ? null : centsOf(form.surrender), estimatedGrowthRate: growth } }];
    case 'depositoryHolding': {
      const calls: AdjustmentCall[] = [{ path: `/apim/sgx/holding/${id}`, body: { percentageShare: share, estimatedGrowthRate: growth } }];
      if (item.balanceId !== null) calls.push({ path: `/apim/sgx/holding/balance/${encodeURIComponent(item.balanceId)}`, body: { marketValue: centsOf(form.value) } });
      return calls;
    }
  }
}
