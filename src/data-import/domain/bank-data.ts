/**
 * The bank-data record (spec 2 §3 "fpdata"), as the product reads it: accounts by category, each with monthly
 * amounts (dated MMYYYY) and, for investment accounts, holdings. Amounts are cents of their currency; percentage
 * shares are 0 to 100. Field names follow the spec so a production SGFinDex adapter maps one to one.
 */

/** The institutions (spec 2 §3: seven retail banks, the depository, and "other"). */
export const BANKS = {
  DBS: 'DBS Bank',
  OCBC: 'OCBC Bank',
  UOB: 'UOB',
  SCB: 'Standard Chartered Bank',
  CITI: 'Citibank',
  HSBC: 'HSBC',
  MBB: 'Maybank',
  CDP: 'The Central Depository (CDP)',
  OTHER: 'Other bank',
} as const;
export type BankCode = keyof typeof BANKS;

export interface BankAmount {
  /** balance, balanceFD, premiumPaid, balanceFM, balanceCash, balanceSSB, ... */
  amountType: string;
  amount: number;
  ccy: string;
  /** MMYYYY */
  date: string;
  description?: string;
  surrenderValue?: number | null;
  estimatedGrowthRate?: number | null;
}

export interface BankAccount {
  id: string;
  /** masked but for the last digits, e.g. '***-**1234' */
  accountNumber: string;
  serviceProvider: BankCode;
  accountType: string;
  /** Single, Joint, Joint-OR, Joint-AND, ... */
  accountRelationship: string;
  productName: string;
  percentageShare: number | null;
  amounts: BankAmount[];
}

export interface LoanAccount extends BankAccount {
  type: { id: number; description: 'MORTGAGE' | 'NON_MORTGAGE' };
  monthlyCashLoanInstalment: number;
  monthlyCPFLoanInstalment: number;
}

export interface AssetHolding {
  assetHoldingId: string;
  /** MMYYYY */
  balancesDate: string;
  holdingCode: string;
  /** gold, equity, bond, unitTrust, structuredProduct, others */
  holdingType: string;
  holdingCcy: string;
  holdingCodeType: 'productCode' | 'isin';
  balanceType: string;
  balancesQuantity: number;
  /** cents of holdingCcy per unit (for gold, per product unit) */
  unitPrice: number;
  estimatedGrowthRate?: number | null;
}

export interface InvestmentAccount extends BankAccount {
  holdings: AssetHolding[];
}

export interface DepositoryHolding {
  id: string;
  /** numeric security type (see amount-types.ts) */
  securityType: number;
  percentageShare: number | null;
  status: string;
  isin: { id: string; name: string; primaryStockCode: string };
  holdingBalances: {
    id: string;
    /** MMYYYY */
    date: string;
    totalBalance: number;
    freeBalance: number;
    blockedBalance: number;
    /** cents of marketValueCcy for the whole balance */
    marketValue: number;
    marketValueCcy: string;
    couponRatePercent?: number | null;
    couponFrequency?: string | null;
    parValue?: number | null;
    firstCouponDate?: string | null;
    maturityDate?: string | null;
  }[];
  estimatedGrowthRate?: number | null;
}

export interface FpData {
  casa: BankAccount[];
  fixedDeposit: BankAccount[];
  securedLoan: LoanAccount[];
  unsecuredLoan: LoanAccount[];
  creditCard: BankAccount[];
  cpfis: InvestmentAccount[];
  srs: InvestmentAccount[];
  unitTrust: InvestmentAccount[];
  cdp: DepositoryHolding[];
  /** MMYYYY */
  latestStatementMonth: string | null;
  latestPreviousStatementMonth: string | null;
  latestCalendarMonth: string;
}
