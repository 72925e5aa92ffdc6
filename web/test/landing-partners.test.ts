/// <reference types="mocha" />
import { expect } from 'chai';
import { BANKS } from '../../src/data-import/domain/bank-data.js';
import { PARTNER_GROUPS } from '../src/landing/partners';

describe('landing page partner list (spec 1 §1)', () => {
  const group = (id: string) => PARTNER_GROUPS.find((g) => g.id === id)!;

  it('lists 7 partner banks, a central depository and 7 insurers, in that order', () => {
    expect(PARTNER_GROUPS.map((g) => [g.id, g.names.length])).to.deep.equal([
      ['banks', 7],
      ['depository', 1],
      ['insurers', 7],
    ]);
  });

  it('names every bank the bank-data import knows, so the promise and the import agree', () => {
    const banks = group('banks').names.join(' | ');
    for (const code of ['DBS', 'OCBC', 'UOB', 'SCB', 'CITI', 'HSBC', 'MBB'] as const) {
      expect(banks, code).to.include(BANKS[code].replace(' Bank', ''));
    }
    expect(group('depository').names[0]).to.include('Central Depository (CDP)');
  });

  it('has no name twice within a group', () => {
    for (const g of PARTNER_GROUPS) expect(new Set(g.names).size, g.id).to.equal(g.names.length);
  });
});
