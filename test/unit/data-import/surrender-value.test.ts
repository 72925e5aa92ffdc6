import { expect } from 'chai';
import type { FpData, InvestmentAccount } from '../../../src/data-import/domain/bank-data.js';
import { bankItemsOf } from '../../../src/data-import/domain/bank-data-import.js';
import { adjustBankData } from '../../../src/data-import/domain/bank-data-adjustments.js';

const RATES = { SGD: '1', USD: '1.3' };

const policyAccount = (amount: Partial<InvestmentAccount['amounts'][number]> = {}, share: number | null = null): InvestmentAccount => ({
  id: 'ut-9',
  accountNumber: '***-**9876',
  serviceProvider: 'SCB',
  accountType: 'Investment',
  accountRelationship: share === null ? 'Single' : 'Joint',
  productName: 'Investment-linked plan',
  percentageShare: share,
  holdings: [],
  amounts: [{ amountType: 'premiumPaid', amount: 1_200_000, ccy: 'SGD', date: '102026', ...amount }],
});

const record = (account: InvestmentAccount): FpData => ({
  casa: [],
  fixedDeposit: [],
  securedLoan: [],
  unsecuredLoan: [],
  creditCard: [],
  cpfis: [],
  srs: [],
  unitTrust: [account],
  cdp: [],
  latestCalendarMonth: '102026',
  latestStatementMonth: '102026',
  latestPreviousStatementMonth: '092026',
});

const valueOf = (data: FpData): number => bankItemsOf(data, RATES).assets.find((a) => a.sourceRef === 'ut-9')!.totalValueAmount;

describe('Surrender value of an imported investment account (spec 2 §4, §7 PATCH /apim/asset-amount/{id})', () => {
  it('without one, the account is worth what the bank says (premiums paid)', () => {
    expect(valueOf(record(policyAccount()))).to.equal(1_200_000);
  });
  it('with one, the account is worth its surrender value', () => {
    expect(valueOf(record(policyAccount({ surrenderValue: 850_000 })))).to.equal(850_000);
  });
  it('a surrender value of 0 is a value (nothing to get back), not "none": the premiums are not counted', () => {
    // Like any imported item worth nothing, it is left out of the assets rather than listed at S$0.
    expect(bankItemsOf(record(policyAccount({ surrenderValue: 0 })), RATES).assets.filter((a) => a.sourceRef === 'ut-9')).to.deep.equal([]);
  });
  it('is the resident’s share of a joint account, converted from the amount’s currency', () => {
    expect(valueOf(record(policyAccount({ surrenderValue: 100_000, ccy: 'USD' }, 50)))).to.equal(65_000);
  });
  it('the adjustment sets it on every amount of the account, and null takes it away again', () => {
    const set = adjustBankData(record(policyAccount()), { target: 'assetAmount', id: 'ut-9', change: { surrenderValue: 900_000 } })!;
    expect(valueOf(set)).to.equal(900_000);
    const cleared = adjustBankData(set, { target: 'assetAmount', id: 'ut-9', change: { surrenderValue: null } })!;
    expect(valueOf(cleared)).to.equal(1_200_000);
  });
});
