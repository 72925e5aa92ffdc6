import { expect } from 'chai';
import type { Cents } from '../../../src/shared-kernel/money.js';
import { DomainError } from '../../../src/shared-kernel/errors.js';
import type { IncomeDraft } from '../../../src/cashflow-wealth/domain/income.js';
import { DUPLICATE_ITEM, isNewItem, planIncomeSync } from '../../../src/cashflow-wealth/domain/income-list-sync.js';

const item = (name: string, id?: string): IncomeDraft => ({ ...(id === undefined ? {} : { id }), name, grossIncome: 100 as Cents, netIncome: null, incomeCurrency: 'SGD', type: 'EMPLOYMENT' });

function errorOf(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected an error');
}

describe('Income list sync plan (spec 2 §4 synced lists)', () => {
  it("treats no id and 'local-' ids as new, anything else as stored", () => {
    expect(isNewItem(undefined)).to.equal(true);
    expect(isNewItem('local-17')).to.equal(true);
    expect(isNewItem('a1')).to.equal(false);
    expect(isNewItem('notlocal-1')).to.equal(false);
  });

  it('creates new items, updates stored ones, deletes the ones left out, keeping positions', () => {
    const plan = planIncomeSync(['a', 'b', 'c'], [item('New', 'local-1'), item('B', 'b'), item('Fresh'), item('A', 'a')]);
    expect(plan.create).to.deep.equal([
      { position: 0, item: { name: 'New', grossIncome: 100, netIncome: null, incomeCurrency: 'SGD', type: 'EMPLOYMENT' } },
      { position: 2, item: { name: 'Fresh', grossIncome: 100, netIncome: null, incomeCurrency: 'SGD', type: 'EMPLOYMENT' } },
    ]);
    expect(plan.update.map((u) => [u.position, u.item.id, u.item.name])).to.deep.equal([
      [1, 'b', 'B'],
      [3, 'a', 'A'],
    ]);
    expect(plan.delete).to.deep.equal(['c']);
  });

  it('an empty list deletes everything stored', () => {
    expect(planIncomeSync(['a', 'b'], [])).to.deep.equal({ create: [], update: [], delete: ['a', 'b'] });
  });

  it('answers 404 (not 403) for an id that is not one of the stored ids', () => {
    const error = errorOf(() => planIncomeSync(['a'], [item('X', 'someone-elses')]));
    expect(error.kind).to.equal('not-found');
    expect(error.code).to.equal('CASHFLOW.INCOME_NOT_FOUND');
  });

  it('rejects the same stored id twice with a 400 on the second item', () => {
    const error = errorOf(() => planIncomeSync(['a'], [item('A', 'a'), item('A again', 'a')]));
    expect(error.kind).to.equal('validation');
    expect(error.details).to.deep.equal([{ field: 'incomeList.1.id', message: DUPLICATE_ITEM }]);
  });
});
