/// <reference types="mocha" />
import { expect } from 'chai';
import { bankSummary, importedBankRefs, itemCountText } from '../src/data-import/bank-summary';
import { asset, finances } from './support/finances-fixtures';

describe('data import: the bank summary', () => {
  it('adds up what each institution shared (owned and owed), leaves out Myinfo and the resident’s own items', () => {
    const summary = bankSummary(
      finances({
        cashSavingsAssets: [asset({ id: 'a1', totalValueAmount: 100_000 }), asset({ id: 'own', totalValueAmount: 5_000 })],
        stockAssets: [asset({ id: 'a2', totalValueAmount: 250_000 })],
        liabilities: [
          { id: 'l1', name: 'Home loan', amount: 30_000_000, ccy: 'SGD', category: 'MORTGAGE' },
          { id: 'l2', name: 'HDB loan', amount: 1_000, ccy: 'SGD', category: 'MORTGAGE' },
        ],
        origins: {
          a1: { sourceName: 'DBS Bank', asOf: '102026' },
          a2: { sourceName: 'The Central Depository (CDP)', asOf: '102026' },
          l1: { sourceName: 'DBS Bank', asOf: '082026' },
          l2: { sourceName: 'Myinfo', asOf: '2020-04-16' },
        },
      }),
    );
    expect(summary).to.deep.equal([
      { name: 'DBS Bank', owned: 100_000, owed: 30_000_000, items: 2, asOf: '102026' },
      { name: 'The Central Depository (CDP)', owned: 250_000, owed: 0, items: 1, asOf: '102026' },
    ]);
  });

  it('says "1 item" for one and "n items" for more', () => {
    expect([0, 1, 2, 11].map(itemCountText)).to.deep.equal(['0 items', '1 item', '2 items', '11 items']);
  });

  it('knows which record ids the bank import brought into the lists (assets and liabilities), not Myinfo’s', () => {
    const refs = importedBankRefs(
      finances({
        origins: {
          a1: { sourceName: 'DBS Bank', asOf: '102026', sourceRef: 'casa-1' },
          l1: { sourceName: 'DBS Bank', asOf: '092026', sourceRef: 'loan-home' },
          m1: { sourceName: 'Myinfo', asOf: '2020-04-16' },
          i1: { sourceName: 'Inland Revenue Authority of Singapore', asOf: '2025-01-01' },
        },
      }),
    );
    expect([...refs].sort()).to.deep.equal(['casa-1', 'loan-home']);
  });
});
