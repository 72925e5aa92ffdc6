/**
 * The bank-data sandbox (spec 2 §4): SGFinDex has no public sandbox, so this makes a realistic record for any
 * resident, the same every time for the same resident (seeded by their id), with every category of spec 2 §3:
 * current and savings accounts (single and joint, SGD and USD), a fixed deposit, a home loan and a car loan, two
 * credit cards, CPFIS and SRS accounts (two CPFIS accounts, the later one active; gold in SRS), a unit-trust
 * account, and depository holdings (shares, an ETF, a Singapore Government bond with its coupon). Four months of
 * history end at the month before `today`; statements at the month before that. The seven insurers' policies cover
 * every product type of spec 2 §9, paid by GIRO, card, cash, CPF and SRS (docs/decisions.md "Insurers in the data
 * sandbox"); they are drawn last, so adding them left every bank figure of a resident as it was.
 */
import type { AssetHolding, BankAccount, BankCode, DepositoryHolding, FpData, InsurancePolicy, InsurerCode, InvestmentAccount, LoanAccount } from '../../domain/bank-data.js';
import { formatMonth, parseMonth, previousMonth, type MonthIndex } from '../../domain/statement-month.js';

/** A small, well-known PRNG (mulberry32): deterministic from a 32-bit seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a of the resident id: the seed. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** 'MMYYYY' of the month before `today` ('YYYY-MM-DD'). */
function lastFullMonth(today: string): MonthIndex {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return previousMonth(parseMonth(`${String(month).padStart(2, '0')}${year}`));
}

export function sandboxBankData(residentId: string, today: string): FpData {
  const rand = random(seedOf(residentId));
  const between = (min: number, max: number) => Math.round(min + rand() * (max - min));
  const calendar = lastFullMonth(today);
  const months = [3, 2, 1, 0].map((back) => formatMonth((calendar - back) as MonthIndex));
  const digits = () => String(between(1000, 9999));
  /** Four month-end balances drifting around `base` (cents), oldest first. */
  const history = (base: number, amountType: string, ccy = 'SGD') =>
    months.map((date, i) => ({ amountType, amount: Math.max(0, Math.round(base * (0.94 + 0.02 * i + rand() * 0.02))), ccy, date }));

  const account = (id: string, bank: BankCode, productName: string, accountType: string, extra: Partial<BankAccount> = {}): BankAccount => ({
    id,
    accountNumber: `***-**${digits()}`,
    serviceProvider: bank,
    accountType,
    accountRelationship: 'Single',
    productName,
    percentageShare: null,
    amounts: [],
    ...extra,
  });

  const casa: BankAccount[] = [
    account('casa-1', 'DBS', 'Multiplier', 'Savings', { amounts: history(between(1_500_000, 4_000_000), 'balance') }),
    account('casa-2', 'OCBC', '360 Account', 'Savings', { accountRelationship: 'Joint-OR', percentageShare: 50, amounts: history(between(2_000_000, 6_000_000), 'balance') }),
    account('casa-3', 'UOB', 'One Account', 'Current', { amounts: history(between(200_000, 800_000), 'balanceCash') }),
    account('casa-4', 'CITI', 'Global Foreign Currency', 'Savings', { amounts: history(between(300_000, 1_200_000), 'balance', 'USD') }),
  ];
  const fixedDeposit: BankAccount[] = [account('fd-1', 'SCB', '12-month Time Deposit', 'Fixed deposit', { amounts: history(between(1_000_000, 3_000_000), 'balanceFD') })];

  const statementMonths = months.slice(0, 3);
  const loanAmounts = (base: number) => statementMonths.map((date, i) => ({ amountType: 'balance', amount: base - i * Math.round(base / 300), ccy: 'SGD', date }));
  const homeBalance = between(25_000_000, 45_000_000);
  const securedLoan: LoanAccount[] = [
    {
      ...account('loan-home', 'DBS', 'HDB Home Loan', 'Secured loan', { accountRelationship: 'Joint', percentageShare: 50, amounts: loanAmounts(homeBalance) }),
      type: { id: 1, description: 'MORTGAGE' },
      monthlyCashLoanInstalment: between(20_000, 60_000),
      monthlyCPFLoanInstalment: between(120_000, 180_000),
    },
  ];
  const unsecuredLoan: LoanAccount[] = [
    {
      ...account('loan-car', 'MBB', 'Car Loan', 'Unsecured loan', { amounts: loanAmounts(between(2_000_000, 5_000_000)) }),
      type: { id: 2, description: 'NON_MORTGAGE' },
      monthlyCashLoanInstalment: between(60_000, 110_000),
      monthlyCPFLoanInstalment: 0,
    },
  ];
  const creditCard: BankAccount[] = [
    account('card-1', 'HSBC', 'Revolution Card', 'Credit card', { amounts: statementMonths.map((date) => ({ amountType: 'balance', amount: between(20_000, 250_000), ccy: 'SGD', date })) }),
    account('card-2', 'UOB', 'One Card', 'Credit card', { amounts: statementMonths.map((date) => ({ amountType: 'balance', amount: between(5_000, 90_000), ccy: 'SGD', date })) }),
  ];

  /**
   * Each holding carries a rate as SGFinDex may (spec 2 §3): 12.34 % on shares and funds (spec 2 §7's mock figure),
   * a plausible one on bonds, gold and structured products; the SGS bond at the depository below carries 6.8 %,
   * too high for a government bond, so the import shows its flag (docs/decisions.md "Links and feeds").
   */
  const SANDBOX_RATES: Readonly<Record<string, number>> = { equity: 12.34, unitTrust: 12.34, bond: 2.9, gold: 2, structuredProduct: 4 };
  const holding = (id: string, holdingType: string, holdingCode: string, quantity: number, unitPrice: number, date = months[3]!): AssetHolding => ({
    assetHoldingId: id,
    balancesDate: date,
    holdingCode,
    holdingType,
    holdingCcy: 'SGD',
    holdingCodeType: holdingType === 'gold' ? 'productCode' : 'isin',
    balanceType: 'CLBD',
    balancesQuantity: quantity,
    unitPrice,
    estimatedGrowthRate: SANDBOX_RATES[holdingType] ?? null,
  });
  const investment = (id: string, bank: BankCode, productName: string, holdings: AssetHolding[], extra: Partial<BankAccount> = {}): InvestmentAccount => ({
    ...account(id, bank, productName, 'Investment', extra),
    holdings,
  });
  const cpfis = [
    // An older CPFIS account with holdings of earlier months only: not the active one.
    investment('cpfis-1', 'OCBC', 'CPFIS Account', [holding('cpfis-1-h1', 'unitTrust', 'LION-OCBC STI ETF', 1_000, 350, months[1])]),
    investment('cpfis-2', 'DBS', 'CPFIS Account', [holding('cpfis-2-h1', 'equity', 'SG1L01001701 DBS', between(100, 600), 4_300), holding('cpfis-2-h2', 'bond', 'SG7J61955919 SGS', 20, 101_000)]),
  ];
  const srs = [
    investment('srs-1', 'UOB', 'SRS Account', [holding('srs-1-h1', 'gold', 'BAR_100G', between(1, 4), 0), holding('srs-1-h2', 'unitTrust', 'SG9999004376 Fund', between(500, 2_000), 1_250)], {
      amounts: [{ amountType: 'balanceCash', amount: between(50_000, 400_000), ccy: 'SGD', date: months[3]! }],
    }),
  ];
  const unitTrust = [investment('ut-1', 'SCB', 'Unit Trust Account', [holding('ut-1-h1', 'unitTrust', 'LU0048580855 Global Equity', between(200, 900), 2_480), holding('ut-1-h2', 'structuredProduct', 'Autocallable Note', 1, 1_000_000)])];

  const cdpBalance = (id: string, totalBalance: number, marketValue: number, extra: Partial<DepositoryHolding['holdingBalances'][number]> = {}) => ({
    id,
    date: months[3]!,
    totalBalance,
    freeBalance: totalBalance,
    blockedBalance: 0,
    marketValue,
    marketValueCcy: 'SGD',
    ...extra,
  });
  const shares = between(100, 2_000);
  const cdp: DepositoryHolding[] = [
    { id: 'cdp-1', securityType: 5, percentageShare: null, status: 'ACTIVE', isin: { id: 'SG1M31001969', name: 'SINGTEL', primaryStockCode: 'Z74' }, holdingBalances: [cdpBalance('cdp-1-b', shares, shares * 330)], estimatedGrowthRate: 12.34 },
    { id: 'cdp-2', securityType: 6, percentageShare: null, status: 'ACTIVE', isin: { id: 'SG1U56954008', name: 'SPDR STI ETF', primaryStockCode: 'ES3' }, holdingBalances: [cdpBalance('cdp-2-b', 1_000, 385_000)] },
    {
      id: 'cdp-3',
      securityType: 3,
      percentageShare: null,
      status: 'ACTIVE',
      isin: { id: 'SG7J61955919', name: 'SGS 2.875% 2030', primaryStockCode: 'N517100H' },
      holdingBalances: [cdpBalance('cdp-3-b', 10_000, 1_012_000, { couponRatePercent: 2.875, couponFrequency: 'SEMI_ANNUAL', parValue: 1_000_000, firstCouponDate: '2020-09-01', maturityDate: '2030-09-01' })],
      estimatedGrowthRate: 6.8,
    },
  ];

  const insurance = sandboxPolicies(between, months[3]!, digits);
  withRecordFields(casa, fixedDeposit, months[3]!);

  return {
    casa,
    fixedDeposit,
    securedLoan,
    unsecuredLoan,
    creditCard,
    cpfis,
    srs,
    unitTrust,
    cdp,
    insurance,
    latestCalendarMonth: months[3]!,
    latestStatementMonth: months[2]!,
    latestPreviousStatementMonth: months[1]!,
  };
}

/**
 * The account fields of spec 2 §3 a bank fills in, worked out from what was drawn (no further draws): every account
 * counts one product but the fixed deposit (two placements, its amounts split 60/40 by product number); savings
 * accounts say whether they are joint and give the calendar month's balance by currency.
 */
function withRecordFields(casa: BankAccount[], fixedDeposit: BankAccount[], month: string): void {
  for (const account of casa) {
    account.aggregateCount = 1;
    if (account.accountType !== 'Savings') continue;
    account.isJoint = /joint/i.test(account.accountRelationship);
    account.amountByCurrency = account.amounts.filter((a) => a.date === month).map((a) => ({ ccy: a.ccy, amount: a.amount }));
  }
  for (const account of fixedDeposit) {
    account.aggregateCount = 2;
    for (const amount of account.amounts) {
      const first = Math.round(amount.amount * 0.6);
      amount.aggregatedAmounts = [
        { amount: first, productNumbers: [`${account.id}-p1`] },
        { amount: amount.amount - first, productNumbers: [`${account.id}-p2`] },
      ];
    }
  }
}

type PolicyTerms = Omit<InsurancePolicy, 'id' | 'policyNumber' | 'ccy' | 'date' | 'premiumAmount' | 'premiumPaid' | 'surrenderValue' | 'benefits'>;

/**
 * The policies (cents; premiums and sums assured in the ranges Singapore policies of each type are sold at, e.g. a
 * S$500,000 term cover for some S$40 to S$90 a month): one or two per insurer, every product type, the four policy
 * types, basic plans and a rider. Surrender values only where a policy builds one (whole life, endowment, annuity,
 * investment-linked); pure protection has none.
 */
function sandboxPolicies(between: (min: number, max: number) => number, month: string, digits: () => string): InsurancePolicy[] {
  const policy = (id: string, terms: PolicyTerms, money: { premium: [number, number]; paidYears: number; surrender: number | null; benefits: [string, number][] }): InsurancePolicy => {
    const premiumAmount = between(...money.premium);
    const perYear = { MONTHLY: 12, QUARTERLY: 4, SEMI_ANNUALLY: 2, ANNUALLY: 1 }[terms.premiumFrequency] ?? 1;
    const premiumPaid = terms.premiumFrequency === 'SINGLE_PREMIUM' ? premiumAmount : premiumAmount * perYear * money.paidYears;
    return {
      id,
      policyNumber: `****${digits()}`,
      ccy: 'SGD',
      date: month,
      premiumAmount,
      premiumPaid,
      surrenderValue: money.surrender === null ? null : Math.round(premiumPaid * money.surrender),
      benefits: money.benefits.map(([benefitType, sumAssured]) => ({ benefitType, sumAssured })),
      ...terms,
    };
  };
  const terms = (serviceProvider: InsurerCode, productName: string, productType: string, policyType: string, coverageClass: string, premiumFrequency: string, paymentMethod: string, riderOrBasic = 'BASIC'): PolicyTerms => ({
    serviceProvider,
    productName,
    productType,
    policyType,
    coverageClass,
    premiumFrequency,
    paymentMethod,
    riderOrBasic,
  });
  return [
    policy('pol-1', terms('I566C', 'Term Protect 65', 'TERM', 'NON_PARTICIPATING', 'LIFE', 'MONTHLY', 'AUTOPAY_GIRO'), {
      premium: [4_000, 9_000],
      paidYears: 6,
      surrender: 0,
      benefits: [['DEATH', 50_000_000], ['TOTAL_PERMANENT_DISABILITY', 50_000_000]],
    }),
    policy('pol-2', terms('I566C', 'Early Critical Rider', 'CRITICAL_ILLNESS', 'NON_PARTICIPATING', 'ACCIDENT_AND_HEALTH', 'MONTHLY', 'AUTOPAY_GIRO', 'RIDER'), {
      premium: [2_500, 6_000],
      paidYears: 6,
      surrender: 0,
      benefits: [['CRITICAL_ILLNESS', 20_000_000]],
    }),
    policy('pol-3', terms('I518C', 'Flexi Universal Life', 'WHOLE_LIFE', 'UNIVERSAL_LIFE', 'LIFE', 'ANNUALLY', 'CREDIT_CARD'), {
      premium: [250_000, 400_000],
      paidYears: 8,
      surrender: 0.72,
      benefits: [['DEATH', 30_000_000], ['TOTAL_PERMANENT_DISABILITY', 30_000_000]],
    }),
    policy('pol-4', terms('I544C', 'Integrated Shield Plan', 'MEDICAL', 'NON_PARTICIPATING', 'ACCIDENT_AND_HEALTH', 'ANNUALLY', 'CPF_MEDISAVE'), {
      premium: [40_000, 90_000],
      paidYears: 5,
      surrender: null,
      benefits: [],
    }),
    policy('pol-5', terms('I516L', 'Savings Endowment 20', 'ENDOWMENT', 'PARTICIPATING', 'LIFE', 'ANNUALLY', 'CASH'), {
      premium: [300_000, 600_000],
      paidYears: 4,
      surrender: 0.9,
      benefits: [['DEATH', 6_000_000]],
    }),
    policy('pol-6', terms('I522L', 'Retirement Income Annuity', 'ANNUITY', 'PARTICIPATING', 'LIFE', 'SINGLE_PREMIUM', 'SRS'), {
      premium: [3_000_000, 6_000_000],
      paidYears: 1,
      surrender: 0.95,
      benefits: [['DEATH', 3_000_000]],
    }),
    policy('pol-7', terms('I808C', 'Long-Term Care Supplement', 'LONG_TERM_CARE', 'NON_PARTICIPATING', 'ACCIDENT_AND_HEALTH', 'ANNUALLY', 'CPF_MEDISAVE'), {
      premium: [20_000, 60_000],
      paidYears: 3,
      surrender: null,
      benefits: [],
    }),
    policy('pol-8', terms('I808C', 'Personal Accident Plus', 'PERSONAL_ACCIDENT', 'NON_PARTICIPATING', 'ACCIDENT_AND_HEALTH', 'QUARTERLY', 'CREDIT_CARD'), {
      premium: [5_000, 9_000],
      paidYears: 2,
      surrender: null,
      benefits: [['ACCIDENTAL_DEATH', 20_000_000]],
    }),
    policy('pol-9', terms('I527L', 'Disability Income Protector', 'DISABILITY', 'NON_PARTICIPATING', 'ACCIDENT_AND_HEALTH', 'SEMI_ANNUALLY', 'AUTOPAY_GIRO'), {
      premium: [30_000, 70_000],
      paidYears: 3,
      surrender: null,
      benefits: [['TOTAL_PERMANENT_DISABILITY', 10_000_000]],
    }),
    policy('pol-10', terms('I527L', 'Invest Link Wealth', 'OTHERS', 'INVESTMENT_LINKED', 'OTHERS', 'MONTHLY', 'CPF_ORDINARY'), {
      premium: [20_000, 50_000],
      paidYears: 5,
      surrender: 1.08,
      benefits: [['DEATH', 10_000_000]],
    }),
  ];
}
