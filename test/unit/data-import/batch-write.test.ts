import { expect } from 'chai';
import { batchWrite } from '../../../src/data-import/adapters/portability/checked-body.js';
import { DomainError, ValidationFailed, atItem } from '../../../src/shared-kernel/errors.js';

const refusalOf = async (work: Promise<unknown>): Promise<Error> => work.then(() => expect.fail('should refuse'), (error: Error) => error);

describe('A list written in one call names the item a rule refused (docs/decisions.md "Every list has a cap")', () => {
  it('atItem puts the fields of a refusal under the item\'s place, keeping its code, kind and message', () => {
    try {
      atItem('assets', 3, () => {
        throw new ValidationFailed([{ field: 'totalValueAmount', message: 'Must be less than or equal to 999,999,999' }]);
      });
      expect.fail('should throw');
    } catch (error) {
      expect(error).to.include({ code: 'VALIDATION.FAILED', kind: 'validation', message: 'Some fields need your attention.' });
      expect((error as DomainError).details).to.deep.equal([{ field: 'assets.3.totalValueAmount', message: 'Must be less than or equal to 999,999,999' }]);
    }
    expect(() => atItem('goals', 0, () => { throw new TypeError('not a rule'); })).to.throw(TypeError);
    expect(atItem('goals', 0, () => 42)).to.equal(42);
  });

  it('batchWrite names the item by its place less the kept imported items before it', async () => {
    const names = ['Salary', 'Rent', 'Bonus'];
    const write = () => Promise.reject(new ValidationFailed([{ field: 'incomeList.3.grossIncome', message: 'Must be less than or equal to 300,000,000,000' }]));
    const error = await refusalOf(batchWrite('incomes', names, 1, write));
    expect(error.message).to.equal('Income item 3 ("Bonus"): Must be less than or equal to 300,000,000,000 (grossIncome). Nothing was changed.');
  });

  it('a refusal of the list as a whole names the list; a fault that is not a rule goes on as it is', async () => {
    const tooMany = () => Promise.reject(new DomainError('CASHFLOW.TOO_MANY_EXPENSES', 'You can have at most 50 expenses', 'business-rule'));
    expect((await refusalOf(batchWrite('expenses', ['Food'], 0, tooMany))).message).to.equal('Expenses: You can have at most 50 expenses. Nothing was changed.');
    const down = new DomainError('SERVICE.DATABASE_UNREACHABLE', 'down', 'unavailable');
    expect(await refusalOf(batchWrite('expenses', ['Food'], 0, () => Promise.reject(down)))).to.equal(down);
    const bug = new TypeError('x');
    expect(await refusalOf(batchWrite('expenses', ['Food'], 0, () => Promise.reject(bug)))).to.equal(bug);
  });
});
