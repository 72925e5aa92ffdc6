import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { PERSONAS as BY_NRIC } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { signInOnboarded } from '../../support/sign-in.js';

const ACTIONS = '/api/v1/health-check/recommended-actions';
const salary = { name: 'Salary', grossIncome: 600_000, netIncome: 480_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' };
const food = { category: 'Food and drinks', amount: 150_000, timeInterval: 'MONTHLY', budgetAmount: null, budgetTimeInterval: null };

async function ok(res: Promise<{ status: number; text: string; body: any }>, status = 200) {
  const answer = await res;
  expect(answer.status, answer.text).to.equal(status);
  return answer.body;
}

/**
 * The recommended actions read the data on every request (docs/decisions.md "Advice follows the data"): an
 * action leaves as soon as what it asks for is there and comes back as soon as it is gone.
 */
describe('Recommended actions follow the data', () => {
  const t = appPerSuite({ clock: new ManualClock('2026-11-22T02:00:00.000Z') });

  it('"Set a savings target" leaves once a goal exists and comes back when the last goal is deleted', async () => {
    const client = t.client();
    await signInOnboarded(client, BY_NRIC.S9812385G);
    await ok(client.post('/api/v1/income', { incomeList: [salary] }));
    await ok(client.post('/api/v1/expense', { expenses: [food] }));
    const keys = async () => ((await ok(client.get(ACTIONS))).recommendedActions as { key: string }[]).map((a) => a.key);
    // Saving 68.75 %: SR1 asks for a savings target.
    expect(await keys()).to.include('SET_SAVINGS_TARGET');
    const goal = await ok(client.post('/api/v1/goal', { name: 'Travel', totalAmount: 300_000, date: '2027-11-25' }), 201);
    expect(await keys()).to.not.include('SET_SAVINGS_TARGET');
    await ok(client.delete(`/api/v1/goal/${goal.data.id as string}`), 204);
    expect(await keys()).to.include('SET_SAVINGS_TARGET');
  });

  it('"Enter your cashflow" stays with income only and leaves once expenses are entered, until they are removed', async () => {
    const client = t.client();
    await signInOnboarded(client, BY_NRIC.S6005053H);
    await ok(client.post('/api/v1/income', { incomeList: [salary] }));
    const keys = async () => ((await ok(client.get(ACTIONS))).recommendedActions as { key: string }[]).map((a) => a.key);
    expect(await keys()).to.include('ENTER_CASHFLOW');
    await ok(client.post('/api/v1/expense', { expenses: [food] }));
    expect(await keys()).to.not.include('ENTER_CASHFLOW');
    await ok(client.delete('/api/v1/expense'));
    expect(await keys()).to.include('ENTER_CASHFLOW');
  });
});
