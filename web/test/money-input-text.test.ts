/// <reference types="mocha" />
import { expect } from 'chai';
import { tidyMoneyInput } from '../src/shared/ui/money-input-text';

describe('money fields: amounts shown as every amount is once the field is left', () => {
  it('adds thousands separators and 2 decimals to an amount that reads', () => {
    expect(tidyMoneyInput('1234.5')).to.equal('1,234.50');
    expect(tidyMoneyInput('800')).to.equal('800.00');
    expect(tidyMoneyInput('12,34.56')).to.equal('1,234.56');
    expect(tidyMoneyInput(' 2400 ')).to.equal('2,400.00');
    expect(tidyMoneyInput('1,000,000')).to.equal('1,000,000.00');
  });

  it('leaves what does not read as typed, for its error to point at', () => {
    expect(tidyMoneyInput('')).to.equal('');
    expect(tidyMoneyInput('12a')).to.equal('12a');
    expect(tidyMoneyInput('1.234')).to.equal('1.234');
    expect(tidyMoneyInput('-5')).to.equal('-5');
  });

  it('is stable: a tidied amount stays as it is', () => {
    expect(tidyMoneyInput(tidyMoneyInput('98765.4'))).to.equal('98,765.40');
  });
});
