import { expect } from 'chai';
import {
  cashAndCpfWithinInstalment,
  dayOfMonth,
  maxValue,
  minValue,
  notOverAvailableFunds,
  ordered,
  type FieldValue,
  type Validator,
} from '../../../../src/shared-kernel/validation/index.js';

type Case = [FieldValue, string | null];

function table(rule: Validator, cases: Case[]): void {
  for (const [value, expected] of cases) {
    it(`${JSON.stringify(value)} -> ${expected === null ? 'passes' : `'${expected}'`}`, () => {
      expect(rule(value)).to.equal(expected);
    });
  }
}

describe('number rules (spec 1 §5)', () => {
  describe('maxValue(100), inclusive by default', () => {
    table(maxValue(100), [
      ['100', null],
      ['100.00', null],
      ['1,00', null],
      ['100.01', 'Must be less than or equal to 100'],
      [100.004, null], // 10000.4 cents rounds to 10000: equal in cents
      [100.005, 'Must be less than or equal to 100'], // 10000.5 cents rounds half-up to 10001
      [101, 'Must be less than or equal to 100'],
      ['abc', null], // numericText's job
      ['', null], // required's job
    ]);
  });

  describe('maxValue(100, { exclusive: true })', () => {
    table(maxValue(100, { exclusive: true }), [
      ['99.99', null],
      ['100', 'Must be less than 100'],
    ]);
  });

  describe('maxValue shows {n} with thousands separators', () => {
    table(maxValue(300_000_000_000), [['300,000,000,000.01', 'Must be less than or equal to 300,000,000,000']]);
    table(maxValue('1234.5'), [['2000', 'Must be less than or equal to 1,234.50']]);
  });

  describe('minValue(10), inclusive by default', () => {
    table(minValue(10), [
      ['10', null],
      ['9.99', 'Must be more than or equal to 10'],
      ['-5', 'Must be more than or equal to 10'],
      [null, null],
    ]);
  });

  describe('minValue(0, { exclusive: true })', () => {
    table(minValue(0, { exclusive: true }), [
      ['0.01', null],
      ['0', 'Must be more than 0'],
      ['0.004', 'Must be more than 0'], // 0.4 cents rounds to 0
    ]);
  });

  describe('dayOfMonth', () => {
    table(dayOfMonth, [
      [1, null],
      [28, null],
      ['15', null],
      [' 7 ', null],
      [0, 'Choose a day from 1 to 28'],
      [29, 'Choose a day from 1 to 28'],
      [1.5, 'Choose a day from 1 to 28'],
      ['1.5', 'Choose a day from 1 to 28'],
      ['-1', 'Choose a day from 1 to 28'],
      ['abc', 'Choose a day from 1 to 28'],
      ['', null],
    ]);
  });

  describe('notOverAvailableFunds(1,000.00)', () => {
    table(notOverAvailableFunds('1,000.00'), [
      ['1000', null],
      ['999.99', null],
      ['1000.01', 'Cannot exceed available funds'],
      ['', null],
    ]);

    it('passes when the available funds are unknown', () => {
      expect(notOverAvailableFunds(null)('5000')).to.equal(null);
    });
  });

  describe('cashAndCpfWithinInstalment', () => {
    const message = 'Sum of cash and CPF cannot exceed total monthly instalment';
    const cases: Array<[FieldValue, FieldValue, FieldValue, string | null, string]> = [
      ['600', '400', '1,000', null, 'exactly the instalment'],
      ['600.01', '400', '1000', message, 'one cent over'],
      ['', '1000.01', '1000', message, 'empty cash counts as 0'],
      [null, null, '1000', null, 'nothing entered yet'],
      ['2000', '0', '', null, 'no instalment: skipped'],
      ['abc', '0', '1000', null, 'non-numeric part: numericText reports it'],
      [60000, 40001, 100000, message, 'cents on the server'],
    ];
    for (const [cash, cpf, instalment, expected, why] of cases) {
      it(`cash ${JSON.stringify(cash)} + CPF ${JSON.stringify(cpf)} vs ${JSON.stringify(instalment)}: ${why}`, () => {
        expect(cashAndCpfWithinInstalment({ cash, cpf, instalment })).to.equal(expected);
      });
    }
  });

  describe('ordered', () => {
    describe('inclusive, against 100 named Maximum', () => {
      table(ordered('100', { name: 'Maximum' }), [
        ['100', null],
        ['99', null],
        ['100.01', 'Value must be less or equal to Maximum'],
        [null, null],
        ['', null],
        ['abc', null],
      ]);
    });

    describe('exclusive', () => {
      table(ordered('100', { name: 'Maximum', exclusive: true }), [
        ['100', 'Value must be less than Maximum'],
        ['99.99', null],
      ]);
    });

    describe('with a custom message', () => {
      table(ordered(5, { name: 'x', message: 'Minimum age must not exceed maximum age' }), [
        [6, 'Minimum age must not exceed maximum age'],
      ]);
    });

    describe('when the other value is missing', () => {
      table(ordered(null, { name: 'end date' }), [['2026-02-01', null]]);
    });

    describe('with dates', () => {
      table(ordered('2026-01-31', { name: 'end date' }), [
        ['2026-01-31', null],
        ['2026-02-01', 'Value must be less or equal to end date'],
        ['2026-01', null], // a month and a day cannot be compared
      ]);
      table(ordered('2026-02', { name: 'end month', exclusive: true }), [
        ['2026-01', null],
        ['2026-02', 'Value must be less than end month'],
      ]);
    });
  });
});
