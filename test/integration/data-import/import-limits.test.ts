import { expect } from 'chai';
import type { TestClient } from '../../support/http-client.js';
import { largestExport } from '../../support/largest-export.js';
import { PERSONAS as BY_NRIC } from '../../support/mockpass.js';
import { signInOnboarded } from '../../support/sign-in.js';
import { appPerSuite } from '../../support/test-app.js';
import { ManualClock } from '../../../src/shared-kernel/clock.js';

type Doc = Record<string, any>;

/**
 * One file cannot take the service down (docs/decisions.md "Every list has a cap"): every list keeps the cap its
 * own call has, the largest file the caps allow is applied while other residents are served, the preview refuses
 * what apply refuses with the same message, and prototype keys in a file change nothing.
 */
describe('Data import: bounded imports', () => {
  const clock = new ManualClock('2026-11-26T02:00:00.000Z');
  const t = appPerSuite({ clock, env: { RATE_LIMIT_EXPORT_PER_MINUTE: '1000', RATE_LIMIT_SIGNED_IN_PER_MINUTE: '100000' } });

  let resident: TestClient;
  let other: TestClient;
  before(async () => {
    resident = t.client();
    await signInOnboarded(resident, BY_NRIC.S9812379B);
    other = t.client();
    await signInOnboarded(other, BY_NRIC.S9812381D);
    expect((await other.post('/api/v1/income', { incomeList: [{ name: 'Salary', grossIncome: 500_000, netIncome: 400_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] })).status).to.equal(200);
  });

  const typedIn = async (client: TestClient) => {
    const res = await client.get('/api/v1/export');
    expect(res.status, res.text).to.equal(200);
    const doc = res.body as Doc;
    const { exportedAt: _at, profile: _p, preferences: _pr, ...lists } = doc;
    return JSON.stringify(lists, (key, value) => (key === 'id' || key === 'liabilityId' || key === 'securedLiabilityId' || key === 'lastUpdatedAt' ? undefined : value));
  };

  /** A call that must answer, and in time: a liveness bound (the service is up), not a speed measurement. */
  async function answersWithin<T>(ms: number, call: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    });
    try {
      return await Promise.race([call, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  it('a file of 1,000 incomes (the security test\'s) is a 400 naming the list and its cap, in preview and apply; nothing changed', async () => {
    const before = await typedIn(resident);
    const file = largestExport({ overrides: { incomes: largestExport({ scale: 50 }).incomes } });
    expect(file.incomes).to.have.length(1000);
    for (const mode of ['preview', 'apply']) {
      const res = await resident.post(`/api/v1/import?mode=${mode}`, file);
      expect(res.status, res.text).to.equal(400);
      expect(res.body.code).to.equal('DATA_IMPORT.LIST_TOO_LONG');
      expect(res.body.errorMessage).to.equal('Income: the file has 1,000 items, but an account holds at most 20. Remove 980 items from this list in the file and try again. Nothing was changed.');
    }
    expect(await typedIn(resident)).to.equal(before);
    expect((await t.client().get('/api/v1/ready')).status).to.equal(200);
  });

  it('the largest file the caps allow is applied (twice: the second replaces the first) while another resident\'s reads keep answering', async () => {
    const file = largestExport();
    for (let round = 0; round < 2; round += 1) {
      let importAnswered = false;
      const apply = resident.post('/api/v1/import?mode=apply', file).finally(() => {
        importAnswered = true;
      });
      try {
        // Reads of another resident and the readiness probe during the import: each answers 200 while the import is
        // still running (so nothing waits behind it), and within a second (a liveness bound, not a speed check).
        for (let i = 0; i < 3; i += 1) {
          const read = await answersWithin(1_000, other.get('/api/v1/finances'));
          expect(read.status, read.text).to.equal(200);
          expect((await answersWithin(1_000, t.client().get('/api/v1/ready'))).status).to.equal(200);
        }
        expect(importAnswered, 'the reads answered before the import did').to.equal(false);
      } finally {
        // Whatever the reads did, the import ends before the next test reads the account.
        const res = await apply;
        expect(res.status, res.text).to.equal(200);
        expect(res.body.applied).to.equal(true);
      }
    }
    const doc = (await resident.get('/api/v1/export')).body as Doc;
    expect(doc.incomes).to.have.length(20);
    expect(doc.assets).to.have.length(file.assets.length);
    expect(doc.goals).to.have.length(50);
    expect(doc.assets.slice(0, 3).map((a: Doc) => a.name), 'the file\'s order is kept').to.deep.equal(file.assets.slice(0, 3).map((a) => a.name));
    expect((await other.get('/api/v1/finances')).body.incomeList.map((i: Doc) => i.name), 'the other resident\'s data is untouched').to.deep.equal(['Salary']);
  });

  describe('the preview refuses what apply refuses, with the same answer, and writes nothing', () => {
    const base = () => largestExport({ overrides: { assets: [], liabilities: [], expenses: [], monthlyInvestments: [], insurancePolicies: [], goals: largestExport().goals.slice(0, 2), housingPlans: largestExport().housingPlans.slice(0, 1) } });
    const cases: Array<[string, (doc: Doc) => void, RegExp]> = [
      ['an amount above the money cap', (doc) => (doc.incomes[3].gross.cents = 30_000_000_000_001), /^Income item 4 \("Income 4"\): /],
      ['a net income in another currency than the gross', (doc) => (doc.incomes[0].net.currency = 'USD'), /^Income item 1 \("Income 1"\): The gross and net income must be in the same currency\./],
      ['a year-0000 date', (doc) => (doc.goals[1].date = '0000-01-01'), /^Savings targets item 2 \("Target 2"\): /],
      ['a target date in the past', (doc) => (doc.goals[0].date = '2020-01-01'), /^Savings targets item 1 \("Target 1"\): /],
      ['a housing plan with a bad purchase date', (doc) => (doc.housingPlans[0].fields.purchaseDate = '2026-02-30'), /^Housing plans item 1 \("Plan 1"\): /],
    ];
    for (const [what, breakIt, message] of cases) {
      it(what, async () => {
        const before = await typedIn(resident);
        const file = base() as Doc;
        breakIt(file);
        const preview = await resident.post('/api/v1/import?mode=preview', file);
        const apply = await resident.post('/api/v1/import?mode=apply', file);
        expect(preview.status, preview.text).to.equal(400);
        expect(apply.status, apply.text).to.equal(400);
        expect(preview.body.errorMessage).to.match(message);
        expect(preview.body.errorMessage).to.match(/Nothing was changed\.$/);
        expect({ code: preview.body.code, errorMessage: preview.body.errorMessage }).to.deep.equal({ code: apply.body.code, errorMessage: apply.body.errorMessage });
        expect(await typedIn(resident)).to.equal(before);
      });
    }
  });

  it('prototype keys (constructor at the top and inside items) change nothing and the service stays up', async () => {
    const before = await typedIn(resident);
    const file = JSON.stringify(largestExport({ overrides: { assets: [], goals: [] } }));
    const top = file.replace(/^\{/, '{"constructor":{"prototype":{"polluted":true}},');
    const inItem = file.replace('"name":"Income 1"', '"constructor":{"prototype":{"polluted":true}},"name":"Income 1"');
    const inKind = JSON.stringify({ ...JSON.parse(file), assets: [{ ...largestExport().assets[0], kind: 'constructor' }] });
    for (const body of [top, inItem, inKind]) {
      const res = await resident.request('POST', '/api/v1/import?mode=preview', { body, headers: { 'content-type': 'application/json' } });
      expect(res.status, res.text).to.be.oneOf([200, 400]);
      expect(res.body.code ?? 'ok').not.to.match(/INTERNAL/);
    }
    const kind = await resident.request('POST', '/api/v1/import?mode=apply', { body: inKind, headers: { 'content-type': 'application/json' } });
    expect(kind.status, kind.text).to.equal(400);
    expect(kind.body.errorMessage).to.equal('Assets item 1 ("cash-balance 1"): "constructor" is not a kind of asset. Nothing was changed.');
    expect(({} as Doc).polluted, 'no prototype was polluted').to.equal(undefined);
    expect(await typedIn(resident)).to.equal(before);
    expect((await t.client().get('/api/v1/ready')).status).to.equal(200);
  });

  it('POST /goal keeps the cap an import meets: the 51st open target is refused with 422', async () => {
    const client = t.client();
    await signInOnboarded(client, BY_NRIC.S9912375C);
    const file = largestExport({ overrides: { assets: [], liabilities: [], incomes: [], expenses: [], loanRepayments: [], monthlyInvestments: [], housingPlans: [], insurancePolicies: [] } });
    expect((await client.post('/api/v1/import?mode=apply', file)).status).to.equal(200);
    const res = await client.post('/api/v1/goal', { name: 'One more', totalAmount: 100_000, currentAmount: 0, date: '2028-01-31' });
    expect(res.status, res.text).to.equal(422);
    expect(res.body).to.include({ code: 'TARGETS.TOO_MANY_GOALS', errorMessage: 'You can keep up to 50 open savings targets. Pay out or delete one to add another.' });
  });
});
