import { expect } from 'chai';
import type { LocalDate } from '../../../src/shared-kernel/local-date.js';
import type { Cents } from '../../../src/shared-kernel/money.js';
import type { EmergencyFund } from '../../../src/targets/domain/emergency-fund.js';
import { applyGoalChange, type Goal } from '../../../src/targets/domain/goal.js';
import { fundChangeProblems, fundMonthsProblem, goalChangeProblems } from '../../../src/targets/domain/target-rules.js';

const c = (n: number) => n as Cents;
const d = (s: string) => s as LocalDate;
const TODAY = d('2026-11-25');
const PAST = 'Choose today or a later date';
const ABOVE_TOTAL = 'Value must be less or equal to the target amount';
const GOAL: Goal = {
  id: 'g1',
  name: 'Travel',
  totalAmount: c(300_000),
  currentAmount: c(120_000),
  date: d('2027-06-30'),
  archivedAcknowledged: false,
  paidOut: false,
  paidOutAmount: null,
  paidOutDate: null,
};
const { id: _id, ...NEW } = GOAL;
const EXPIRED: Goal = { ...GOAL, date: d('2026-10-31') };
const COMPLETED: Goal = { ...GOAL, date: d('2026-10-31'), paidOut: true, paidOutAmount: c(290_000), paidOutDate: d('2026-10-31') };

/** docs/decisions.md "Targets refuse bad input" */
describe('targets: the rules of a change', () => {
  describe('an open target is dated today or later when it is new, moved or restored', () => {
    it('a new target: today passes, yesterday does not', () => {
      expect(goalChangeProblems(null, { ...NEW, date: TODAY }, TODAY)).to.deep.equal([]);
      expect(goalChangeProblems(null, { ...NEW, date: d('2026-11-24') }, TODAY)).to.deep.equal([{ field: 'date', message: PAST }]);
      expect(goalChangeProblems(null, { ...NEW, date: d('2026-11-01') }, TODAY), 'earlier this month is past too').to.have.length(1);
    });

    it('before January 2019 only the archive limit speaks (goalProblems), not both', () => {
      expect(goalChangeProblems(null, { ...NEW, date: d('2018-12-31') }, TODAY)).to.deep.equal([]);
    });

    it('a moved date: into the past is refused unless the target is being completed', () => {
      expect(goalChangeProblems(GOAL, applyGoalChange(GOAL, { date: d('2026-11-20') }, TODAY), TODAY)).to.deep.equal([{ field: 'date', message: PAST }]);
      const completing = applyGoalChange(GOAL, { date: d('2026-11-20'), paidOut: true, paidOutAmount: c(120_000), paidOutDate: d('2026-11-20') }, TODAY);
      expect(goalChangeProblems(GOAL, completing, TODAY), 'spec 3 §4: expired targets count as completed').to.deep.equal([]);
      expect(goalChangeProblems(GOAL, applyGoalChange(GOAL, { date: TODAY }, TODAY), TODAY)).to.deep.equal([]);
    });

    it('an expired target keeps its date while its name or amount change; a new date must be today or later', () => {
      expect(goalChangeProblems(EXPIRED, applyGoalChange(EXPIRED, { name: 'Japan', totalAmount: c(200_000), date: EXPIRED.date }, TODAY), TODAY)).to.deep.equal([]);
      expect(goalChangeProblems(EXPIRED, applyGoalChange(EXPIRED, { date: d('2026-11-01') }, TODAY), TODAY)).to.deep.equal([{ field: 'date', message: PAST }]);
      expect(goalChangeProblems(EXPIRED, applyGoalChange(EXPIRED, { date: d('2026-12-25') }, TODAY), TODAY)).to.deep.equal([]);
    });

    it('a restored target needs a date from today, even when the date sent is the old one', () => {
      const restore = { paidOut: false, paidOutAmount: null, paidOutDate: null };
      expect(goalChangeProblems(COMPLETED, applyGoalChange(COMPLETED, restore, TODAY), TODAY)).to.deep.equal([{ field: 'date', message: PAST }]);
      expect(goalChangeProblems(COMPLETED, applyGoalChange(COMPLETED, { ...restore, date: d('2026-12-25') }, TODAY), TODAY)).to.deep.equal([]);
    });

    it('a completed target keeps a past date, and its record may be corrected', () => {
      expect(goalChangeProblems(COMPLETED, applyGoalChange(COMPLETED, { name: 'Japan', date: d('2026-10-15') }, TODAY), TODAY)).to.deep.equal([]);
    });
  });

  describe('paid out at most the target amount', () => {
    it('on completion, and when a new goal is sent completed', () => {
      const over = applyGoalChange(GOAL, { paidOut: true, paidOutAmount: c(300_001), paidOutDate: TODAY }, TODAY);
      expect(goalChangeProblems(GOAL, over, TODAY)).to.deep.equal([{ field: 'paidOutAmount', message: ABOVE_TOTAL }]);
      const exact = applyGoalChange(GOAL, { paidOut: true, paidOutAmount: c(300_000), paidOutDate: TODAY }, TODAY);
      expect(goalChangeProblems(GOAL, exact, TODAY)).to.deep.equal([]);
      expect(goalChangeProblems(null, { ...NEW, paidOut: true, paidOutAmount: c(400_000), paidOutDate: TODAY }, TODAY)).to.have.length(1);
    });

    it('when a completed target’s paid-out amount or total changes, but not when only its name does', () => {
      expect(goalChangeProblems(COMPLETED, applyGoalChange(COMPLETED, { paidOutAmount: c(300_001) }, TODAY), TODAY)).to.have.length(1);
      expect(goalChangeProblems(COMPLETED, applyGoalChange(COMPLETED, { totalAmount: c(200_000) }, TODAY), TODAY)).to.have.length(1);
      const legacy: Goal = { ...COMPLETED, paidOutAmount: c(999_999) };
      expect(goalChangeProblems(legacy, applyGoalChange(legacy, { name: 'Japan' }, TODAY), TODAY), 'saved before the rule').to.deep.equal([]);
    });
  });

  describe('the emergency fund', () => {
    const FUND: EmergencyFund = { totalAmount: c(600_000), currentAmount: c(0), date: d('2027-05-25'), prevAccumulatedMonths: 0 };
    it('is dated today or later when new or moved; an overdue fund keeps its date while its amount changes', () => {
      expect(fundChangeProblems(null, { ...FUND, date: d('2026-11-24') }, TODAY)).to.deep.equal([{ field: 'date', message: PAST }]);
      expect(fundChangeProblems(null, { ...FUND, date: TODAY }, TODAY)).to.deep.equal([]);
      expect(fundChangeProblems(FUND, { ...FUND, date: d('2026-11-01') }, TODAY)).to.deep.equal([{ field: 'date', message: PAST }]);
      const overdue = { ...FUND, date: d('2026-10-01') };
      expect(fundChangeProblems(overdue, { ...overdue, totalAmount: c(700_000) }, TODAY)).to.deep.equal([]);
    });

    it('months of spending typed: whole, 1 to 1,000, in the spec 1 §5 texts', () => {
      const cases: Array<[string, string | null]> = [
        ['1', null],
        ['6', null],
        ['1000', null],
        ['0', 'Must be more than or equal to 1'],
        ['-3', 'Must be more than or equal to 1'],
        ['1001', 'Must be less than or equal to 1,000'],
        ['2.5', 'Must be a whole number'],
        ['', 'Please enter a value'],
        ['six', 'Must be only numbers with commas or periods'],
      ];
      for (const [text, message] of cases) expect(fundMonthsProblem(text), text).to.equal(message);
    });
  });
});
