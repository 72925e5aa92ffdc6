/**
 * What one bank-data record becomes in wealth and cashflow (spec 2 §4 "Bank data selection", "How imported data
 * becomes assets and liabilities"): the month of each category, the accounts and holdings of that month, kinds,
 * joint shares, SGD at the stored rates. Pure: the writer stores the result, tagged with its source and month.
 */
import type { FxRates } from '../../shared-kernel/fx.js';
import { convert } from '../../shared-kernel/fx.js';
import type { Cents } from '../../shared-kernel/money.js';
import { activeAccount, holdingsOf } from './active-account.js';
import { assetKindOfAmountType, assetKindOfHoldingType, assetKindOfSecurityType, type ImportedAssetKind } from './amount-types.js';
import { BANKS, type BankAccount, type FpData, type InsurancePolicy, type InsurerCode, type InvestmentAccount, type LoanAccount } from './bank-data.js';
import { holdingDisplayName } from './display-names.js';
import { goldValueCents, ouncesHeld } from './gold.js';
import { residentPart } from './joint-share.js';
import { depositMonth, formatMonth, parseMonth, statementMonth, type MonthIndex } from './statement-month.js';

/** Where an imported item came from and as of when: shown beside it, and how a re-import finds what to replace. */
export interface ImportOrigin {
  /** the institution's name, e.g. 'DBS Bank' */
  sourceName: string;
  /** the account or holding id in the record (PATCH /apim/... adjusts it) */
  sourceRef: string;
  /** MMYYYY of the amounts used */
  asOf: string;
}

/**
 * An insurer's policy as the import reads it (spec 2 §9 enumerations, as the record spells them); the writer turns
 * it into the insurance asset's details, the insurer named from the one table of names. Amounts are SGD cents.
 */
export interface ImportedPolicy {
  providerCode: InsurerCode;
  policyType: string;
  productType: string;
  coverageClass: string;
  riderOrBasic: string;
  premiumAmount: number;
  premiumFrequency: string;
  paymentMethod: string;
  /** SGD cents by benefit type (DEATH, ACCIDENTAL_DEATH, TOTAL_PERMANENT_DISABILITY, CRITICAL_ILLNESS) */
  sumsAssured: Record<string, number>;
}

export interface ImportedAsset extends ImportOrigin {
  kind: ImportedAssetKind;
  name: string;
  /** SGD cents */
  totalValueAmount: number;
  investmentSource: 'CASH' | 'CPFIS' | 'SRS';
  /** units (ounces for gold) when the record gives a quantity */
  quantity: number | null;
  estimatedGrowthRate: number | null;
  /** kind 'insurance' from an insurer: the policy's details */
  policy?: ImportedPolicy;
}

export interface ImportedLiability extends ImportOrigin {
  name: string;
  /** SGD cents outstanding */
  amount: number;
  category: 'MORTGAGE' | 'NON_MORTGAGE';
}

export interface ImportedLoanRepayment extends ImportOrigin {
  name: string;
  /** SGD cents a month: cash + cpf */
  amount: number;
  cash: number;
  cpf: number;
  type: 'MORTGAGE' | 'NON_MORTGAGE';
}

export interface ImportedBankItems {
  assets: ImportedAsset[];
  liabilities: ImportedLiability[];
  loanRepayments: ImportedLoanRepayment[];
}

/** Kinds the product holds only as cash-bought; bought with CPFIS or SRS money they count as other investments. */
const CASH_ONLY_KINDS: readonly ImportedAssetKind[] = ['cash-balance', 'cash-savings', 'fixed-deposit', 'insurance', 'other-non-investment'];

/**
 * An account's product name as the bank calls it ('HDB Home Loan'): the bank is its origin, shown beside it, and an
 * account number's last digits mean nothing to a resident (docs/decisions.md "Rough edges smoothed").
 */
const accountName = (account: BankAccount) => account.productName.trim().slice(0, 24);
const sgd = (cents: number, currency: string, rates: FxRates) => convert(Math.round(cents) as Cents, currency, 'SGD', rates);
const amountsOf = (account: BankAccount, month: MonthIndex) => account.amounts.filter((a) => parseMonth(a.date) === month);

function monthlyAccount(account: BankAccount | InvestmentAccount) {
  return {
    amounts: account.amounts.map((a) => ({ month: parseMonth(a.date) })),
    holdings: ('holdings' in account ? account.holdings : []).map((h) => ({ balancesMonth: parseMonth(h.balancesDate) })),
  };
}

/** Current, savings and fixed-deposit accounts: each amount of the month as an asset of its kind. */
function depositAssets(accounts: readonly BankAccount[], month: MonthIndex, rates: FxRates): ImportedAsset[] {
  return accounts.flatMap((account) =>
    amountsOf(account, month).map((amount) => ({
      kind: assetKindOfAmountType(amount.amountType),
      name: accountName(account),
      // A savings account the bank marks joint (isJoint, spec 2 §3) is joint whatever its relationship says.
      totalValueAmount: sgd(residentPart(amount.amount, account.isJoint === true ? 'Joint' : account.accountRelationship, account.percentageShare), amount.ccy, rates),
      investmentSource: 'CASH' as const,
      quantity: null,
      estimatedGrowthRate: amount.estimatedGrowthRate ?? null,
      sourceName: BANKS[account.serviceProvider],
      sourceRef: account.id,
      asOf: amount.date,
    })),
  );
}

/** Holdings and amounts of an investment account for the month, bought with `source` money. */
function investmentAssets(account: InvestmentAccount, month: MonthIndex, source: ImportedAsset['investmentSource'], rates: FxRates): ImportedAsset[] {
  const origin = { sourceName: BANKS[account.serviceProvider], sourceRef: account.id, asOf: formatMonth(month) };
  const fromHoldings = holdingsOf(
    account.holdings.map((h) => ({ ...h, balancesMonth: parseMonth(h.balancesDate) })),
    month,
  ).map((holding): ImportedAsset => {
    const kind = assetKindOfHoldingType(holding.holdingType);
    const gold = kind === 'gold';
    const ounces = gold ? ouncesHeld(holding.holdingCode, holding.balancesQuantity) : null;
    const value = gold ? goldValueCents(ounces!, rates.XAU ?? 0) : sgd(residentPart(Math.round(holding.balancesQuantity * holding.unitPrice), account.accountRelationship, account.percentageShare), holding.holdingCcy, rates);
    return {
      kind: source !== 'CASH' && CASH_ONLY_KINDS.includes(kind) ? 'other-investment' : kind,
      name: holdingDisplayName(holding.holdingCode, holding.holdingType).slice(0, 24),
      totalValueAmount: value,
      investmentSource: source,
      quantity: gold ? ounces : holding.balancesQuantity,
      estimatedGrowthRate: holding.estimatedGrowthRate ?? null,
      ...origin,
      sourceRef: holding.assetHoldingId,
    };
  });
  const fromAmounts = amountsOf(account, month).map((amount): ImportedAsset => {
    const kind = assetKindOfAmountType(amount.amountType);
    return {
      kind: source !== 'CASH' && CASH_ONLY_KINDS.includes(kind) ? 'other-investment' : kind,
      name: `${accountName(account)} cash`.slice(0, 24),
      // The surrender value the resident gave (PATCH /apim/asset-amount, spec 2 §4, §7) is what the account would pay
      // out today, in the amount's currency: it replaces the bank's figure (premiums paid are not a value).
      totalValueAmount: sgd(residentPart(amount.surrenderValue ?? amount.amount, account.accountRelationship, account.percentageShare), amount.ccy, rates),
      investmentSource: source,
      quantity: null,
      estimatedGrowthRate: amount.estimatedGrowthRate ?? null,
      ...origin,
    };
  });
  return [...fromHoldings, ...fromAmounts];
}

/** Loans: the outstanding balance as a liability, the instalments as a loan repayment (both the resident's share). */
function loanItems(loans: readonly LoanAccount[], month: MonthIndex, rates: FxRates): Pick<ImportedBankItems, 'liabilities' | 'loanRepayments'> {
  const liabilities: ImportedLiability[] = [];
  const loanRepayments: ImportedLoanRepayment[] = [];
  for (const loan of loans) {
    const balance = amountsOf(loan, month)[0];
    if (!balance) continue;
    const share = (cents: number, ccy: string) => sgd(residentPart(cents, loan.accountRelationship, loan.percentageShare), ccy, rates);
    const origin = { sourceName: BANKS[loan.serviceProvider], sourceRef: loan.id, asOf: balance.date };
    const type = loan.type.description;
    liabilities.push({ name: accountName(loan), amount: share(balance.amount, balance.ccy), category: type, ...origin });
    const cash = share(loan.monthlyCashLoanInstalment, balance.ccy);
    const cpf = share(loan.monthlyCPFLoanInstalment, balance.ccy);
    if (cash + cpf > 0) loanRepayments.push({ name: accountName(loan), amount: cash + cpf, cash, cpf, type, ...origin });
  }
  return { liabilities, loanRepayments };
}

/**
 * The insurers' policies: each an insurance asset worth its surrender value (what it would pay out today; none for
 * pure protection: 0, and kept, since the cover is what matters on the protection pages), as of the policy's month.
 * Premiums paid are not a value (docs/decisions.md "Insurers in the data sandbox").
 */
function policyAssets(policies: readonly InsurancePolicy[], rates: FxRates): ImportedAsset[] {
  return policies.map((policy) => {
    const inSgd = (cents: number) => sgd(cents, policy.ccy, rates);
    const sumsAssured: Record<string, number> = {};
    for (const benefit of policy.benefits) sumsAssured[benefit.benefitType] = (sumsAssured[benefit.benefitType] ?? 0) + inSgd(benefit.sumAssured);
    return {
      kind: 'insurance',
      name: policy.productName.trim().slice(0, 24),
      totalValueAmount: inSgd(policy.surrenderValue ?? 0),
      // Insurance is held as cash-bought; how the premium is paid (CPF, SRS, cash) is the policy's payment method.
      investmentSource: 'CASH',
      quantity: null,
      estimatedGrowthRate: null,
      sourceName: policy.serviceProvider,
      sourceRef: policy.id,
      asOf: policy.date,
      policy: {
        providerCode: policy.serviceProvider,
        policyType: policy.policyType,
        productType: policy.productType,
        coverageClass: policy.coverageClass,
        riderOrBasic: policy.riderOrBasic,
        premiumAmount: inSgd(policy.premiumAmount),
        premiumFrequency: policy.premiumFrequency,
        paymentMethod: policy.paymentMethod,
        sumsAssured,
      },
    };
  });
}

/** One bank-data record -> assets, liabilities and loan repayments in SGD. @throws InvalidBankData on unknown types. */
export function bankItemsOf(data: FpData, rates: FxRates): ImportedBankItems {
  const months = {
    latestCalendarMonth: parseMonth(data.latestCalendarMonth),
    latestStatementMonth: data.latestStatementMonth ? parseMonth(data.latestStatementMonth) : null,
    latestPreviousStatementMonth: data.latestPreviousStatementMonth ? parseMonth(data.latestPreviousStatementMonth) : null,
  };
  const deposits = depositMonth(months);
  const billed = [...data.securedLoan, ...data.unsecuredLoan, ...data.creditCard];
  const statement = statementMonth(months, (month) => billed.some((account) => amountsOf(account, month).length > 0));

  const assets: ImportedAsset[] = [...depositAssets(data.casa, deposits, rates), ...depositAssets(data.fixedDeposit, deposits, rates)];
  for (const [accounts, source] of [
    [data.cpfis, 'CPFIS'],
    [data.srs, 'SRS'],
  ] as const) {
    const active = activeAccount(
      accounts.map((account) => ({ ...monthlyAccount(account), account })),
      deposits,
    );
    if (active) assets.push(...investmentAssets(active.account, deposits, source, rates));
  }
  for (const account of data.unitTrust) assets.push(...investmentAssets(account, deposits, 'CASH', rates));
  for (const holding of data.cdp) {
    const balance = holding.holdingBalances.find((b) => parseMonth(b.date) === deposits);
    if (!balance) continue;
    assets.push({
      kind: assetKindOfSecurityType(holding.securityType),
      name: holding.isin.name.slice(0, 24),
      totalValueAmount: sgd(residentPart(balance.marketValue, holding.percentageShare !== null && holding.percentageShare < 100 ? 'Joint' : 'Single', holding.percentageShare), balance.marketValueCcy, rates),
      investmentSource: 'CASH',
      quantity: balance.totalBalance,
      estimatedGrowthRate: holding.estimatedGrowthRate ?? null,
      sourceName: BANKS.CDP,
      sourceRef: holding.id,
      asOf: balance.date,
    });
  }

  const loans = loanItems([...data.securedLoan, ...data.unsecuredLoan], statement, rates);
  const cards = data.creditCard.flatMap((card): ImportedLiability[] => {
    const balance = amountsOf(card, statement)[0];
    if (!balance || balance.amount <= 0) return [];
    const amount = sgd(residentPart(balance.amount, card.accountRelationship, card.percentageShare), balance.ccy, rates);
    return [{ name: accountName(card), amount, category: 'NON_MORTGAGE', sourceName: BANKS[card.serviceProvider], sourceRef: card.id, asOf: balance.date }];
  });
  return { assets: [...assets.filter((a) => a.totalValueAmount > 0), ...policyAssets(data.insurance ?? [], rates)], liabilities: [...loans.liabilities, ...cards], loanRepayments: loans.loanRepayments };
}
