import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import type { MockpassPersona } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signInConsented } from '../../support/sign-in.js';
import { itAnswers401SignedOutAnd403BeforeConsent } from '../../support/gated-calls.js';

const EXPENSE = '/api/v1/expense';
const FINANCES = '/api/v1/finances';
const MONTHLY = { id: 1, description: 'MONTHLY' };
const YEARLY = { id: 2, description: 'YEARLY' };

const food = { category: 'Food and drinks', amount: 80_000, timeInterval: 'MONTHLY', budgetAmount: 70_000, budgetTimeInterval: 'MONTHLY', colour: '#FF6384' };
const insurance = { category: 'Insurance', amount: 240_000, timeInterval: 'YEARLY' };

describe('Expenses: POST, PATCH and DELETE /expense', () => {
  const t = appPerSuite({ clock: new ManualClock('2026-11-22T02:00:00.000Z') });

  async function resident(persona: MockpassPersona = PERSONAS.limYongXiang): Promise<TestClient> {
    const client = t.client();
    await signInConsented(client, persona);
    // Each test starts with no expenses.
    const res = await client.request('DELETE', EXPENSE);
    expect(res.status, res.text).to.equal(200);
    return client;
  }

  const post = (client: TestClient, expenses: unknown[]) => client.post(EXPENSE, { expenses });
  const patch = (client: TestClient, expenses: unknown[]) => client.request('PATCH', EXPENSE, { json: { expenses } });
  const stored = async (client: TestClient) => (await client.get(FINANCES)).body.expenses as Array<Record<string, unknown>>;

  async function expect400(res: { status: number; text: string; body: { code: string; details: unknown } }, field: string, message: string) {
    expect(res.status, res.text).to.equal(400);
    expect(res.body.code).to.equal('VALIDATION.FAILED');
    expect(res.body.details).to.deep.include({ field, message });
  }

  itAnswers401SignedOutAnd403BeforeConsent(t, [
    ['POST', EXPENSE, { expenses: [] }],
    ['PATCH', EXPENSE, { expenses: [{ id: 'x', amount: 1 }] }],
    ['DELETE', `${EXPENSE}?ids=x`, undefined],
    ['DELETE', EXPENSE, undefined],
  ]);

  describe('POST /expense', () => {
    it('creates the items in the order sent, answers enumerations as { id, description }, and GET /finances reads them', async () => {
      const client = await resident();
      const res = await post(client, [food, insurance]);
      expect(res.status, res.text).to.equal(200);
      expect(res.headers.get('cache-control')).to.equal('no-store');
      const [a, b] = res.body.expenses;
      expect(a).to.deep.equal({ id: a.id, ...food, colour: '#ff6384', timeInterval: MONTHLY, budgetTimeInterval: MONTHLY });
      // A yearly expense is stored as given: 2,400.00 a year, not 200.00 a month.
      expect(b).to.deep.equal({ id: b.id, ...insurance, timeInterval: YEARLY, budgetAmount: null, budgetTimeInterval: null, colour: null });
      expect(a.id).to.match(/^[0-9a-f-]{36}$/);
      expect(await stored(client)).to.deep.equal(res.body.expenses);
      // Later items come after the stored ones.
      const more = await post(client, [{ category: 'Transport', amount: 15_000, timeInterval: 'MONTHLY' }]);
      expect((await stored(client)).map((e) => e.category)).to.deep.equal(['Food and drinks', 'Insurance', 'Transport']);
      expect(more.body.expenses).to.have.length(1);
    });

    it('answers 409 for a category already used, ignoring case, and stores nothing of the batch', async () => {
      const client = await resident();
      await post(client, [food]);
      const res = await post(client, [insurance, { ...food, category: 'FOOD AND DRINKS' }]);
      expect(res.status, res.text).to.equal(409);
      expect(res.body.code).to.equal('CASHFLOW.EXPENSE_CATEGORY_TAKEN');
      expect(res.body.errorMessage).to.equal('You already have an expense for FOOD AND DRINKS');
      expect((await stored(client)).map((e) => e.category)).to.deep.equal(['Food and drinks']);
    });

    it('keeps one expense per category when two first POSTs race (the per-resident lock)', async () => {
      const client = await resident();
      const results = await Promise.all([post(client, [food]), post(client, [{ ...food, category: 'food AND drinks' }])]);
      expect(results.map((r) => r.status).sort()).to.deep.equal([200, 409]);
      expect(await stored(client)).to.have.length(1);
    });

    it('answers 400 with the spec texts', async () => {
      const client = await resident();
      await expect400(await post(client, [{ ...food, category: '' }]), 'expenses.0.category', 'Please enter a value');
      await expect400(await post(client, [{ ...food, category: ' Food' }]), 'expenses.0.category', 'Cannot have space as first and last character');
      await expect400(await post(client, [{ ...food, category: 'x'.repeat(41) }]), 'expenses.0.category', 'Must be at most 40 characters');
      await expect400(await post(client, [{ ...food, amount: 0 }]), 'expenses.0.amount', 'Must be more than 0');
      await expect400(await post(client, [{ ...food, amount: -100 }]), 'expenses.0.amount', 'Must be more than 0');
      await expect400(await post(client, [{ ...food, amount: 9_999_999_901 }]), 'expenses.0.amount', 'Must be less than or equal to 99,999,999');
      await expect400(await post(client, [{ ...food, amount: 10.5 }]), 'expenses.0.amount', 'Must be a whole number');
      await expect400(await post(client, [{ ...food, timeInterval: 'WEEKLY' }]), 'expenses.0.timeInterval', 'Invalid format');
      await expect400(await post(client, [{ ...food, budgetAmount: 0 }]), 'expenses.0.budgetAmount', 'Must be more than 0');
      await expect400(await post(client, [{ ...food, budgetTimeInterval: null }]), 'expenses.0.budgetTimeInterval', 'Please enter a value');
      await expect400(await post(client, [{ ...food, colour: 'red' }]), 'expenses.0.colour', 'Invalid format');
      await expect400(await client.post(EXPENSE, {}), 'expenses', 'Please enter a value');
      const fiftyOne = Array.from({ length: 51 }, (_, i) => ({ ...insurance, category: `Category ${i}` }));
      await expect400(await post(client, fiftyOne), 'expenses', 'Send at most 50 expenses');
      const max = await post(client, [{ ...food, amount: 9_999_999_900, budgetAmount: 9_999_999_900 }]);
      expect(max.status, max.text).to.equal(200);
    });

    it('answers 422 beyond 50 expenses in all', async () => {
      const client = await resident();
      const fifty = Array.from({ length: 50 }, (_, i) => ({ ...insurance, category: `Category ${i}` }));
      expect((await post(client, fifty)).status).to.equal(200);
      const res = await post(client, [food]);
      expect(res.status, res.text).to.equal(422);
      expect(res.body.errorMessage).to.equal('You can have at most 50 expenses');
    });
  });

  describe('PATCH /expense', () => {
    it('changes only the fields sent, in one go, and answers the updated items', async () => {
      const client = await resident();
      const [a, b] = (await post(client, [food, insurance])).body.expenses;
      const res = await patch(client, [
        { id: a.id, amount: 90_000, budgetAmount: null },
        { id: b.id, category: 'Life insurance', budgetAmount: 250_000, budgetTimeInterval: 'YEARLY' },
      ]);
      expect(res.status, res.text).to.equal(200);
      expect(res.headers.get('cache-control')).to.equal('no-store');
      expect(res.body.expenses).to.deep.equal([
        { ...a, amount: 90_000, budgetAmount: null, budgetTimeInterval: null },
        { ...b, category: 'Life insurance', budgetAmount: 250_000, budgetTimeInterval: YEARLY },
      ]);
      expect(await stored(client)).to.deep.equal(res.body.expenses);
    });

    it('lets two expenses swap categories, but answers 409 for taking a third one and then changes nothing', async () => {
      const client = await resident();
      const [a, b, c] = (await post(client, [food, insurance, { ...insurance, category: 'Taxes' }])).body.expenses;
      const swap = await patch(client, [
        { id: a.id, category: 'Insurance' },
        { id: b.id, category: 'Food and drinks' },
      ]);
      expect(swap.status, swap.text).to.equal(200);
      const before = await stored(client);
      const res = await patch(client, [
        { id: a.id, amount: 1 },
        { id: c.id, category: 'food and drinks' },
      ]);
      expect(res.status, res.text).to.equal(409);
      expect(res.body.errorMessage).to.equal('You already have an expense for food and drinks');
      expect(await stored(client)).to.deep.equal(before);
    });

    it("answers 404 (never 403) for another resident's id or an unknown one, and changes nothing", async () => {
      const other = await resident(PERSONAS.tanHengHuat);
      const [theirs] = (await post(other, [food])).body.expenses;
      const client = await resident();
      const [mine] = (await post(client, [insurance])).body.expenses;
      for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const res = await patch(client, [
          { id: mine.id, amount: 1 },
          { id, amount: 2 },
        ]);
        expect(res.status, res.text).to.equal(404);
        expect(res.body.code).to.equal('CASHFLOW.EXPENSE_NOT_FOUND');
      }
      expect(await stored(client)).to.deep.equal([mine]);
      expect(await stored(other)).to.deep.equal([theirs]);
    });

    it('answers 400 for an item without changes, an unknown field, or a bad value', async () => {
      const client = await resident();
      const [a] = (await post(client, [food])).body.expenses;
      await expect400(await patch(client, [{ id: a.id }]), 'expenses.0', 'Send the id and at least one field to change');
      await expect400(await patch(client, [{ id: a.id, amout: 5 }]), 'expenses.0.amout', 'Unknown field: send only the fields this call accepts');
      await expect400(await patch(client, []), 'expenses', 'Send the id and at least one field to change');
      await expect400(await client.request('PATCH', EXPENSE, { json: {} }), 'expenses', 'Please enter a value');
      await expect400(await patch(client, [{ id: a.id, amount: 0 }]), 'expenses.0.amount', 'Must be more than 0');
      await expect400(await patch(client, [{ amount: 5 }]), 'expenses.0.id', 'Please enter a value');
      await expect400(await patch(client, [{ id: a.id, category: 'x' }, { id: a.id, amount: 2 }]), 'expenses.1.id', 'This expense appears more than once in the list');
      expect(await stored(client)).to.deep.equal([a]);
    });
  });

  describe('DELETE /expense', () => {
    it('deletes the ids given (?ids=a,b) and answers them', async () => {
      const client = await resident();
      const [a, b, c] = (await post(client, [food, insurance, { ...insurance, category: 'Taxes' }])).body.expenses;
      const res = await client.request('DELETE', `${EXPENSE}?ids=${a.id},${c.id}`);
      expect(res.status, res.text).to.equal(200);
      expect(res.headers.get('cache-control')).to.equal('no-store');
      expect(res.body).to.deep.equal({ ids: [a.id, c.id] });
      expect(await stored(client)).to.deep.equal([b]);
    });

    it('deletes every expense of the resident (and no one else\'s) when no ids are given', async () => {
      const other = await resident(PERSONAS.tanHengHuat);
      const theirs = (await post(other, [food])).body.expenses;
      const client = await resident();
      const mine = (await post(client, [food, insurance])).body.expenses;
      const res = await client.request('DELETE', EXPENSE);
      expect(res.status, res.text).to.equal(200);
      expect(res.body.ids).to.have.members(mine.map((e: { id: string }) => e.id));
      expect(await stored(client)).to.deep.equal([]);
      expect(await stored(other)).to.deep.equal(theirs);
    });

    it("answers 404 when any id is another resident's or unknown, deleting nothing; 400 for an empty ids=", async () => {
      const other = await resident(PERSONAS.tanHengHuat);
      const [theirs] = (await post(other, [food])).body.expenses;
      const client = await resident();
      const mine = (await post(client, [food])).body.expenses;
      for (const ids of [`${mine[0].id},${theirs.id}`, 'nonsense']) {
        const res = await client.request('DELETE', `${EXPENSE}?ids=${ids}`);
        expect(res.status, res.text).to.equal(404);
        expect(res.body.errorMessage).to.equal('This expense no longer exists. Reload the page and try again.');
      }
      expect(await stored(client)).to.deep.equal(mine);
      expect(await stored(other)).to.deep.equal([theirs]);
      await expect400(await client.request('DELETE', `${EXPENSE}?ids=`), 'ids', 'Please enter a value');
    });
  });
});
