import { expect } from 'chai';
import { activeAccount, hasDataFor, holdingsOf } from '../../../src/data-import/domain/active-account.js';
import { assetKindOfAmountType, assetKindOfHoldingType, assetKindOfSecurityType } from '../../../src/data-import/domain/amount-types.js';
import { goldValueCents, ouncesHeld, ouncesOfXauUnits, ouncesPerUnit } from '../../../src/data-import/domain/gold.js';
import { isJointRelationship, residentPart } from '../../../src/data-import/domain/joint-share.js';
import { depositMonth, formatMonth, parseMonth, statementMonth, type BankDataMonths } from '../../../src/data-import/domain/statement-month.js';

const m = parseMonth;

describe('Bank data: months (spec 2 §4 "Bank data selection")', () => {
  it('reads and writes MMYYYY, and refuses anything else', () => {
    expect(m('092026') - m('082026')).to.equal(1);
    expect(m('012026') - m('122025')).to.equal(1);
    expect(formatMonth(m('012026'))).to.equal('012026');
    for (const bad of ['132026', '002026', '2026-09', '92026', '']) expect(() => m(bad), bad).to.throw(/invalid month/);
  });

  it('deposits, SRS and CPFIS: the latest calendar month', () => {
    expect(formatMonth(depositMonth({ latestCalendarMonth: m('102026'), latestStatementMonth: m('112026'), latestPreviousStatementMonth: m('102026') }))).to.equal('102026');
  });

  const months = (calendar: string, statement: string | null, previous: string | null): BankDataMonths => ({
    latestCalendarMonth: m(calendar),
    latestStatementMonth: statement === null ? null : m(statement),
    latestPreviousStatementMonth: previous === null ? null : m(previous),
  });
  const always = () => true;
  const never = () => false;

  for (const [name, given, hasData, expected] of [
    ['the statement month when it is after the calendar month', months('102026', '112026', '102026'), always, '112026'],
    ['the previous statement month when the statement month is not after it', months('102026', '102026', '092026'), always, '092026'],
    ['the previous statement month also when the statement month is before it', months('102026', '092026', '082026'), always, '082026'],
    ['no statement month: the calendar month when an account has data for it', months('102026', null, null), always, '102026'],
    ['no statement month and no data for the calendar month: the month before', months('102026', null, null), never, '092026'],
    ['a statement month not after the calendar month and no previous one: the calendar month rule', months('102026', '102026', null), never, '092026'],
  ] as const) {
    it(`loans and credit cards: ${name}`, () => {
      expect(formatMonth(statementMonth(given, hasData))).to.equal(expected);
    });
  }
});

describe('Bank data: accounts and holdings of the month', () => {
  const oct = m('102026');
  const sep = m('092026');
  const account = (amountMonths: number[], holdingMonths: number[]) => ({
    amounts: amountMonths.map((month) => ({ month: month as ReturnType<typeof m> })),
    holdings: holdingMonths.map((balancesMonth) => ({ balancesMonth: balancesMonth as ReturnType<typeof m> })),
  });

  it('an account with nothing for the month is left out; amounts or holdings both count', () => {
    expect(hasDataFor(account([sep], []), oct)).to.equal(false);
    expect(hasDataFor(account([oct], []), oct)).to.equal(true);
    expect(hasDataFor(account([], [oct]), oct)).to.equal(true);
  });

  it('holdings show only when dated in the latest calendar month', () => {
    expect(holdingsOf([{ balancesMonth: sep, code: 'A' }, { balancesMonth: oct, code: 'B' }], oct).map((h) => h.code)).to.deep.equal(['B']);
  });

  it('SRS / CPFIS: the LAST account with holdings or amounts for the month is the active one', () => {
    const first = { ...account([oct], []), name: 'first' };
    const second = { ...account([], [oct]), name: 'second' };
    const stale = { ...account([sep], [sep]), name: 'stale' };
    expect(activeAccount([first, second, stale], oct)?.name).to.equal('second');
    expect(activeAccount([first, stale], oct)?.name).to.equal('first');
    expect(activeAccount([stale], oct)).to.equal(null);
  });
});

describe('Bank data: kinds (spec 2 §4 "How imported data becomes assets and liabilities")', () => {
  it('amount types: fixed deposit, structured, bond, fund management, insurance, cash', () => {
    expect(
      ['balanceFD', 'balanceSD', 'balanceSP', 'balanceSSB', 'balanceFM', 'premiumPaid', 'balanceCash', 'balance'].map(assetKindOfAmountType),
    ).to.deep.equal(['fixed-deposit', 'structured-product', 'structured-product', 'bond', 'unit-trust', 'insurance', 'cash-balance', 'cash-savings']);
  });

  it("an unknown amount type is 'invalid AmountType', never a guess", () => {
    expect(() => assetKindOfAmountType('balanceXYZ')).to.throw('invalid AmountType');
    expect(() => assetKindOfAmountType('toString')).to.throw('invalid AmountType');
  });

  it('holding types: equity to stock, others to other assets', () => {
    expect(['equity', 'unitTrust', 'bond', 'gold', 'structuredProduct', 'others'].map(assetKindOfHoldingType)).to.deep.equal([
      'stock',
      'unit-trust',
      'bond',
      'gold',
      'structured-product',
      'other-non-investment',
    ]);
    expect(() => assetKindOfHoldingType('crypto')).to.throw('invalid holdingType');
  });

  it('depository security types', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(assetKindOfSecurityType)).to.deep.equal(['bond', 'bond', 'bond', 'structured-product', 'stock', 'unit-trust', 'other-investment']);
    expect(() => assetKindOfSecurityType(99)).to.throw('invalid securityType');
  });
});

describe('Bank data: joint accounts', () => {
  it('any relationship containing "joint", in any case, is joint', () => {
    expect(['Joint', 'Joint-OR', 'Joint-AND', 'JOINT', 'jointly held'].every(isJointRelationship)).to.equal(true);
    expect(['Single', '', null, undefined].some(isJointRelationship)).to.equal(false);
  });

  it('scales by percentageShare / 100, rounded half up to the cent; single accounts and exclusions stay whole', () => {
    expect(residentPart(100_001, 'Joint-OR', 50)).to.equal(50_001);
    expect(residentPart(100_000, 'Joint', 33.33)).to.equal(33_330);
    expect(residentPart(100_000, 'Single', 50)).to.equal(100_000);
    expect(residentPart(100_000, 'Joint', 50, true)).to.equal(100_000);
    expect(residentPart(100_000, 'Joint', null)).to.equal(100_000);
    expect(residentPart(100_000, 'Joint', 150)).to.equal(100_000);
  });
});

describe('Bank data: gold', () => {
  it('multipliers to troy ounces: grams (1 oz = 31.103477 g), ounces, tolas (1 oz = 2.666665 tola); 0 when unknown', () => {
    expect(ouncesPerUnit('BAR_1OZ').toFixed(6)).to.equal('1.000000');
    expect(ouncesPerUnit('BAR_1G').toFixed(6)).to.equal('0.032151');
    expect(ouncesPerUnit('BAR_1KG').toFixed(3)).to.equal('32.151');
    expect(ouncesPerUnit('BAR_1TL').toFixed(6)).to.equal('0.375000');
    expect(ouncesPerUnit('BAR_10TL').toFixed(5)).to.equal('3.75000');
    expect(ouncesPerUnit('NOT_GOLD').toFixed(0)).to.equal('0');
  });

  it('ounces held to 3 decimals; XAU units: 100 to the ounce', () => {
    expect(ouncesHeld('BAR_100G', 3)).to.equal(9.645);
    expect(ouncesHeld('NOT_GOLD', 3)).to.equal(0);
    expect(ouncesOfXauUnits(250)).to.equal(2.5);
    expect(ouncesOfXauUnits(1)).to.equal(0.01);
  });

  it('value at the XAU rate (SGD per ounce), to the cent', () => {
    expect(goldValueCents(2.5, '5294.80')).to.equal(1_323_700);
    expect(goldValueCents(9.645, '5294.80')).to.equal(5_106_835);
  });
});
