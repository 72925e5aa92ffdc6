import { expect } from 'chai';
import type { BankAccount, FpData, InvestmentAccount, LoanAccount } from '../../../src/data-import/domain/bank-data.js';
import { bankItemsOf } from '../../../src/data-import/domain/bank-data-import.js';

const RATES = { SGD: '1', USD: '1.3', XAU: '5294.80' };

const account = (overrides: Partial<BankAccount>): BankAccount => ({
  id: 'acc',
  accountNumber: '***-**1234',
  serviceProvider: 'DBS',
  accountType: 'Savings',
  accountRelationship: 'Single',
  productName: 'Multiplier',
  percentageShare: null,
  amounts: [],
  ...overrides,
});

const loan = (overrides: Partial<LoanAccount>): LoanAccount => ({
  ...account({ accountType: 'Loan', productName: 'Home loan' }),
  type: { id: 1, description: 'MORTGAGE' },
  monthlyCashLoanInstalment: 0,
  monthlyCPFLoanInstalment: 0,
  ...overrides,
});

const investment = (overrides: Partial<InvestmentAccount>): InvestmentAccount => ({ ...account({ accountType: 'Investment' }), holdings: [], ...overrides });

const holding = (overrides: Partial<InvestmentAccount['holdings'][number]>): InvestmentAccount['holdings'][number] => ({
  assetHoldingId: 'h',
  balancesDate: '102026',
  holdingCode: 'SG-FUND',
  holdingType: 'unitTrust',
  holdingCcy: 'SGD',
  holdingCodeType: 'productCode',
  balanceType: 'CLBD',
  balancesQuantity: 100,
  unitPrice: 150,
  ...overrides,
});

const EMPTY: FpData = {
  casa: [],
  fixedDeposit: [],
  securedLoan: [],
  unsecuredLoan: [],
  creditCard: [],
  cpfis: [],
  srs: [],
  unitTrust: [],
  cdp: [],
  latestCalendarMonth: '102026',
  latestStatementMonth: '102026',
  latestPreviousStatementMonth: '092026',
};

describe('Bank data -> assets, liabilities and loan repayments (spec 2 §4)', () => {
  it('savings: the calendar month only, joint accounts at the resident’s share, foreign currency in SGD; accounts with nothing that month left out', () => {
    const items = bankItemsOf(
      {
        ...EMPTY,
        casa: [
          account({ id: 'a', amounts: [{ amountType: 'balance', amount: 1_000_000, ccy: 'SGD', date: '102026' }, { amountType: 'balance', amount: 900_000, ccy: 'SGD', date: '092026' }] }),
          account({ id: 'b', serviceProvider: 'OCBC', productName: '360', accountRelationship: 'Joint-OR', percentageShare: 50, amounts: [{ amountType: 'balance', amount: 200_000, ccy: 'USD', date: '102026' }] }),
          account({ id: 'c', amounts: [{ amountType: 'balance', amount: 5_000, ccy: 'SGD', date: '092026' }] }),
        ],
      },
      RATES,
    );
    expect(items.assets.map((a) => [a.sourceRef, a.kind, a.name, a.totalValueAmount, a.sourceName, a.asOf])).to.deep.equal([
      ['a', 'cash-savings', 'Multiplier', 1_000_000, 'DBS Bank', '102026'],
      ['b', 'cash-savings', '360', 130_000, 'OCBC Bank', '102026'],
    ]);
  });

  it('loans: the statement month rule; the balance as a liability and the instalments as a repayment, both at the share', () => {
    const items = bankItemsOf(
      {
        ...EMPTY,
        securedLoan: [
          loan({
            id: 'home',
            accountRelationship: 'Joint',
            percentageShare: 50,
            monthlyCashLoanInstalment: 60_000,
            monthlyCPFLoanInstalment: 240_000,
            amounts: [
              { amountType: 'balance', amount: 50_000_000, ccy: 'SGD', date: '092026' },
              { amountType: 'balance', amount: 49_000_000, ccy: 'SGD', date: '102026' },
            ],
          }),
        ],
        creditCard: [account({ id: 'card', productName: 'Live Fresh', amounts: [{ amountType: 'balance', amount: 150_000, ccy: 'SGD', date: '092026' }] })],
      },
      RATES,
    );
    // Statement month 10/2026 is not after the calendar month 10/2026: the previous statement month, 09/2026.
    expect(items.liabilities.map((l) => [l.sourceRef, l.amount, l.category, l.asOf])).to.deep.equal([
      ['home', 25_000_000, 'MORTGAGE', '092026'],
      ['card', 150_000, 'NON_MORTGAGE', '092026'],
    ]);
    expect(items.loanRepayments.map((l) => [l.amount, l.cash, l.cpf, l.type])).to.deep.equal([[150_000, 30_000, 120_000, 'MORTGAGE']]);
  });

  it('CPFIS and SRS: only the active (last) account with data that month; gold by product code at the XAU rate; holdings of older months left out', () => {
    const items = bankItemsOf(
      {
        ...EMPTY,
        cpfis: [
          investment({ id: 'cpfis-old', holdings: [holding({ assetHoldingId: 'x', holdingType: 'equity', holdingCode: 'D05' })] }),
          investment({ id: 'cpfis-new', holdings: [holding({ assetHoldingId: 'y', holdingType: 'bond', holdingCode: 'SGS BOND', balancesQuantity: 10, unitPrice: 100_000 })] }),
          investment({ id: 'cpfis-stale', holdings: [holding({ assetHoldingId: 'z', balancesDate: '092026' })] }),
        ],
        srs: [
          investment({
            id: 'srs',
            serviceProvider: 'UOB',
            holdings: [holding({ assetHoldingId: 'g', holdingType: 'gold', holdingCode: 'BAR_100G', balancesQuantity: 3, unitPrice: 0 })],
            amounts: [{ amountType: 'balanceCash', amount: 40_000, ccy: 'SGD', date: '102026' }],
          }),
        ],
        unitTrust: [investment({ id: 'ut', holdings: [holding({ assetHoldingId: 'u1' }), holding({ assetHoldingId: 'u2', balancesDate: '092026' })] })],
      },
      RATES,
    );
    expect(items.assets.map((a) => [a.sourceRef, a.kind, a.investmentSource, a.totalValueAmount, a.quantity])).to.deep.equal([
      ['y', 'bond', 'CPFIS', 1_000_000, 10],
      ['g', 'gold', 'SRS', 5_106_835, 9.645],
      ['srs', 'other-investment', 'SRS', 40_000, null],
      ['u1', 'unit-trust', 'CASH', 15_000, 100],
    ]);
    // Names a resident reads: the gold product's description, the account's product name (no digits, no codes).
    expect(items.assets.map((a) => a.name)).to.deep.equal(['SGS BOND', 'Gold bar 100 g', 'Multiplier cash', 'SG-FUND']);
  });

  it('the depository: security types to kinds, market value of the month at the share', () => {
    const items = bankItemsOf(
      {
        ...EMPTY,
        cdp: [
          {
            id: 'cdp-1',
            securityType: 5,
            percentageShare: null,
            status: 'ACTIVE',
            isin: { id: 'SG1L01001701', name: 'DBS GROUP HOLDINGS LTD', primaryStockCode: 'D05' },
            holdingBalances: [{ id: 'b1', date: '102026', totalBalance: 500, freeBalance: 500, blockedBalance: 0, marketValue: 2_150_000, marketValueCcy: 'SGD' }],
          },
          {
            id: 'cdp-2',
            securityType: 3,
            percentageShare: 50,
            status: 'ACTIVE',
            isin: { id: 'SG7J61955919', name: 'SGS 2.875% 2030', primaryStockCode: 'N517100H' },
            holdingBalances: [{ id: 'b2', date: '102026', totalBalance: 10_000, freeBalance: 10_000, blockedBalance: 0, marketValue: 1_020_000, marketValueCcy: 'SGD', couponRatePercent: 2.875 }],
          },
        ],
      },
      RATES,
    );
    expect(items.assets.map((a) => [a.name, a.kind, a.totalValueAmount, a.quantity, a.sourceName])).to.deep.equal([
      ['DBS GROUP HOLDINGS LTD', 'stock', 2_150_000, 500, 'The Central Depository (CDP)'],
      ['SGS 2.875% 2030', 'bond', 510_000, 10_000, 'The Central Depository (CDP)'],
    ]);
  });

  it("an unknown amount type stops the whole import with 'invalid AmountType'", () => {
    expect(() => bankItemsOf({ ...EMPTY, casa: [account({ amounts: [{ amountType: 'balanceXX', amount: 1, ccy: 'SGD', date: '102026' }] })] }, RATES)).to.throw('invalid AmountType');
  });
});
