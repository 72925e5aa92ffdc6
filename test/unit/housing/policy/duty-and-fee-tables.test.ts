import { expect } from 'chai';
import { ADDITIONAL_BUYERS_STAMP_DUTY } from '../../../../src/housing/domain/policy/additional-buyers-stamp-duty.js';
import { BUYERS_STAMP_DUTY } from '../../../../src/housing/domain/policy/buyers-stamp-duty.js';
import { tableProblems, type DatedTable } from '../../../../src/housing/domain/policy/dated-table.js';
import { GST_RATE } from '../../../../src/housing/domain/policy/gst.js';
import { HDB_LEGAL_FEES } from '../../../../src/housing/domain/policy/hdb-legal-fees.js';

const TABLES: DatedTable<unknown>[] = [BUYERS_STAMP_DUTY, ADDITIONAL_BUYERS_STAMP_DUTY, GST_RATE, HDB_LEGAL_FEES];

describe('Stamp duty, GST and legal fee tables cover every day once, each row sourced and checked', () => {
  for (const table of TABLES) {
    it(table.name, () => {
      expect(tableProblems(table)).to.deep.equal([]);
      for (const row of table.rows) expect(row.source.checkedOn).to.equal('2026-11-26');
    });
  }

  it('the rows not checked against the publisher say so', () => {
    expect(ADDITIONAL_BUYERS_STAMP_DUTY.rows.filter((row) => row.source.toConfirm).map((row) => row.effectiveFrom)).to.deep.equal(['2011-12-08']);
    expect(GST_RATE.rows.filter((row) => row.source.toConfirm).map((row) => row.value)).to.deep.equal(['3', '4', '5']);
  });
});
