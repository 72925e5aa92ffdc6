/// <reference types="mocha" />
import { expect } from 'chai';
import { FPDATA } from './support/fpdata';
import { bankDataTables, personalDataTables, units } from '../src/data-import/vanilla-tables';

const table = (id: string) => bankDataTables(FPDATA).find((t) => t.id === id)!;

describe('vanilla tables (/sgfindex): the records as they arrived', () => {
  it('writes cents as plain units of the currency, sign kept', () => {
    expect(units(1_234_567)).to.equal('12345.67');
    expect(units(5)).to.equal('0.05');
    expect(units(-45_000_000)).to.equal('-450000.00');
    expect(units(null)).to.equal('—');
  });

  it('lists the record’s months, an empty one as a dash', () => {
    expect(table('months').rows).to.deep.equal([['102026', '092026', '—']]);
  });

  it('gives each monthly amount a row, and an account without amounts one empty row', () => {
    expect(table('casa').rows).to.deep.equal([
      ['***-**1234', 'DBS', 'Multiplier', 'Savings', 'Joint-OR', '50', '092026', 'balance', '12345.67', 'SGD'],
      ['***-**1234', 'DBS', 'Multiplier', 'Savings', 'Joint-OR', '50', '102026', 'balance', '13000.00', 'SGD'],
      ['***-**9999', 'DBS', 'Multiplier', 'Savings', 'Joint-OR', '50', '—', '—', '—', '—'],
    ]);
  });

  it('adds a loan’s type and instalment split', () => {
    expect(table('secured-loan').rows).to.deep.equal([
      ['***-**1234', 'DBS', 'Home Loan', 'Savings', 'Single', '—', '102026', 'balance', '-450000.00', 'SGD', 'MORTGAGE', '500.00', '1500.05'],
    ]);
  });

  it('lists holdings and depository balances with their codes', () => {
    expect(table('srs-holdings').rows).to.deep.equal([['***-**1234', 'DBS', '102026', 'gold', 'XAU-100 (productCode)', 'closing', '3', '265.00', 'USD']]);
    expect(table('cdp').rows).to.deep.equal([
      ['SGS BOND 2.875% 2030', 'NX13100H', 'SG7J16914432', '5', '—', '102026', '10', '10200.00', 'SGD', '2.875% SEMI_ANNUAL', '2030-09-01'],
    ]);
  });

  it('shows the personal-data record, with the Retirement Account blank under 55', () => {
    const tables = personalDataTables({
      cpf: { oa: 5_000_000, sa: 2_000_000, ma: 1_500_000, ra: null },
      noa: null,
      hdbOwnership: [],
      latestConsentAt: '2026-11-24T02:00:00.000Z',
    } as Parameters<typeof personalDataTables>[0]);
    expect(tables.find((t) => t.id === 'cpf')!.rows).to.deep.equal([['50000.00', '20000.00', '15000.00', '—']]);
    expect(tables.find((t) => t.id === 'noa')!.rows).to.deep.equal([]);
  });
});
