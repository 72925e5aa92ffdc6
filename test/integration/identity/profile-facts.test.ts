import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import type { MockpassPersona } from '../../support/mockpass.js';
import { importMyinfo } from '../../support/myinfo-consent.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signInConsented } from '../../support/sign-in.js';
import { itAnswers401SignedOutAnd403BeforeConsent } from '../../support/gated-calls.js';
import { importBankData } from '../../support/bank-consent.js';

const LIST = '/api/v1/notifications';
const kinds = async (client: TestClient): Promise<string[]> => (await client.get(LIST)).body.notifications.map((n: { kind: string }) => n.kind);

/**
 * The profile fields of spec 1 §3 whose truth lives in other contexts, each filled by the real call that records it,
 * and the notices that read them (docs/decisions.md "Spec gaps closed").
 */
describe('Profile fields from where the truth lives, and the notices that read them', () => {
  const clock = new ManualClock('2026-11-26T02:00:00.000Z');
  const t = appPerSuite({ clock });

  async function resident(persona: MockpassPersona = PERSONAS.limYongXiang): Promise<TestClient> {
    const client = t.client();
    await signInConsented(client, persona);
    return client;
  }

  const importBanks = (client: TestClient, banks: string[]) => importBankData(client, t.app.url, banks);

  afterEach(() => clock.set('2026-11-26T02:00:00.000Z'));

  itAnswers401SignedOutAnd403BeforeConsent(t, [['POST', '/api/v1/user/feedback-form', {}]]);

  it('are empty for a new resident', async () => {
    const client = await resident();
    const user = (await client.get('/api/v1/user')).body;
    expect(user).to.deep.include({
      hasStartedPlanning: false,
      targetMonthlySavings: null,
      totalBudget: null,
      estimatedMonthlyExpenses: null,
      myinfoLatestPullConsentAtDate: null,
      apimLatestPullConsentAtDate: null,
      connectedBanks: [],
      hasCompletedFeedbackForm: false,
    });
  });

  it('targetMonthlySavings, totalBudget and estimatedMonthlyExpenses: what the resident last saved in cashflow', async () => {
    const client = await resident();
    expect((await client.post('/api/v1/target-monthly-savings', { targetMonthlySavings: 150_000, enteredDate: '2026-11-26', dayOfTransfer: 5, automaticTransferStatus: true })).status).to.equal(200);
    expect((await client.request('PUT', '/api/v1/total-budget', { json: { amount: 320_000 } })).status).to.equal(200);
    expect((await client.post('/api/v1/estimated-monthly-expenses', { amount: 280_000, isDerived: true, enteredDate: '2026-11-25' })).status).to.equal(200);
    const user = (await client.get('/api/v1/user')).body;
    expect(user.targetMonthlySavings).to.equal(150_000);
    expect(user.dayOfTransfer).to.equal(5);
    expect(user.automaticTransferStatus).to.equal(true);
    expect(user.totalBudget).to.deep.equal({ amount: 320_000 });
    expect(user.estimatedMonthlyExpenses).to.deep.equal({ amount: 280_000, isDerived: true, enteredDate: '2026-11-25' });
    // Every answer carrying the profile carries them too (the web keeps the last one it got).
    const patched = await client.request('PATCH', '/api/v1/user', { json: { analyticsEnabled: true } });
    expect(patched.body.totalBudget).to.deep.equal({ amount: 320_000 });
  });

  it('hasStartedPlanning: once a step of a planning module is saved', async () => {
    const client = await resident();
    expect((await client.request('PUT', '/api/v1/module-status', { json: { module: 'EXPENSE_MANAGER', currentStep: 1 } })).status).to.equal(200);
    expect((await client.get('/api/v1/user')).body.hasStartedPlanning).to.equal(false);
    expect((await client.request('PUT', '/api/v1/module-status', { json: { module: 'CASHFLOW', currentStep: 0 } })).status).to.equal(200);
    expect((await client.get('/api/v1/user')).body.hasStartedPlanning).to.equal(true);
  });

  it('myinfoLatestPullConsentAtDate: the time of the Myinfo import, gone with a reset of the whole record', async () => {
    const client = await resident();
    await importMyinfo(client, 'S9812379B');
    expect((await client.get('/api/v1/user')).body.myinfoLatestPullConsentAtDate).to.equal('2026-11-26T02:00:00.000Z');
    expect((await client.request('DELETE', '/api/v1/myinfo/person?scope=full')).status).to.equal(200);
    expect((await client.get('/api/v1/user')).body.myinfoLatestPullConsentAtDate).to.equal('2026-11-26T02:00:00.000Z');
    expect((await client.request('DELETE', '/api/v1/myinfo/person?scope=all')).status).to.equal(200);
    expect((await client.get('/api/v1/user')).body.myinfoLatestPullConsentAtDate).to.equal(null);
  });

  it('apimLatestPullConsentAtDate and connectedBanks: the bank-data consent, and the update-bank-data notice from it', async () => {
    const client = await resident(PERSONAS.bernardWong);
    await importBanks(client, ['DBS', 'CDP']);
    const user = (await client.get('/api/v1/user')).body;
    expect(user.apimLatestPullConsentAtDate).to.equal('2026-11-26T02:00:00.000Z');
    expect(user.connectedBanks).to.deep.equal([
      { id: 'DBS', bankName: 'DBS Bank' },
      { id: 'CDP', bankName: 'The Central Depository (CDP)' },
    ]);
    // The data is from last month: nothing to update. A month on, the notice is due.
    expect(await kinds(client)).not.to.include('UPDATE_BANK_DATA');
    clock.set('2027-01-05T02:00:00.000Z');
    // (The session has long expired by then: the resident signs in again.)
    expect(await kinds(await resident(PERSONAS.bernardWong))).to.include('UPDATE_BANK_DATA');
  });

  it('a bank-data consent given before the banks’ system update brings the system-update and terms notices', async () => {
    clock.set('2022-12-01T02:00:00.000Z');
    const client = await resident(PERSONAS.tanHengHuat);
    await importBanks(client, ['OCBC']);
    clock.set('2026-11-26T02:00:00.000Z');
    const back = await resident(PERSONAS.tanHengHuat);
    const due = await kinds(back);
    expect(due).to.include('SYSTEM_UPDATE');
    expect(due).to.include('TERMS_UPDATE');
    // A new consent today covers both.
    await importBanks(back, ['OCBC']);
    const after = await kinds(back);
    expect(after).not.to.include('SYSTEM_UPDATE');
    expect(after).not.to.include('TERMS_UPDATE');
  });

  it('hasCompletedFeedbackForm: POST /user/feedback-form records it and the feedback notice ends', async () => {
    const client = await resident();
    expect(await kinds(client)).to.include('GIVE_FEEDBACK');
    const given = await client.post('/api/v1/user/feedback-form', {});
    expect(given.status, given.text).to.equal(200);
    expect(given.body.hasCompletedFeedbackForm).to.equal(true);
    expect((await client.get('/api/v1/user')).body.hasCompletedFeedbackForm).to.equal(true);
    expect(await kinds(client)).not.to.include('GIVE_FEEDBACK');
    // Saying it again is harmless.
    expect((await client.post('/api/v1/user/feedback-form', {})).status).to.equal(200);
  });
});
