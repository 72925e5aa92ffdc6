import { expect } from 'chai';
import { checkLoanLinks, LIABILITY_ALREADY_LINKED } from '../../../../src/cashflow-wealth/domain/loan-repayment.js';
import { NotFound, ValidationFailed } from '../../../../src/shared-kernel/errors.js';

const MINE = new Set(['a', 'b']);

describe('cashflow-wealth loan repayment links to liabilities (docs/decisions.md "Enter once")', () => {
  it('accepts unlinked items and links to the resident\'s own liabilities, each once', () => {
    expect(() => checkLoanLinks([{}, { liabilityId: null }, { liabilityId: 'a' }, { liabilityId: 'b' }], MINE)).to.not.throw();
  });

  it('refuses a liability that is not the resident\'s with a 404', () => {
    expect(() => checkLoanLinks([{ liabilityId: 'theirs' }], MINE))
      .to.throw(NotFound)
      .with.property('code', 'CASHFLOW.LIABILITY_NOT_FOUND');
  });

  it('refuses a liability linked to two loan repayments, naming the second', () => {
    try {
      checkLoanLinks([{ liabilityId: 'a' }, { liabilityId: 'b' }, { liabilityId: 'a' }], MINE);
      expect.fail('should have thrown');
    } catch (error) {
      expect(error).to.be.instanceOf(ValidationFailed);
      expect((error as ValidationFailed).details).to.deep.equal([{ field: 'loanRepayments.2.liabilityId', message: LIABILITY_ALREADY_LINKED }]);
    }
  });
});
