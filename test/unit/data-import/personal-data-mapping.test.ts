import { expect } from 'chai';
import type { HdbOwnership, NoticeOfAssessment } from '../../../src/data-import/domain/personal-data.js';
import { cpfAssetOf, estimatedIncomeOf, flatAssetOf, flatsStillOwedOn, hdbFlatTypeOf, mortgageOf } from '../../../src/data-import/domain/personal-data-mapping.js';
import { myinfoItemsOf } from '../../../src/data-import/application/myinfo-items.js';

const flat = (overrides: Partial<HdbOwnership>): HdbOwnership => ({
  id: '1',
  description: '3-ROOM FLAT (HDB), 123 LORONG 1 TOA PAYOH',
  outstandingLoanBalance: 60_000_000,
  monthlyLoanInstalment: 200_000,
  monthlyCashLoanInstalment: 0,
  monthlyCPFLoanInstalment: 200_000,
  percentageShare: 100,
  lastUpdatedAt: '2020-04-16',
  ...overrides,
});

const noa: NoticeOfAssessment = {
  amount: 21_450_000,
  employment: 18_250_000,
  trade: 0,
  interest: 3_200_000,
  rent: 0,
  yearOfAssessment: '2019',
  category: 'ORIGINAL',
  taxClearance: 'N',
  lastUpdatedAt: '2020-04-16',
};

describe('Myinfo data into cashflow and wealth (spec 2 §4)', () => {
  it('CPF balances become the CPF asset; ra only from 55 (0 when Myinfo gives none)', () => {
    expect(cpfAssetOf({ oa: 22_770_000, sa: 5_940_000, ma: 7_920_000, ra: 1_000_000 }, false)).to.deep.equal({ oa: 22_770_000, sa: 5_940_000, ma: 7_920_000 });
    expect(cpfAssetOf({ oa: 1, sa: 2, ma: 3, ra: 4 }, true)).to.deep.equal({ oa: 1, sa: 2, ma: 3, ra: 4 });
    expect(cpfAssetOf({ oa: 1, sa: 2, ma: 3, ra: null }, true)).to.deep.equal({ oa: 1, sa: 2, ma: 3, ra: 0 });
  });

  it('flats with an outstanding balance of zero or less are dropped', () => {
    const kept = flatsStillOwedOn([flat({ id: '1' }), flat({ id: '2', outstandingLoanBalance: 0 }), flat({ id: '3', outstandingLoanBalance: -5 }), flat({ id: '4', outstandingLoanBalance: 1 })]);
    expect(kept.map((f) => f.id)).to.deep.equal(['1', '4']);
  });

  it('a flat becomes a mortgage liability of the resident’s share and a mortgage instalment with its cash and CPF parts', () => {
    const mortgage = mortgageOf(flat({ outstandingLoanBalance: 43_560_001, percentageShare: 50, monthlyCashLoanInstalment: 30_000, monthlyCPFLoanInstalment: 150_000 }));
    expect(mortgage.liability).to.deep.equal({ name: 'HDB loan: 3-ROOM FLAT (HDB), 123 LORONG 1 TOA PAYOH', amount: 21_780_001, ccy: 'SGD', category: 'MORTGAGE' });
    expect(mortgage.repayment).to.deep.include({ amount: 180_000, cash: 30_000, cpf: 150_000, type: 'MORTGAGE', ccy: 'SGD' });
  });

  it('names fit the 66-character limit of loans and liabilities', () => {
    const long = mortgageOf(flat({ description: 'X'.repeat(100) }));
    expect(long.liability.name).to.have.length(66);
  });

  it('the notice of assessment gives one monthly income per source above 0: yearly / 12, rounded half up', () => {
    expect(estimatedIncomeOf(noa)).to.deep.equal([
      { name: 'Employment (tax assessment 2019)', type: 'EMPLOYMENT', grossIncome: 1_520_833, netIncome: null, incomeCurrency: 'SGD' },
      { name: 'Interest (tax assessment 2019)', type: 'INTEREST', grossIncome: 266_667, netIncome: null, incomeCurrency: 'SGD' },
    ]);
    expect(estimatedIncomeOf({ ...noa, employment: 0, interest: 0, rent: 1_200_000, trade: 6 })).to.deep.equal([
      { name: 'Trade (tax assessment 2019)', type: 'TRADE', grossIncome: 1, netIncome: null, incomeCurrency: 'SGD' },
      { name: 'Rent (tax assessment 2019)', type: 'RENT', grossIncome: 100_000, netIncome: null, incomeCurrency: 'SGD' },
    ]);
  });
});

describe('The Myinfo record as cashflow and wealth items', () => {
  it('income per tax source ticked, a mortgage per flat still owed on, and CPF; each with Myinfo as its source and its date', () => {
    const items = myinfoItemsOf({
      noa,
      cpf: { oa: 100, sa: 200, ma: 300, ra: null },
      hdbOwnership: [flat({ id: '1' }), flat({ id: '2', outstandingLoanBalance: 0 }), flat({ id: '3', outstandingLoanBalance: 5_000, monthlyCPFLoanInstalment: 0, lastUpdatedAt: null })],
      latestConsentAt: '2026-11-24T02:00:00.000Z',
      incomeChoice: { yearOfAssessment: '2019', ticked: ['noa:EMPLOYMENT', 'noa:INTEREST'] },
    });
    expect(items.incomes.map((i) => [i.type, i.grossIncome, i.sourceName, i.sourceRef, i.asOf])).to.deep.equal([
      ['EMPLOYMENT', 1_520_833, 'Myinfo', 'noa:EMPLOYMENT', '2020-04-16'],
      ['INTEREST', 266_667, 'Myinfo', 'noa:INTEREST', '2020-04-16'],
    ]);
    expect(items.liabilities.map((l) => [l.sourceRef, l.amount, l.asOf])).to.deep.equal([
      ['hdb:1', 60_000_000, '2020-04-16'],
      ['hdb:3', 5_000, '2026-11-24'],
    ]);
    // The third flat's instalment is 0: a liability, but no repayment (a repayment must be above 0).
    expect(items.loanRepayments.map((l) => [l.sourceRef, l.amount, l.cpf])).to.deep.equal([['hdb:1', 200_000, 200_000]]);
    expect(items.cpf).to.deep.equal({ oa: 100, sa: 200, ma: 300, ra: null, sourceName: 'Myinfo', sourceRef: 'cpf', asOf: '2026-11-24' });
    // Every flat is a home, paid off or not; only those still owed on secure a mortgage.
    expect(items.assets.map((a) => [a.kind, a.sourceRef, a.property!.securesSourceRef])).to.deep.equal([
      ['property', 'hdb:1', 'hdb:1'],
      ['property', 'hdb:2', null],
      ['property', 'hdb:3', 'hdb:3'],
    ]);
  });

  it('writes no income of the notice until the resident ticks it, and only what they ticked (docs/decisions.md "Imports ask before they add")', () => {
    const record = { noa, cpf: null, hdbOwnership: [], latestConsentAt: '2026-11-24T02:00:00.000Z' };
    expect(myinfoItemsOf(record).incomes).to.deep.equal([]);
    expect(myinfoItemsOf({ ...record, incomeChoice: null }).incomes).to.deep.equal([]);
    expect(myinfoItemsOf({ ...record, incomeChoice: { yearOfAssessment: '2019', ticked: ['noa:EMPLOYMENT'] } }).incomes.map((i) => [i.type, i.grossIncome])).to.deep.equal([['EMPLOYMENT', 1_520_833]]);
    // An answer given for another notice does not carry over to this one.
    expect(myinfoItemsOf({ ...record, incomeChoice: { yearOfAssessment: '2018', ticked: ['noa:EMPLOYMENT', 'noa:INTEREST'] } }).incomes).to.deep.equal([]);
  });

  it('nothing from Myinfo gives nothing to write (and no CPF)', () => {
    expect(myinfoItemsOf({ noa: null, cpf: null, hdbOwnership: [], latestConsentAt: '2026-11-24T02:00:00.000Z' })).to.deep.equal({ incomes: [], liabilities: [], loanRepayments: [], assets: [], cpf: null });
  });
});

describe("Myinfo's HDB flat as the resident's home (decisions.md \"The home as an asset\")", () => {
  it('takes the type, address and share; the purchase price is the value, dated the day of purchase and marked as from Myinfo', () => {
    const home = flatAssetOf(
      flat({ hdbType: '4-ROOM FLAT (HDB)', address: '123 LORONG 1 TOA PAYOH #12-22 SINGAPORE 310123', purchasePrice: 45_000_000, dateOfPurchase: '2018-11-15', percentageShare: 50 }),
      '2026-11-24',
    );
    expect(home).to.deep.equal({
      flatId: '1',
      name: '4-room HDB flat',
      totalValueAmount: 45_000_000,
      property: {
        propertyType: 'HDB',
        hdbFlatType: '4_ROOM',
        address: '123 LORONG 1 TOA PAYOH #12-22 SINGAPORE 310123',
        ownershipShare: 50,
        valuationDate: '2018-11-15',
        valueSource: 'MYINFO_PURCHASE_PRICE',
        securedLiabilityId: null,
      },
      securesMortgage: true,
    });
  });

  it('without a purchase price the value is 0, marked as not known, dated by Myinfo (else the consent day)', () => {
    const home = flatAssetOf(flat({ hdbType: 'STUDIO APARTMENT (HDB)', outstandingLoanBalance: 0 }), '2026-11-24');
    expect([home.name, home.totalValueAmount, home.property.valueSource, home.property.valuationDate, home.securesMortgage]).to.deep.equal(['Studio HDB flat', 0, 'MYINFO_NO_PRICE', '2020-04-16', false]);
    expect(flatAssetOf(flat({ lastUpdatedAt: null }), '2026-11-24').property.valuationDate).to.equal('2026-11-24');
  });

  it('keeps the share within 1 to 100 % with 2 decimals (a home is always partly the resident\'s)', () => {
    expect(flatAssetOf(flat({ percentageShare: 33.333 }), '2026-11-24').property.ownershipShare).to.equal(33.33);
    expect(flatAssetOf(flat({ percentageShare: 0 }), '2026-11-24').property.ownershipShare).to.equal(1);
  });

  it("reads the flat type from Myinfo's text (the description when the type is not stored)", () => {
    expect(['1-ROOM FLAT (HDB)', '5-ROOM FLAT (HDB)', 'EXECUTIVE FLAT (HDB)', 'MULTI-GENERATION FLAT', 'SHOPHOUSE'].map(hdbFlatTypeOf)).to.deep.equal(['1_ROOM', '5_ROOM', 'EXECUTIVE', 'MULTI_GENERATION', null]);
    expect(flatAssetOf(flat({}), '2026-11-24').property.hdbFlatType).to.equal('3_ROOM');
  });
});
