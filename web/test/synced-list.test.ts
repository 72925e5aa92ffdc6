/// <reference types="mocha" />
import { expect } from 'chai';
import { hasChanges, isNewItem, newLocalId, planListSync } from '../src/shared/synced-list';

interface Item {
  id?: string;
  name: string;
  amount: number;
  type: { id: number };
}

const STORED: Item[] = [
  { id: 'a', name: 'Rent', amount: 100, type: { id: 1 } },
  { id: 'b', name: 'Car', amount: 200, type: { id: 2 } },
];
const FIELDS = ['name', 'amount', 'type'] as const;

describe('synced lists (spec 2 §4)', () => {
  it('creates items without an id or with a local- id, sending no id', () => {
    const plan = planListSync(STORED, [...STORED, { name: 'New', amount: 1, type: { id: 1 } }, { id: newLocalId(), name: 'Local', amount: 2, type: { id: 2 } }], FIELDS);
    expect(plan.created).to.deep.equal([
      { name: 'New', amount: 1, type: { id: 1 } },
      { name: 'Local', amount: 2, type: { id: 2 } },
    ]);
    expect(plan.updated).to.deep.equal([]);
    expect(plan.deleted).to.deep.equal([]);
  });

  it('updates a changed item with only its changed fields, comparing nested values by content', () => {
    const edited = [{ ...STORED[0]!, amount: 150, type: { id: 1 } }, { ...STORED[1]!, type: { id: 1 } }];
    const plan = planListSync(STORED, edited, FIELDS);
    expect(plan.updated).to.deep.equal([
      { id: 'a', amount: 150 },
      { id: 'b', type: { id: 1 } },
    ]);
    expect(plan.created).to.deep.equal([]);
  });

  it('deletes stored items left out of the edit and ignores unchanged ones', () => {
    const plan = planListSync(STORED, [STORED[1]!], FIELDS);
    expect(plan).to.deep.equal({ created: [], updated: [], deleted: ['a'] });
    expect(hasChanges(plan)).to.equal(true);
    expect(hasChanges(planListSync(STORED, STORED, FIELDS))).to.equal(false);
  });

  it('treats an id the server never answered as new (no update of an unknown item)', () => {
    const plan = planListSync(STORED, [...STORED, { id: 'zzz', name: 'Ghost', amount: 3, type: { id: 1 } }], FIELDS);
    expect(plan.created).to.deep.equal([{ name: 'Ghost', amount: 3, type: { id: 1 } }]);
  });

  it('marks local ids as new and gives a different one each time', () => {
    const one = newLocalId();
    expect(one.startsWith('local-')).to.equal(true);
    expect(newLocalId()).not.to.equal(one);
    expect(isNewItem({ id: 'abc' })).to.equal(false);
    expect(isNewItem({})).to.equal(true);
  });
});
