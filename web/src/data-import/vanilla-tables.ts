/**
 * Vanilla tables mode (/sgfindex, spec 1 §2): the retrieved records as plain tables, one row per account, amount
 * or holding, with the record's own codes and values, so a tester can check what arrived before any rule reads it.
 * Amounts are shown in units of their currency (the record holds cents).
 */
import type { FpData, MyinfoPersonResponse } from '../../../src/data-import/adapters/http/data-import.contract.js';

export interface PlainTable {
  id: string;
  title: string;
  columns: string[];
  rows: string[][];
}

type BankAccountRecord = FpData['casa'][number];
type LoanRecord = FpData['securedLoan'][number];
type InvestmentRecord = FpData['srs'][number];

const EMPTY = '—';

/** 123456 cents -> '1234.56'; keeps the sign, no grouping (a raw value, not a display figure). */
export function units(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return EMPTY;
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const text = (value: string | number | null | undefined): string => (value === null || value === undefined || value === '' ? EMPTY : String(value));

const ACCOUNT_COLUMNS = ['Account', 'Institution', 'Product', 'Type', 'Relationship', 'Share %', 'Month', 'Amount type', 'Amount', 'Currency'];

/** One row per monthly amount (an account without amounts still shows, with empty amount cells). */
function accountRows(accounts: BankAccountRecord[]): string[][] {
  return accounts.flatMap((account) => {
    const head = [account.accountNumber, account.serviceProvider, account.productName, account.accountType, account.accountRelationship, text(account.percentageShare)];
    if (account.amounts.length === 0) return [[...head, EMPTY, EMPTY, EMPTY, EMPTY]];
    return account.amounts.map((amount) => [...head, amount.date, amount.amountType, units(amount.amount), amount.ccy]);
  });
}

function loanTable(id: string, title: string, loans: LoanRecord[]): PlainTable {
  const rows = loans.flatMap((loan) => {
    const extra = [loan.type.description, units(loan.monthlyCashLoanInstalment), units(loan.monthlyCPFLoanInstalment)];
    return accountRows([loan]).map((row) => [...row, ...extra]);
  });
  return { id, title, columns: [...ACCOUNT_COLUMNS, 'Loan type', 'Cash instalment', 'CPF instalment'], rows };
}

function holdingsTable(id: string, title: string, accounts: InvestmentRecord[]): PlainTable {
  const rows = accounts.flatMap((account) =>
    account.holdings.map((holding) => [
      account.accountNumber,
      account.serviceProvider,
      holding.balancesDate,
      holding.holdingType,
      `${holding.holdingCode} (${holding.holdingCodeType})`,
      holding.balanceType,
      text(holding.balancesQuantity),
      units(holding.unitPrice),
      holding.holdingCcy,
    ]),
  );
  return { id, title, columns: ['Account', 'Institution', 'Month', 'Holding type', 'Code', 'Balance type', 'Quantity', 'Unit price', 'Currency'], rows };
}

function depositoryTable(holdings: FpData['cdp']): PlainTable {
  const rows = holdings.flatMap((holding) =>
    holding.holdingBalances.map((balance) => [
      holding.isin.name,
      holding.isin.primaryStockCode,
      holding.isin.id,
      text(holding.securityType),
      text(holding.percentageShare),
      balance.date,
      text(balance.totalBalance),
      units(balance.marketValue),
      balance.marketValueCcy,
      balance.couponRatePercent === null || balance.couponRatePercent === undefined ? EMPTY : `${balance.couponRatePercent}% ${text(balance.couponFrequency)}`,
      text(balance.maturityDate),
    ]),
  );
  return {
    id: 'cdp',
    title: 'Depository holdings (CDP)',
    columns: ['Security', 'Stock code', 'ISIN', 'Security type', 'Share %', 'Month', 'Units', 'Market value', 'Currency', 'Coupon', 'Maturity'],
    rows,
  };
}

/** The bank-data record as tables, in the record's order; the months first. */
export function bankDataTables(fpdata: FpData): PlainTable[] {
  return [
    {
      id: 'months',
      title: 'Record months',
      columns: ['Latest calendar month', 'Latest statement month', 'Previous statement month'],
      rows: [[fpdata.latestCalendarMonth, text(fpdata.latestStatementMonth), text(fpdata.latestPreviousStatementMonth)]],
    },
    { id: 'casa', title: 'Current and savings accounts', columns: ACCOUNT_COLUMNS, rows: accountRows(fpdata.casa) },
    { id: 'fixed-deposit', title: 'Fixed deposits', columns: ACCOUNT_COLUMNS, rows: accountRows(fpdata.fixedDeposit) },
    loanTable('secured-loan', 'Secured loans', fpdata.securedLoan),
    loanTable('unsecured-loan', 'Unsecured loans', fpdata.unsecuredLoan),
    { id: 'credit-card', title: 'Credit cards', columns: ACCOUNT_COLUMNS, rows: accountRows(fpdata.creditCard) },
    { id: 'cpfis', title: 'CPF Investment Scheme accounts', columns: ACCOUNT_COLUMNS, rows: accountRows(fpdata.cpfis) },
    holdingsTable('cpfis-holdings', 'CPF Investment Scheme holdings', fpdata.cpfis),
    { id: 'srs', title: 'SRS accounts', columns: ACCOUNT_COLUMNS, rows: accountRows(fpdata.srs) },
    holdingsTable('srs-holdings', 'SRS holdings', fpdata.srs),
    { id: 'unit-trust', title: 'Unit trust accounts', columns: ACCOUNT_COLUMNS, rows: accountRows(fpdata.unitTrust) },
    holdingsTable('unit-trust-holdings', 'Unit trust holdings', fpdata.unitTrust),
    depositoryTable(fpdata.cdp),
  ];
}

type PersonRecord = NonNullable<MyinfoPersonResponse['data']>;

/** The personal-data record as tables: CPF, notice of assessment, HDB flats. */
export function personalDataTables(person: PersonRecord): PlainTable[] {
  const cpf = person.cpf;
  const noa = person.noa;
  return [
    {
      id: 'cpf',
      title: 'CPF balances (SGD)',
      columns: ['Ordinary', 'Special', 'MediSave', 'Retirement'],
      rows: cpf ? [[units(cpf.oa), units(cpf.sa), units(cpf.ma), units(cpf.ra)]] : [],
    },
    {
      id: 'noa',
      title: 'Notice of assessment (SGD)',
      columns: ['Year of assessment', 'Assessable income', 'Employment', 'Trade', 'Interest', 'Rent', 'Category'],
      rows: noa ? [[noa.yearOfAssessment, units(noa.amount), units(noa.employment), units(noa.trade), units(noa.interest), units(noa.rent), text(noa.category)]] : [],
    },
    {
      id: 'hdb',
      title: 'HDB ownership (SGD)',
      columns: ['Flat', 'Outstanding loan', 'Monthly instalment', 'Cash part', 'CPF part', 'Share %'],
      rows: person.hdbOwnership.map((flat) => [
        flat.description,
        units(flat.outstandingLoanBalance),
        units(flat.monthlyLoanInstalment),
        units(flat.monthlyCashLoanInstalment),
        units(flat.monthlyCPFLoanInstalment),
        text(flat.percentageShare),
      ]),
    },
  ];
}
