import { expect } from 'chai';
import { assessmentOlderThanTwoYears, incomeOffersOf, refsNotOffered } from '../../../src/data-import/domain/income-offers.js';
import type { NoticeOfAssessment } from '../../../src/data-import/domain/personal-data.js';
import type { LocalDate } from '../../../src/shared-kernel/local-date.js';

const noa = (over: Partial<NoticeOfAssessment> = {}): NoticeOfAssessment => ({
  amount: 21_450_000,
  employment: 18_250_000,
  trade: 0,
  interest: 3_200_000,
  rent: 0,
  yearOfAssessment: '2019',
  category: 'ORIGINAL',
  taxClearance: 'N',
  lastUpdatedAt: '2020-04-16',
  ...over,
});
const TODAY = '2026-12-02' as LocalDate;
const NOTHING_TYPED = new Set<string>();

describe('Imports ask before they add: the incomes a notice of assessment offers', () => {
  it('offers a 2019 assessment in 2026 unticked, every kind, with its year in the words', () => {
    const offers = incomeOffersOf(noa(), NOTHING_TYPED, TODAY, null);
    expect(offers.map((o) => [o.ref, o.grossIncome, o.ticked, o.reason, o.text])).to.deep.equal([
      ['noa:EMPLOYMENT', 1_520_833, false, 'OLD_ASSESSMENT', 'Employment, year of assessment 2019: S$15,208.33 a month'],
      ['noa:INTEREST', 266_667, false, 'OLD_ASSESSMENT', 'Interest, year of assessment 2019: S$2,666.67 a month'],
    ]);
  });

  it('an old notice stays unticked even for a kind the resident typed', () => {
    const offers = incomeOffersOf(noa(), new Set(['EMPLOYMENT']), TODAY, null);
    expect(offers.map((o) => [o.ref, o.ticked])).to.deep.equal([
      ['noa:EMPLOYMENT', false],
      ['noa:INTEREST', false],
    ]);
  });

  it('a recent notice: a kind the resident typed is ticked and matched with theirs; new employment ticked; new interest, rent and trade unticked', () => {
    const recent = noa({ yearOfAssessment: '2025', rent: 1_200_000, trade: 600_000 });
    expect(incomeOffersOf(recent, new Set(['RENT']), TODAY, null).map((o) => [o.ref, o.ticked, o.reason])).to.deep.equal([
      ['noa:EMPLOYMENT', true, 'RECENT_EMPLOYMENT'],
      ['noa:TRADE', false, 'IRREGULAR'],
      ['noa:RENT', true, 'MATCHES_TYPED'],
      ['noa:INTEREST', false, 'IRREGULAR'],
    ]);
    expect(incomeOffersOf(recent, NOTHING_TYPED, TODAY, null).find((o) => o.ref === 'noa:RENT')!.text).to.equal('Rent, year of assessment 2025: S$1,000.00 a month');
  });

  it("the resident's answer for the same notice replaces the ticks; an answer for another notice does not", () => {
    const recent = noa({ yearOfAssessment: '2025' });
    expect(incomeOffersOf(recent, NOTHING_TYPED, TODAY, { yearOfAssessment: '2025', ticked: ['noa:INTEREST'] }).map((o) => [o.ref, o.ticked])).to.deep.equal([
      ['noa:EMPLOYMENT', false],
      ['noa:INTEREST', true],
    ]);
    expect(incomeOffersOf(recent, NOTHING_TYPED, TODAY, { yearOfAssessment: '2024', ticked: ['noa:INTEREST'] }).map((o) => [o.ref, o.ticked])).to.deep.equal([
      ['noa:EMPLOYMENT', true],
      ['noa:INTEREST', false],
    ]);
  });

  it('older than two years by the year of assessment against this year in Singapore', () => {
    expect(assessmentOlderThanTwoYears(2024, TODAY)).to.equal(false);
    expect(assessmentOlderThanTwoYears(2023, TODAY)).to.equal(true);
    expect(assessmentOlderThanTwoYears(2019, TODAY)).to.equal(true);
    // On 1 January 2027 (Singapore) YA 2024 becomes old.
    expect(assessmentOlderThanTwoYears(2024, '2027-01-01' as LocalDate)).to.equal(true);
  });

  it('names the refs of a choice that were not offered', () => {
    const offers = incomeOffersOf(noa(), NOTHING_TYPED, TODAY, null);
    expect(refsNotOffered(offers, ['noa:EMPLOYMENT'])).to.deep.equal([]);
    expect(refsNotOffered(offers, ['noa:RENT', 'noa:INTEREST', 'cpf'])).to.deep.equal(['noa:RENT', 'cpf']);
  });
});
