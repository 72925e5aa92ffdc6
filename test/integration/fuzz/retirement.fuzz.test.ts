import { expect } from 'chai';
import { FUZZ_TODAY, fuzzApp, fuzzWrites } from './fuzz-harness.js';
import { retirementCalculateBody } from './shapes/cashflow-wealth.shapes.js';

type Body = Record<string, any>;

/**
 * Property-based fuzz of the public retirement calculation (docs/api.md "Retirement"): well-formed and hostile
 * bodies, never a 5xx; an answer is whole cents throughout and works out the spending sent.
 */
describe('Fuzz: POST /retirement/calculate (public, nothing stored)', () => {
  const t = fuzzApp({ RATE_LIMIT_RETIREMENT_CALCULATE_PER_MINUTE: '10000000' });

  fuzzWrites({
    method: 'POST',
    path: () => '/api/v1/retirement/calculate',
    client: () => t.client(),
    valid: retirementCalculateBody,
    refusals: ['RETIREMENT.TOO_LARGE'],
    readBack: async (sent: Body, res) => {
      expect(res.status).to.equal(200);
      const answer = res.body as Body;
      expect(answer.startMonth).to.equal(sent.assumptions?.startMonth ?? FUZZ_TODAY.slice(0, 7));
      expect(answer.need.monthlyToday).to.equal(sent.monthlySpending);
      const numbers: unknown[] = [];
      const walk = (value: unknown): void => {
        if (typeof value === 'number') numbers.push(value);
        else if (value && typeof value === 'object') Object.values(value).forEach(walk);
      };
      walk(answer);
      expect(numbers.every((n) => Number.isSafeInteger(n)), 'every figure is whole cents (or a whole age or year)').to.equal(true);
    },
  });
});
