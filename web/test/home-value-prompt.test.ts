/// <reference types="mocha" />
import { expect } from 'chai';
import type { FullFinancesResponse } from '../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import { homeLabel, homeNetWorthNote, unvaluedHome } from '../src/dashboard/home-value-prompt-model';
import { asset } from './support/finances-fixtures';

const TOTALS = { monthlyGrossIncome: 0, monthlyTakeHomeIncome: 0, monthlyExpenses: 0, monthlyLoanRepayments: 0, monthlyInvestments: 0, totalAssets: 36_630_000, totalLiabilities: 60_000_000, netWorth: 36_630_000, homeValue: 0, netWorthWithoutHome: 36_630_000 };
const flat = (value: number, valueSource: 'TYPED' | 'MYINFO_NO_PRICE' | 'MYINFO_PURCHASE_PRICE', valuationDate = '2020-04-16') =>
  asset({
    id: 'home-1',
    name: '3-room HDB flat',
    totalValueAmount: value,
    property: { propertyType: 'HDB', hdbFlatType: '3_ROOM', address: '123 LORONG 1 TOA PAYOH', ownershipShare: 100, valuationDate, valueSource, securedLiabilityId: 'loan-1' },
  });
const finances = (homes: ReturnType<typeof flat>[], totals: Partial<FullFinancesResponse['totals']>) => ({ propertyAssets: homes, totals: { ...TOTALS, ...totals } });

describe('dashboard: a home not valued yet (docs/decisions.md "Imports ask before they add")', () => {
  it('asks about the first home worth 0, and about none once every home has a value', () => {
    expect(unvaluedHome(finances([flat(0, 'MYINFO_NO_PRICE')], {}))?.id).to.equal('home-1');
    expect(unvaluedHome(finances([flat(50_000_000, 'TYPED')], {}))).to.equal(null);
    expect(unvaluedHome(null)).to.equal(null);
    expect(homeLabel(flat(0, 'MYINFO_NO_PRICE'))).to.equal('3-room HDB flat, 123 LORONG 1 TOA PAYOH');
  });

  it('says "Home not valued yet" and what is left out, then the value with its source', () => {
    expect(homeNetWorthNote(finances([flat(0, 'MYINFO_NO_PRICE')], { homeNotValued: true, debtLeftOut: 60_000_000 }))).to.deep.equal({
      notValued: true,
      text: 'Your home and the S$600,000.00 loan it secures are left out of your net worth until you add what it is worth.',
    });
    expect(homeNetWorthNote(finances([flat(0, 'MYINFO_NO_PRICE')], { homeNotValued: true, debtLeftOut: 0 }))!.text).to.equal(
      'Your home is left out of your net worth until you add what it is worth.',
    );
    expect(homeNetWorthNote(finances([flat(50_000_000, 'TYPED', '2026-12-02')], { homeNotValued: false, homeValue: 50_000_000 }))).to.deep.equal({
      notValued: false,
      text: 'Your home counts at S$500,000.00, your share (your estimate, 02 Dec 2026).',
    });
    expect(homeNetWorthNote(finances([flat(45_000_000, 'MYINFO_PURCHASE_PRICE', '2018-11-15')], { homeValue: 45_000_000 }))!.text).to.equal(
      'Your home counts at S$450,000.00, your share (purchase price from Myinfo, 15 Nov 2018).',
    );
    expect(homeNetWorthNote(finances([], {}))).to.equal(null);
  });
});
