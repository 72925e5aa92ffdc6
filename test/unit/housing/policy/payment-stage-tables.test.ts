import { expect } from 'chai';
import { CAVEAT_AND_TITLE_SEARCH_FEES } from '../../../../src/housing/domain/policy/caveat-and-title-search-fees.js';
import { tableProblems, valueOn, type DatedTable } from '../../../../src/housing/domain/policy/dated-table.js';
import { HDB_NEW_FLAT_OPTION_FEES } from '../../../../src/housing/domain/policy/hdb-option-fees.js';
import { HDB_RESALE_DEPOSIT } from '../../../../src/housing/domain/policy/hdb-resale-deposit.js';
import { HDB_RESALE_FEES } from '../../../../src/housing/domain/policy/hdb-resale-fees.js';
import { NEW_FLAT_AGREEMENT_DOWNPAYMENT } from '../../../../src/housing/domain/policy/new-flat-downpayment.js';

const TABLES: DatedTable<unknown>[] = [HDB_NEW_FLAT_OPTION_FEES, HDB_RESALE_DEPOSIT, HDB_RESALE_FEES, CAVEAT_AND_TITLE_SEARCH_FEES, NEW_FLAT_AGREEMENT_DOWNPAYMENT];
const TODAY = '2026-11-26';

describe('Payment timeline tables (docs/decisions.md "Housing payment timeline") cover every day once, each row sourced and checked', () => {
  for (const table of TABLES) {
    it(table.name, () => {
      expect(tableProblems(table)).to.deep.equal([]);
      for (const row of table.rows) {
        expect(row.source.checkedOn).to.equal(TODAY);
        expect(row.source.url).to.match(/^https:\/\/www\.(hdb|sla)\.gov\.sg\//);
      }
    });
  }

  it("HDB's option fee for a new flat: 2-room Flexi S$500, 3-room S$1,000, 4-room and bigger S$2,000", () => {
    expect(valueOn(HDB_NEW_FLAT_OPTION_FEES, TODAY)).to.deep.equal({ TWO_ROOM: 50_000, THREE_ROOM: 100_000, FOUR_ROOM: 200_000, FIVE_ROOM: 200_000, EXECUTIVE: 200_000 });
  });

  it('a resale flat: option fee at most S$1,000, with the exercise fee at most S$5,000, exercised within 21 days', () => {
    expect(valueOn(HDB_RESALE_DEPOSIT, TODAY)).to.deep.equal({ maxOptionFee: 100_000, maxOptionAndExerciseFee: 500_000, exerciseWithinDays: 21 });
  });

  it("HDB's resale fees, GST included: request for value S$120; resale application S$40 for 1- and 2-room, S$80 for 3-room and bigger", () => {
    const fees = valueOn(HDB_RESALE_FEES, TODAY);
    expect(fees.requestForValue).to.equal(12_000);
    expect(fees.resaleApplication).to.deep.equal({ TWO_ROOM: 4_000, THREE_ROOM: 8_000, FOUR_ROOM: 8_000, FIVE_ROOM: 8_000, EXECUTIVE: 8_000 });
    expect(HDB_RESALE_FEES.rows[0]!.source.title).to.contain('include GST');
  });

  it("the caveat (S$64.45) and the title search (S$15.00), both marked to confirm with what we could not read", () => {
    expect(valueOn(CAVEAT_AND_TITLE_SEARCH_FEES, TODAY)).to.deep.equal({ caveatRegistration: 6_445, titleSearch: 1_500 });
    const note = CAVEAT_AND_TITLE_SEARCH_FEES.rows[0]!.source.toConfirm;
    expect(note).to.contain('third-party guide').and.to.contain('our estimate');
  });

  it('the downpayment at the agreement for lease: 10 % with an HDB loan or none, 20 % with a bank loan', () => {
    expect(valueOn(NEW_FLAT_AGREEMENT_DOWNPAYMENT, TODAY)).to.deep.equal({ hdbLoanPercent: '10', bankLoanPercent: '20', noLoanPercent: '10' });
  });

  it('every row whose start day HDB does not publish says so', () => {
    for (const table of TABLES) expect(table.rows.every((row) => typeof row.source.toConfirm === 'string' && row.source.toConfirm.length > 0), table.name).to.equal(true);
  });
});
