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

/**
 * The insurers (spec 2 §9 provider codes): SGFinDex shares their policies beside the banks' accounts. Their names
 * come from cashflow-wealth's one table (docs/decisions.md "Insurers in the data sandbox").
 */
export const INSURER_CODES = ['I566C', 'I518C', 'I544C', 'I516L', 'I522L', 'I808C', 'I527L'] as const;
export type InsurerCode = (typeof INSURER_CODES)[number];
/** Any institution a resident may share from: a bank, the depository, an insurer. */
export type InstitutionCode = BankCode | InsurerCode;
export const isInsurerCode = (value: string): value is InsurerCode => (INSURER_CODES as readonly string[]).includes(value);
export const isInstitutionCode = (value: string): value is InstitutionCode => Object.hasOwn(BANKS, value) || isInsurerCode(value);

export interface BankAmount {
  /** balance, balanceFD, premiumPaid, balanceFM, balanceCash, balanceSSB, ... */
  amountType: string;
  amount: number;
  ccy: string;
  /** MMYYYY */
  date: string;
  description?: string;
  /**
   * When `amount` adds up several products of the account (several placements of one fixed-deposit account, spec 2
   * §3): each product's part and the product numbers it covers. Absent: the amount is one product's.
   */
  aggregatedAmounts?: { amount: number; productNumbers: string[] }[];
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
  /** how many products the account's amounts add up (spec 2 §3); absent in records stored before it was carried: 1 */
  aggregateCount?: number;
  /** savings: whether the account is held jointly, as the bank says (spec 2 §3); the relationship says it too */
  isJoint?: boolean;
  /** savings: the month's balance in each currency of a multi-currency account (cents of `ccy`), as the bank gives it */
  amountByCurrency?: { ccy: string; amount: number }[];
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

/** A benefit an insurance policy pays, and its sum assured (cents of the policy's `ccy`). */
export interface PolicyBenefit {
  /** DEATH, ACCIDENTAL_DEATH, TOTAL_PERMANENT_DISABILITY, CRITICAL_ILLNESS (spec 2 §9) */
  benefitType: string;
  sumAssured: number;
}

/**
 * An insurer's policy as SGFinDex shares it (spec 2 §9 enumerations; the field names are ours where the spec gives
 * only the enumerations). Amounts are cents of `ccy`: the premium per `premiumFrequency`, the premiums paid to date
 * and the surrender (cash) value as at `date`.
 */
export interface InsurancePolicy {
  id: string;
  /** masked but for the last digits */
  policyNumber: string;
  serviceProvider: InsurerCode;
  productName: string;
  /** PARTICIPATING, NON_PARTICIPATING, INVESTMENT_LINKED, UNIVERSAL_LIFE */
  policyType: string;
  /** TERM, WHOLE_LIFE, ENDOWMENT, ANNUITY, MEDICAL, LONG_TERM_CARE, CRITICAL_ILLNESS, DISABILITY, PERSONAL_ACCIDENT, OTHERS */
  productType: string;
  /** LIFE, ACCIDENT_AND_HEALTH, OTHERS */
  coverageClass: string;
  /** BASIC, RIDER */
  riderOrBasic: string;
  premiumAmount: number;
  /** MONTHLY, QUARTERLY, SEMI_ANNUALLY, ANNUALLY, SINGLE_PREMIUM, OTHERS */
  premiumFrequency: string;
  /** AUTOPAY_GIRO, CREDIT_CARD, OTHER, CPF_ORDINARY, CPF_SPECIAL, CPF_MEDISAVE, SRS, CASH */
  paymentMethod: string;
  ccy: string;
  benefits: PolicyBenefit[];
  premiumPaid: number;
  surrenderValue: number | null;
  /** MMYYYY the figures are as of */
  date: string;
}

/**
 * How one institution answered the request (spec 2 §3 "response statuses (service provider and statusCode)"): 200
 * all its data, 206 part of it (some categories could not be read), 503 none (it failed or did not answer).
 */
export interface ProviderStatus {
  serviceProvider: InstitutionCode;
  statusCode: 200 | 206 | 503;
  /** what was missing, in words, when not 200 */
  description?: string;
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
  /** the insurers' policies; absent in records stored before insurers were served: none */
  insurance?: InsurancePolicy[];
  /** each chosen institution's answer; absent in records stored before it was carried: every one answered in full */
  statuses?: ProviderStatus[];
  /** MMYYYY */
  latestStatementMonth: string | null;
  latestPreviousStatementMonth: string | null;
  latestCalendarMonth: string;
}
