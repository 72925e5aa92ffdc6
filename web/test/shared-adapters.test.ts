/// <reference types="mocha" />
import { expect } from 'chai';
import { formatMoney } from '../src/shared/format/money';
import { moneyInputValidator, required } from '../src/shared/validation';

describe('shared-kernel adapters', () => {
  it('money fields use the shared parser messages', () => {
    const validate = moneyInputValidator();
    expect(validate('1,234.56')).to.equal(null);
    expect(validate('')).to.equal('Please enter a value');
    expect(validate('12a')).to.equal('Must be only numbers with commas or periods');
    expect(validate('300,000,000,000.01')).to.equal('Must be less than or equal to 300,000,000,000');
  });
  it('an optional, empty money field passes', () => {
    expect(moneyInputValidator({ optional: true })('  ')).to.equal(null);
  });
  it('re-exports the rules and formatting', () => {
    expect(required('')).to.equal('Please enter a value');
    expect(formatMoney(123456 as Parameters<typeof formatMoney>[0])).to.equal('S$1,234.56');
  });
});
