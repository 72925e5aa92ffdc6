/** A small bank-data record with one of each shape the pages read: a joint account, a loan, a gold holding, a bond. */
import type { FpData } from '../../../src/data-import/adapters/http/data-import.contract.js';

const account = {
  id: 'casa-1',
  accountNumber: '***-**1234',
  serviceProvider: 'DBS' as const,
  accountType: 'Savings',
  accountRelationship: 'Joint-OR',
  productName: 'Multiplier',
  percentageShare: 50,
  amounts: [
    { amountType: 'balance', amount: 1_234_567, ccy: 'SGD', date: '092026' },
    { amountType: 'balance', amount: 1_300_000, ccy: 'SGD', date: '102026' },
  ],
};

export const FPDATA: FpData = {
  casa: [account, { ...account, id: 'casa-2', accountNumber: '***-**9999', amounts: [] }],
  fixedDeposit: [],
  securedLoan: [
    {
      ...account,
      id: 'loan-1',
      accountRelationship: 'Single',
      percentageShare: null,
      productName: 'Home Loan',
      amounts: [{ amountType: 'balance', amount: -45_000_000, ccy: 'SGD', date: '102026' }],
      type: { id: 1, description: 'MORTGAGE' },
      monthlyCashLoanInstalment: 50_000,
      monthlyCPFLoanInstalment: 150_005,
    },
  ],
  unsecuredLoan: [],
  creditCard: [],
  cpfis: [],
  srs: [
    {
      ...account,
      id: 'srs-1',
      holdings: [
        { assetHoldingId: 'h-1', balancesDate: '102026', holdingCode: 'XAU-100', holdingType: 'gold', holdingCcy: 'USD', holdingCodeType: 'productCode', balanceType: 'closing', balancesQuantity: 3, unitPrice: 26_500 },
      ],
    },
  ],
  unitTrust: [],
  cdp: [
    {
      id: 'cdp-1',
      securityType: 5,
      percentageShare: null,
      status: 'ACTIVE',
      isin: { id: 'SG7J16914432', name: 'SGS BOND 2.875% 2030', primaryStockCode: 'NX13100H' },
      holdingBalances: [
        { id: 'b-1', date: '102026', totalBalance: 10, freeBalance: 10, blockedBalance: 0, marketValue: 1_020_000, marketValueCcy: 'SGD', couponRatePercent: 2.875, couponFrequency: 'SEMI_ANNUAL', maturityDate: '2030-09-01' },
      ],
    },
  ],
  latestStatementMonth: '092026',
  latestPreviousStatementMonth: null,
  latestCalendarMonth: '102026',
};

