import { expect } from 'chai';
import type { TestClient } from '../../support/http-client.js';
import { PERSONAS as BY_NRIC } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { signInOnboarded } from '../../support/sign-in.js';

/** NUL, BEL, DEL, NEL (a C1 control), and each half of a surrogate pair alone. */
const FORBIDDEN = ['\u0000', '\u0007', '\u007f', '\u0085', '\ud800', '\udc00'];
const show = (c: string) => `U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * The one text rule at the API edge (docs/decisions.md "One text rule"): every free-text field refuses control
 * characters other than tab and newline, and unpaired surrogates, with 400 'Invalid format', where they used to be a
 * 500 (JSONB) or be stored changed (NUL as '\0', a lone surrogate as U+FFFD). Tab, newline and emoji are kept as sent.
 */
describe('The one text rule at the API edge', () => {
  const t = appPerSuite();
  let client: TestClient;
  let goalId: string;
  let planId: string;

  before(async () => {
    client = t.client();
    await signInOnboarded(client, BY_NRIC.S9812379B);
    const goal = await client.post('/api/v1/goal', { name: 'Travel', totalAmount: 100_000, date: '2200-01-01' });
    expect(goal.status, goal.text).to.equal(201);
    goalId = goal.body.data.id;
    const plan = await client.post('/api/v1/housing-plan', { planName: 'Punggol' });
    expect(plan.status, plan.text).to.equal(201);
    planId = plan.body.housingPlan.id;
  });

  const expectInvalid = async (res: { status: number; text: string; body: { details?: unknown } }, field: string) => {
    expect(res.status, res.text).to.equal(400);
    expect(res.body.details, res.text).to.deep.include({ field, message: 'Invalid format' });
  };
  const insurance = (insurer: string) => ({
    name: 'Whole life',
    totalValueAmount: 1_500_000,
    currency: 'SGD',
    investmentSource: 'CASH',
    enterOption: 'TOTAL_VALUE',
    quantity: null,
    unitPrice: null,
    estimatedGrowthRate: null,
    insurance: { insurer, policyType: null, productType: null, premiumAmount: null, premiumFrequency: null, paymentMethod: null, sumAssured: null },
  });
  const income = (name: string) => ({ incomeList: [{ name, grossIncome: 650_000, netIncome: 520_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] });

  for (const c of FORBIDDEN) {
    it(`refuses ${show(c)} in a housing plan's name, an insurer, a goal's name and an income's name`, async () => {
      await expectInvalid(await client.post('/api/v1/housing-plan', { planName: `Tampines${c}` }), 'planName');
      await expectInvalid(await client.patch(`/api/v1/housing-plan/${planId}`, { planName: `Tam${c}pines` }), 'planName');
      await expectInvalid(await client.post('/api/v1/asset/insurance', insurance(`AIA${c}`)), 'insurance.insurer');
      await expectInvalid(await client.patch(`/api/v1/goal/${goalId}`, { name: `Trip${c}` }), 'name');
      await expectInvalid(await client.post('/api/v1/goal', { name: `${c}Trip`, totalAmount: 100_000, date: '2200-01-01' }), 'name');
      await expectInvalid(await client.post('/api/v1/income', income(`Salary${c}`)), 'incomeList.0.name');
    });
  }

  it('stored nothing of the refused text', async () => {
    const goals = (await client.get('/api/v1/targets')).body.goals as Array<{ name: string }>;
    expect(goals.map((g) => g.name)).to.deep.equal(['Travel']);
    const plans = (await client.get('/api/v1/housing-plan')).body.housingPlans as Array<{ planName: string }>;
    expect(plans.map((p) => p.planName)).to.deep.equal(['Punggol']);
    expect((await client.get('/api/v1/finances')).body.incomeList).to.deep.equal([]);
  });

  it('keeps tab and newline inside multi-line text, and reads them back as sent', async () => {
    const description = 'First line\nSecond line\twith a tab';
    const created = await client.post('/api/v1/notification/personal', { title: 'Note\tto self', description, date: '2026-11-22' });
    expect(created.status, created.text).to.equal(201);
    const listed = (await client.get('/api/v1/notifications')).body.notifications as Array<{ id: string; title: string; description: string }>;
    expect(listed.find((n) => n.id === created.body.id)).to.include({ title: 'Note\tto self', description });
    const patched = await client.patch(`/api/v1/goal/${goalId}`, { name: 'Trip\tJapan' });
    expect(patched.status, patched.text).to.equal(200);
    expect(patched.body.goal.name).to.equal('Trip\tJapan');
    expect((await client.get('/api/v1/targets')).body.goals[0].name).to.equal('Trip\tJapan');
  });

  it('keeps emoji (well-formed surrogate pairs), answering and storing exactly what was sent', async () => {
    const patched = await client.patch(`/api/v1/goal/${goalId}`, { name: 'Japan 🗾✈️' });
    expect(patched.status, patched.text).to.equal(200);
    expect(patched.body.goal.name).to.equal('Japan 🗾✈️');
    expect((await client.get('/api/v1/targets')).body.goals[0].name).to.equal('Japan 🗾✈️');

    const plan = await client.patch(`/api/v1/housing-plan/${planId}`, { planName: 'Home 🏠' });
    expect(plan.status, plan.text).to.equal(200);
    expect((await client.get('/api/v1/housing-plan')).body.housingPlans[0].planName).to.equal('Home 🏠');

    const policy = await client.post('/api/v1/asset/insurance', insurance('AIA 🛡️'));
    expect(policy.status, policy.text).to.equal(200);
    expect(policy.body.insuranceAsset.insurance.insurer).to.equal('AIA 🛡️');

    const saved = await client.post('/api/v1/income', income('Salary 💰'));
    expect(saved.status, saved.text).to.equal(200);
    expect((await client.get('/api/v1/finances')).body.incomeList.map((i: { name: string }) => i.name)).to.deep.equal(['Salary 💰']);
  });

  it('applies to the sign-in callback too (its schema was plain joi)', async () => {
    const res = await t.client().post('/api/v1/auth/singpass/callback', { code: 'abc\u0000', state: 'xyz' });
    await expectInvalid(res, 'code');
  });
});
