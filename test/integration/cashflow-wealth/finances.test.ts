import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import { PERSONAS as BY_NRIC, type MockpassPersona } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signIn, signInConsented } from '../../support/sign-in.js';

const INCOME = '/api/v1/income';
const EXPENSES = '/api/v1/estimated-monthly-expenses';
const FINANCES = '/api/v1/finances';
const SGD_CAP = 30_000_000_000_000;
/** 30,000,000,000,000 / 1.3045 (the latest seeded USD rate, 2026-11-20) rounded down. */
const USD_CAP = 22_997_316_979_685;

const salary = { name: 'Salary', grossIncome: 650_000, netIncome: 520_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' };
const rent = { name: 'Rent from flat', grossIncome: 180_000, netIncome: null, incomeCurrency: 'SGD', type: 'RENT' };
const dividends = { name: 'US dividends', grossIncome: 12_345, netIncome: 10_000, incomeCurrency: 'USD', type: 'INTEREST' };

describe('Finances: income list, estimated monthly expenses, GET /finances', () => {
  const clock = new ManualClock('2026-11-22T02:00:00.000Z'); // 10:00 on 22 Nov 2026 in Singapore
  const t = appPerSuite({ clock });

  async function resident(persona: MockpassPersona = PERSONAS.limYongXiang): Promise<TestClient> {
    const client = t.client();
    await signInConsented(client, persona);
    // Each test starts from an empty list.
    const res = await client.post(INCOME, { incomeList: [] });
    expect(res.status, res.text).to.equal(200);
    return client;
  }

  /** POST /income expecting a 400 with `details` listing exactly `field: message`. */
  async function expect400(client: TestClient, incomeList: unknown[], field: string, message: string) {
    const res = await client.post(INCOME, { incomeList });
    expect(res.status, res.text).to.equal(400);
    expect(res.body.code).to.equal('VALIDATION.FAILED');
    expect(res.body.details).to.deep.include({ field, message });
  }

  describe('answers 401 signed out and 403 before consent', () => {
    for (const [method, path, body] of [
      ['POST', INCOME, { incomeList: [] }],
      ['POST', EXPENSES, { amount: 1, isDerived: false, enteredDate: '2026-11-22' }],
      ['GET', FINANCES, undefined],
    ] as const) {
      it(`${method} ${path}`, async () => {
        const signedOut = await t.client().request(method, path, { json: body });
        expect(signedOut.status).to.equal(401);
        expect(signedOut.body.code).to.equal('IDENTITY.NOT_SIGNED_IN');
        const client = t.client();
        await signIn(client, BY_NRIC.S9912365F);
        const early = await client.request(method, path, { json: body });
        expect(early.status).to.equal(403);
        expect(early.body.code).to.equal('IDENTITY.CONSENT_REQUIRED');
      });
    }
  });

  describe('POST /income', () => {
    it('creates items sent without an id or with a local- id, in the order sent, and GET /finances reads them', async () => {
      const client = await resident();
      const res = await client.post(INCOME, { incomeList: [{ id: 'local-1', ...salary }, rent, dividends] });
      expect(res.status, res.text).to.equal(200);
      expect(res.headers.get('cache-control')).to.equal('no-store');
      const list = res.body.incomeList as Array<{ id: string }>;
      expect(list.map(({ id, ...rest }) => rest)).to.deep.equal([salary, rent, dividends]);
      for (const item of list) expect(item.id).to.match(/^[0-9a-f-]{36}$/);
      const read = await client.get(FINANCES);
      expect(read.status).to.equal(200);
      expect(read.headers.get('cache-control')).to.equal('no-store');
      expect(read.body.incomeList).to.deep.equal(list);
    });

    it('updates stored items, deletes the ones left out, and keeps the new order', async () => {
      const client = await resident();
      const [a, b, c] = (await client.post(INCOME, { incomeList: [salary, rent, dividends] })).body.incomeList;
      const res = await client.post(INCOME, { incomeList: [{ ...c, name: 'Dividends', grossIncome: 20_000 }, a, { id: 'local-9', ...rent, name: 'Car rental' }] });
      expect(res.status, res.text).to.equal(200);
      expect(res.body.incomeList.slice(0, 2)).to.deep.equal([{ ...c, name: 'Dividends', grossIncome: 20_000 }, a]);
      expect(res.body.incomeList[2].name).to.equal('Car rental');
      expect(res.body.incomeList[2].id).to.not.equal(b.id);
      expect((await client.get(FINANCES)).body.incomeList).to.deep.equal(res.body.incomeList);
      // Deleted by omission: the old id is gone, so sending it again is a 404.
      const again = await client.post(INCOME, { incomeList: [b] });
      expect(again.status).to.equal(404);
    });

    it("answers 404 (never 403) for another resident's id and changes nothing", async () => {
      const other = await resident(PERSONAS.tanHengHuat);
      const [theirs] = (await other.post(INCOME, { incomeList: [salary] })).body.incomeList;
      const client = await resident();
      const mine = (await client.post(INCOME, { incomeList: [rent] })).body.incomeList;
      const res = await client.post(INCOME, { incomeList: [{ ...theirs, name: 'Taken over' }] });
      expect(res.status, res.text).to.equal(404);
      expect(res.body.code).to.equal('CASHFLOW.INCOME_NOT_FOUND');
      expect((await client.get(FINANCES)).body.incomeList).to.deep.equal(mine);
      expect((await other.get(FINANCES)).body.incomeList).to.deep.equal([theirs]);
    });

    it('answers 404 for an unknown id that is not a uuid, and 400 for a stored id sent twice', async () => {
      const client = await resident();
      expect((await client.post(INCOME, { incomeList: [{ id: 'abc', ...salary }] })).status).to.equal(404);
      const [a] = (await client.post(INCOME, { incomeList: [salary] })).body.incomeList;
      await expect400(client, [a, a], 'incomeList.1.id', 'This item appears more than once in the list');
    });

    it('validates names: required, at most 66 characters, no surrounding space', async () => {
      const client = await resident();
      await expect400(client, [{ ...salary, name: '' }], 'incomeList.0.name', 'Please enter a value');
      await expect400(client, [{ ...salary, name: undefined }], 'incomeList.0.name', 'Please enter a value');
      await expect400(client, [{ ...salary, name: 'x'.repeat(67) }], 'incomeList.0.name', 'Must be at most 66 characters');
      await expect400(client, [{ ...salary, name: ' Salary' }], 'incomeList.0.name', 'Cannot have space as first and last character');
      expect((await client.post(INCOME, { incomeList: [{ ...salary, name: 'x'.repeat(66) }] })).status).to.equal(200);
    });

    it('validates amounts: whole cents, not negative, net income null or at most gross (422)', async () => {
      const client = await resident();
      await expect400(client, [{ ...salary, grossIncome: 10.5 }], 'incomeList.0.grossIncome', 'Must be a whole number');
      await expect400(client, [{ ...salary, grossIncome: -1 }], 'incomeList.0.grossIncome', 'Must be more than or equal to 0');
      await expect400(client, [{ ...salary, grossIncome: '100' }], 'incomeList.0.grossIncome', 'Must be only numbers with commas or periods');
      await expect400(client, [{ ...salary, netIncome: -5 }], 'incomeList.0.netIncome', 'Must be more than or equal to 0');
      await expect400(client, [{ ...salary, netIncome: undefined }], 'incomeList.0.netIncome', 'Please enter a value');
      const over = await client.post(INCOME, { incomeList: [rent, { ...salary, grossIncome: 100, netIncome: 101 }] });
      expect(over.status, over.text).to.equal(422);
      expect(over.body.errorMessage).to.equal('Value must be less or equal to Gross income');
      expect(over.body.details).to.deep.equal([{ field: 'incomeList.1.netIncome', message: 'Value must be less or equal to Gross income' }]);
      expect((await client.get(FINANCES)).body.incomeList).to.deep.equal([]);
    });

    it('caps gross income at 300,000,000,000 SGD, converted with the stored rate for other currencies', async () => {
      const client = await resident();
      await expect400(client, [{ ...salary, grossIncome: SGD_CAP + 1, netIncome: null }], 'incomeList.0.grossIncome', 'Must be less than or equal to 300,000,000,000');
      await expect400(client, [{ ...dividends, grossIncome: USD_CAP + 1, netIncome: null }], 'incomeList.0.grossIncome', 'Must be less than or equal to 229,973,169,796.85');
      const ok = await client.post(INCOME, { incomeList: [{ ...salary, grossIncome: SGD_CAP, netIncome: null }, { ...dividends, grossIncome: USD_CAP, netIncome: USD_CAP }] });
      expect(ok.status, ok.text).to.equal(200);
      expect(ok.body.incomeList.map((i: { grossIncome: number }) => i.grossIncome)).to.deep.equal([SGD_CAP, USD_CAP]);
    });

    it('validates currency and type, and at most 20 items', async () => {
      const client = await resident();
      await expect400(client, [{ ...salary, incomeCurrency: 'XYZ' }], 'incomeList.0.incomeCurrency', 'We have no exchange rate for XYZ. Choose another currency.');
      await expect400(client, [{ ...salary, incomeCurrency: 'usd' }], 'incomeList.0.incomeCurrency', 'Invalid format');
      await expect400(client, [{ ...salary, type: 'LOTTERY' }], 'incomeList.0.type', 'Invalid format');
      await expect400(client, Array.from({ length: 21 }, () => salary), 'incomeList', 'Add at most 20 income sources');
      const res = await client.post(INCOME, {});
      expect(res.status).to.equal(400);
      expect(res.body.details).to.deep.equal([{ field: 'incomeList', message: 'Please enter a value' }]);
      const twenty = await client.post(INCOME, { incomeList: Array.from({ length: 20 }, () => salary) });
      expect(twenty.status, twenty.text).to.equal(200);
      expect(twenty.body.incomeList).to.have.length(20);
    });
  });

  describe('POST /estimated-monthly-expenses', () => {
    it('creates, then replaces, the one record; GET /finances reads it', async () => {
      const client = await resident(PERSONAS.bernardWong);
      expect((await client.get(FINANCES)).body.estimatedMonthlyExpenses).to.equal(null);
      const first = await client.post(EXPENSES, { amount: 250_000, isDerived: true, enteredDate: '2026-11-01' });
      expect(first.status, first.text).to.equal(200);
      expect(first.headers.get('cache-control')).to.equal('no-store');
      expect(first.body).to.deep.equal({ estimatedMonthlyExpenses: { amount: 250_000, isDerived: true, enteredDate: '2026-11-01' } });
      const second = await client.post(EXPENSES, { amount: SGD_CAP, isDerived: false, enteredDate: '2026-11-22' });
      expect(second.status, second.text).to.equal(200);
      const read = await client.get(FINANCES);
      expect(read.body.estimatedMonthlyExpenses).to.deep.equal({ amount: SGD_CAP, isDerived: false, enteredDate: '2026-11-22' });
    });

    it('answers 400 with clear texts for each wrong field', async () => {
      const client = await resident(PERSONAS.bernardWong);
      const cases: Array<[object, string, string]> = [
        [{ amount: -1 }, 'amount', 'Must be more than or equal to 0'],
        [{ amount: 1.5 }, 'amount', 'Must be a whole number'],
        [{ amount: SGD_CAP + 1 }, 'amount', 'Must be less than or equal to 300,000,000,000'],
        [{ amount: undefined }, 'amount', 'Please enter a value'],
        [{ isDerived: 'yes' }, 'isDerived', 'Invalid format'],
        [{ enteredDate: '2026-02-29' }, 'enteredDate', 'Invalid format'],
        [{ enteredDate: '22/11/2026' }, 'enteredDate', 'Invalid format'],
        [{ enteredDate: '2026-11-23' }, 'enteredDate', 'Date cannot be after today'],
      ];
      for (const [change, field, message] of cases) {
        const res = await client.post(EXPENSES, { amount: 100, isDerived: false, enteredDate: '2026-11-22', ...change });
        expect(res.status, JSON.stringify(change)).to.equal(400);
        expect(res.body.details, JSON.stringify(change)).to.deep.equal([{ field, message }]);
      }
    });

    it("takes today in Singapore: '2026-11-23' is fine once it is past midnight there", async () => {
      clock.set(new Date('2026-11-22T16:00:00.000Z')); // 00:00 on 23 Nov in Singapore
      try {
        const client = await resident(PERSONAS.bernardWong);
        const tooLate = await client.post(EXPENSES, { amount: 100, isDerived: false, enteredDate: '2026-11-24' });
        expect(tooLate.status, tooLate.text).to.equal(400);
        const res = await client.post(EXPENSES, { amount: 100, isDerived: false, enteredDate: '2026-11-23' });
        expect(res.status, res.text).to.equal(200);
      } finally {
        clock.set(new Date('2026-11-22T02:00:00.000Z'));
      }
    });
  });

  it("GET /finances shows only the caller's data", async () => {
    const mine = await resident();
    const saved = (await mine.post(INCOME, { incomeList: [salary] })).body.incomeList;
    const other = await resident(PERSONAS.tanHengHuat);
    expect((await other.get(FINANCES)).body.incomeList).to.deep.equal([]);
    expect((await mine.get(FINANCES)).body.incomeList).to.deep.equal(saved);
  });
});
