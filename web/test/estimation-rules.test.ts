/// <reference types="mocha" />
import { expect } from 'chai';
import { toCents } from '../../src/shared-kernel/money.js';
import type { IncomeDto } from '../src/cashflow/cashflow.types';
import {
  EMPTY_EXPENSE_ROWS,
  incomeEstimationMode,
  incomeListToSave,
  singaporeToday,
  sumExpenseRows,
  takeHomeEstimateText,
  validateExpenseRow,
  validateTakeHome,
} from '../src/cashflow/estimation-rules';

const salary: IncomeDto = {
  id: 'inc-7',
  name: 'Salary at ACME',
  grossIncome: 600_000,
  netIncome: 480_000,
  incomeCurrency: 'SGD',
  type: 'EMPLOYMENT',
};
const rent: IncomeDto = { ...salary, id: 'inc-8', name: 'Flat rental', type: 'RENT', netIncome: null };

describe('onboarding estimation rules', () => {
  describe('incomeEstimationMode()', () => {
    it('creates with no income, updates exactly one, only shows two or more', () => {
      expect(incomeEstimationMode([])).to.equal('create');
      expect(incomeEstimationMode([salary])).to.equal('update');
      expect(incomeEstimationMode([salary, rent])).to.equal('read-only');
    });
  });

  describe('incomeListToSave()', () => {
    it('creates the SGD employment item local-1 when there is none', () => {
      expect(incomeListToSave([], toCents(500_000), toCents(400_000))).to.deep.equal([
        { id: 'local-1', name: 'Monthly income', grossIncome: 500_000, netIncome: 400_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' },
      ]);
    });

    it('updates the one stored item, keeping its id, name, type and currency', () => {
      expect(incomeListToSave([{ ...salary, incomeCurrency: 'USD' }], toCents(700_000), null)).to.deep.equal([
        { ...salary, incomeCurrency: 'USD', grossIncome: 700_000, netIncome: null },
      ]);
    });

    it('refuses to send a list of two or more (they are changed on the dashboard)', () => {
      expect(() => incomeListToSave([salary, rent], toCents(1), toCents(1))).to.throw(/dashboard/);
    });
  });

  describe('takeHomeEstimateText()', () => {
    it('is gross minus the employee CPF for a citizen or PR', () => {
      expect(takeHomeEstimateText('5,000', 30, 'CITIZEN')).to.equal('4,000.00');
      expect(takeHomeEstimateText('5000', 58, 'PR')).to.equal('4,100.00');
    });

    it('is the gross for a foreigner', () => {
      expect(takeHomeEstimateText('5000', 30, 'FOREIGNER')).to.equal('5,000.00');
    });

    it('is null for an invalid gross or an unknown age or status', () => {
      expect(takeHomeEstimateText('', 30, 'CITIZEN')).to.equal(null);
      expect(takeHomeEstimateText('5k', 30, 'CITIZEN')).to.equal(null);
      expect(takeHomeEstimateText('5000', null, 'CITIZEN')).to.equal(null);
      expect(takeHomeEstimateText('5000', 30, null)).to.equal(null);
    });
  });

  describe('validateTakeHome()', () => {
    it('uses the shared money-input messages', () => {
      expect(validateTakeHome('', '5000')).to.equal('Please enter a value');
      expect(validateTakeHome('-1', '5000')).to.equal('Must be more than or equal to 0');
      expect(validateTakeHome('1.234', '5000')).to.equal('Must have at most 2 decimal places');
    });

    it('may not exceed the gross, equal is fine', () => {
      expect(validateTakeHome('5,000.01', '5000')).to.equal('Value must be less or equal to gross monthly income');
      expect(validateTakeHome('5000', '5,000.00')).to.equal(null);
    });

    it('does not compare with a gross that is itself invalid (that field shows its own error)', () => {
      expect(validateTakeHome('4000', 'abc')).to.equal(null);
    });
  });

  describe('expense rows', () => {
    it('an empty row is fine, anything typed must be a valid money input', () => {
      expect(validateExpenseRow('  ')).to.equal(null);
      expect(validateExpenseRow('12a')).to.equal('Must be only numbers with commas or periods');
    });

    it('sums the filled rows exactly in cents', () => {
      expect(sumExpenseRows({ ...EMPTY_EXPENSE_ROWS, housing: '1,500', food: '600.10', insurance: '0.20' })).to.equal(210_030);
    });

    it('is null while all rows are empty or any row is invalid', () => {
      expect(sumExpenseRows(EMPTY_EXPENSE_ROWS)).to.equal(null);
      expect(sumExpenseRows({ ...EMPTY_EXPENSE_ROWS, housing: '1500', food: 'lots' })).to.equal(null);
    });
  });

  describe('singaporeToday()', () => {
    it('is the calendar day in Singapore (UTC+8), not in UTC', () => {
      expect(singaporeToday(new Date('2026-03-31T15:59:59Z'))).to.equal('2026-03-31');
      expect(singaporeToday(new Date('2026-03-31T16:00:00Z'))).to.equal('2026-04-01');
    });
  });
});
