import { expect } from 'chai';
import {
  composeValidators,
  formatLimit,
  maxValue,
  messages,
  numericText,
  required,
} from '../../../../src/shared-kernel/validation/index.js';

describe('composeValidators', () => {
  const amount = composeValidators(required, numericText, maxValue(100));

  describe('when several rules fail', () => {
    it('returns the first failing rule’s message', () => {
      expect(amount('')).to.equal('Please enter a value');
      expect(amount('12a')).to.equal('Must be only numbers with commas or periods');
      expect(amount('101')).to.equal('Must be less than or equal to 100');
    });
  });

  describe('when every rule passes', () => {
    it('returns null', () => {
      expect(amount('99.50')).to.equal(null);
    });
  });

  describe('with no rules', () => {
    it('passes everything', () => {
      expect(composeValidators()('anything')).to.equal(null);
    });
  });

  describe('for an optional field (no `required`)', () => {
    it('passes an empty value', () => {
      expect(composeValidators(numericText, maxValue(100))('')).to.equal(null);
    });
  });
});

describe('messages', () => {
  it('holds the spec 1 §5 texts verbatim', () => {
    expect(messages.required).to.equal('Please enter a value');
    expect(messages.invalidFormat).to.equal('Invalid format');
    expect(messages.numericText).to.equal('Must be only numbers with commas or periods');
    expect(messages.dayOfMonth).to.equal('Choose a day from 1 to 28');
    expect(messages.overAvailableFunds).to.equal('Cannot exceed available funds');
    expect(messages.cashCpfOverInstalment).to.equal('Sum of cash and CPF cannot exceed total monthly instalment');
    expect(messages.surroundingSpace).to.equal('Cannot have space as first and last character');
    expect(messages.maxInclusive('5')).to.equal('Must be less than or equal to 5');
    expect(messages.maxExclusive('5')).to.equal('Must be less than 5');
    expect(messages.minInclusive('5')).to.equal('Must be more than or equal to 5');
    expect(messages.minExclusive('5')).to.equal('Must be more than 5');
    expect(messages.orderInclusive('Maximum')).to.equal('Value must be less or equal to Maximum');
    expect(messages.orderExclusive('Maximum')).to.equal('Value must be less than Maximum');
  });
});

describe('formatLimit', () => {
  const cases: Array<[number | string, string]> = [
    [300_000_000_000, '300,000,000,000'],
    [1234.5, '1,234.50'],
    ['0.125', '0.125'],
    [-1000, '-1,000'],
    [0, '0'],
    ['100.00', '100'],
  ];
  for (const [limit, expected] of cases) {
    it(`shows ${limit} as '${expected}'`, () => {
      expect(formatLimit(limit)).to.equal(expected);
    });
  }
});
