/// <reference types="mocha" />
import { expect } from 'chai';
import { ageOn, cpfAccounts, cpfUpdate, showsRetirementAccount, showsSpecialAccount } from '../src/wealth/cpf-rules';
import { fxRatesOf, sgdEquivalent, wealthTotals } from '../src/wealth/wealth-totals';
import type { AssetDto } from '../src/wealth/wealth.types';

const asset = (totalValueAmount: number, currency: string): AssetDto => ({
  id: `${currency}-${totalValueAmount}`,
  name: 'x',
  totalValueAmount,
  currency,
  investmentSource: 'CASH',
  enterOption: 'TOTAL_VALUE',
  quantity: null,
  unitPrice: null,
  estimatedGrowthRate: null,
  lastUpdatedAt: '2026-11-22T00:00:00.000Z',
  insurance: null,
  property: null,
});

const rates = fxRatesOf([
  { currencyCode: 'SGD', exchangeRate: '1', retrievedDate: '2026-11-21' },
  { currencyCode: 'USD', exchangeRate: '1.3045', retrievedDate: '2026-11-21' },
]);

describe('wealth totals', () => {
  it('adds every asset and the CPF balances in SGD, minus the liabilities', () => {
    const totals = wealthTotals(
      [asset(100_000, 'SGD'), asset(10_001, 'USD')],
      { id: 'c', type: 'CPF', oa: 5_000_000, sa: 1_000_000, ma: 500_000 },
      [{ id: 'l', name: 'Loan', amount: 2_000_000, ccy: 'SGD', category: 'NON_MORTGAGE' }],
      rates,
    );
    // USD 100.01 x 1.3045 = 130.463045 -> S$130.46
    expect(totals).to.deep.equal({ totalAssets: 100_000 + 13_046 + 6_500_000, totalLiabilities: 2_000_000, netWorth: 4_613_046, unconverted: [] });
  });

  it('leaves out (and names) a currency without a rate rather than guessing', () => {
    const totals = wealthTotals([asset(100, 'XYZ'), asset(100, 'SGD')], null, [], rates);
    expect(totals.totalAssets).to.equal(100);
    expect(totals.unconverted).to.deep.equal(['XYZ']);
  });

  it('gives an SGD subtext only for other currencies with a rate', () => {
    expect(sgdEquivalent(100_000, 'USD', rates)).to.equal(130_450);
    expect(sgdEquivalent(100_000, 'SGD', rates)).to.equal(null);
    expect(sgdEquivalent(100_000, 'EUR', rates)).to.equal(null);
  });
});

describe('CPF rules', () => {
  it('asks for the retirement account from the 55th birthday (Singapore calendar)', () => {
    expect(ageOn('1971-11-22', '2026-11-22')).to.equal(55);
    expect(ageOn('1971-11-23', '2026-11-22')).to.equal(54);
    expect(showsRetirementAccount('1971-11-22', '2026-11-22')).to.equal(true);
    expect(showsRetirementAccount('1971-11-23', '2026-11-22')).to.equal(false);
    expect(showsRetirementAccount(null, '2026-11-22')).to.equal(false);
  });

  it("counts ages as the server's CPF rule does: a 29 February birthday on 1 March, a dob given as an instant by its day", () => {
    expect(showsRetirementAccount('1972-02-29', '2027-02-28')).to.equal(false);
    expect(showsRetirementAccount('1972-02-29', '2027-03-01')).to.equal(true);
    expect(ageOn('1971-11-22T00:00:00.000Z', '2026-11-22')).to.equal(55);
    expect(ageOn('not a day', '2026-11-22')).to.equal(null);
  });

  it('saves only when something changed, and sends ra only from 55', () => {
    const zero = { oa: 0, sa: 0, ma: 0, ra: 0 };
    expect(cpfUpdate(null, zero, false)).to.equal(null);
    // 55 or older from 2025: no SA asked, and none sent but 0 (docs/decisions.md "CPF rules as dated tables").
    expect(cpfUpdate(null, { ...zero, oa: 100, sa: 700, ra: 500 }, true, false)).to.deep.equal({ oa: 100, sa: 0, ma: 0, ra: 500 });
    expect(cpfUpdate(null, { ...zero, oa: 100, ra: 500 }, false)).to.deep.equal({ oa: 100, sa: 0, ma: 0 });
    expect(cpfUpdate(null, { ...zero, ra: 500 }, true)).to.deep.equal({ oa: 0, sa: 0, ma: 0, ra: 500 });
    const stored = { id: 'c', type: 'CPF' as const, oa: 100, sa: 0, ma: 0 };
    expect(cpfUpdate(stored, { ...zero, oa: 100 }, false)).to.equal(null);
    expect(cpfUpdate(stored, { ...zero, oa: 200 }, false)).to.deep.equal({ oa: 200, sa: 0, ma: 0 });
  });

  describe('the Special Account closes at 55 from 2025', () => {
    it('is not asked of a resident of 55 or older from 1 Jan 2025, unless a balance is still stored', () => {
      expect(showsSpecialAccount('1970-06-01', '2026-12-02', 0)).to.equal(false);
      expect(showsSpecialAccount('1970-06-01', '2026-12-02', 1_000)).to.equal(true);
      expect(showsSpecialAccount('1970-06-01', '2024-12-31', 0)).to.equal(true);
      expect(showsSpecialAccount('1990-06-01', '2026-12-02', 0)).to.equal(true);
      expect(showsSpecialAccount(null, '2026-12-02', 0)).to.equal(true);
      expect(cpfAccounts(true, false)).to.deep.equal(['oa', 'ma', 'ra']);
      expect(cpfAccounts(false)).to.deep.equal(['oa', 'sa', 'ma']);
    });
  });
});
