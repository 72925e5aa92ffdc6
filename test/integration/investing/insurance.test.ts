import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { IDENTITY } from '../../../src/identity/identity.tokens.js';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { itAnswers401SignedOutAnd403BeforeConsent } from '../../support/gated-calls.js';
import type { TestClient } from '../../support/http-client.js';
import { PERSONAS as BY_NRIC, type MockpassPersona } from '../../support/mockpass.js';
import { signInConsented, signInOnboarded } from '../../support/sign-in.js';
import { appPerSuite } from '../../support/test-app.js';

const URL = '/api/v1/investing-for-beginners/insurance';
const SOME_ID = '7d0f6a52-6f5f-4a70-9b7e-0d8f3c0e9a11';
const DAY = 86_400_000;

/** A policy with every field of the spec's vocabulary given (spec 2 §9). */
const WHOLE_POLICY = {
  policyName: 'Life Protect',
  insurer: 'Great Eastern',
  providerCode: 'I516L',
  policyType: 'PARTICIPATING',
  productType: 'WHOLE_LIFE',
  coverageClass: 'LIFE',
  riderOrBasic: 'BASIC',
  premiumAmount: 25_000,
  premiumFrequency: 'MONTHLY',
  paymentMethod: 'AUTOPAY_GIRO',
  sumAssured: 50_000_000,
  accidentalDeathSumAssured: 10_000_000,
  totalPermanentDisabilitySumAssured: 50_000_000,
  criticalIllnessSumAssured: 20_000_000,
};

/** The insurance list calls (spec 3 §7 GET, POST, DELETE /investing-for-beginners/insurance) against the real server. */
describe('Investing for beginners: the insurance list', () => {
  const clock = new ManualClock('2026-11-26T02:00:00.000Z');
  const t = appPerSuite({ clock, env: { ACCOUNT_PURGE_INTERVAL_MINUTES: '0' } });

  async function resident(persona: MockpassPersona = BY_NRIC.S9812379B): Promise<{ client: TestClient; id: string }> {
    const client = t.client();
    const profile = await signInOnboarded(client, persona);
    await t.app.sequelize.query('DELETE FROM investing_insurance_policies WHERE user_id = $1', { bind: [profile.id] });
    return { client, id: profile.id };
  }

  const add = async (client: TestClient, insurance: Record<string, unknown>) => {
    const res = await client.post(URL, { insurance });
    expect(res.status, res.text).to.equal(201);
    return res.body.policy;
  };
  const problems = async (client: TestClient, insurance: unknown) => {
    const res = await client.post(URL, { insurance });
    expect(res.status, res.text).to.equal(400);
    return res.body.details as Array<{ field: string; message: string }>;
  };

  itAnswers401SignedOutAnd403BeforeConsent(t, [
    ['GET', URL, undefined],
    ['POST', URL, { insurance: { policyName: 'Term' } }],
    ['DELETE', `${URL}/${SOME_ID}`, undefined],
  ]);

  it('adds a policy with the whole vocabulary and lists it as it was given, with its id and times', async () => {
    const { client } = await resident();
    const policy = await add(client, WHOLE_POLICY);
    expect(policy.id).to.match(/^[0-9a-f-]{36}$/);
    expect(policy.insurance).to.deep.equal(WHOLE_POLICY);
    expect(policy.updatedAt, 'a policy is never changed').to.equal(policy.createdAt);
    const list = await client.get(URL);
    expect(list.status).to.equal(200);
    expect(list.body).to.deep.equal({ insuranceList: [policy] });
  });

  it('a name alone is a policy: every detail not given is null', async () => {
    const { client } = await resident();
    const policy = await add(client, { policyName: 'Shield plan' });
    expect(policy.insurance).to.deep.equal({
      policyName: 'Shield plan',
      insurer: null,
      providerCode: null,
      policyType: null,
      productType: null,
      coverageClass: null,
      riderOrBasic: null,
      premiumAmount: null,
      premiumFrequency: null,
      paymentMethod: null,
      sumAssured: null,
      accidentalDeathSumAssured: null,
      totalPermanentDisabilitySumAssured: null,
      criticalIllnessSumAssured: null,
    });
  });

  it('accepts every value of every enumeration of the spec', async () => {
    const { client } = await resident();
    const values: Record<string, string[]> = {
      providerCode: ['I566C', 'I518C', 'I544C', 'I516L', 'I522L', 'I808C', 'I527L'],
      policyType: ['PARTICIPATING', 'NON_PARTICIPATING', 'INVESTMENT_LINKED', 'UNIVERSAL_LIFE'],
      productType: ['TERM', 'WHOLE_LIFE', 'ENDOWMENT', 'ANNUITY', 'MEDICAL', 'LONG_TERM_CARE', 'CRITICAL_ILLNESS', 'DISABILITY', 'PERSONAL_ACCIDENT', 'OTHERS'],
      premiumFrequency: ['MONTHLY', 'QUARTERLY', 'SEMI_ANNUALLY', 'ANNUALLY', 'SINGLE_PREMIUM', 'OTHERS'],
      paymentMethod: ['AUTOPAY_GIRO', 'CREDIT_CARD', 'OTHER', 'CPF_ORDINARY', 'CPF_SPECIAL', 'CPF_MEDISAVE', 'SRS', 'CASH'],
      coverageClass: ['LIFE', 'ACCIDENT_AND_HEALTH', 'OTHERS'],
      riderOrBasic: ['RIDER', 'BASIC'],
    };
    const longest = Math.max(...Object.values(values).map((v) => v.length));
    for (let i = 0; i < longest; i += 1) {
      const insurance = Object.fromEntries(Object.entries(values).map(([field, options]) => [field, options[i % options.length]]));
      expect((await add(client, { policyName: `Policy ${i}`, ...insurance })).insurance).to.include(insurance);
    }
    expect((await client.get(URL)).body.insuranceList).to.have.length(longest);
  });

  it("refuses bad input with the spec's messages, field by field, and stores nothing", async () => {
    const { client } = await resident();
    expect(await problems(client, { policyName: ' Term' })).to.deep.equal([{ field: 'insurance.policyName', message: 'Cannot have space as first and last character' }]);
    expect(await problems(client, { policyName: '' })).to.deep.equal([{ field: 'insurance.policyName', message: 'Please enter a value' }]);
    expect(await problems(client, {})).to.deep.equal([{ field: 'insurance.policyName', message: 'Please enter a value' }]);
    expect(await problems(client, { policyName: 'x'.repeat(101) })).to.deep.equal([{ field: 'insurance.policyName', message: 'Must be at most 100 characters' }]);
    expect(await problems(client, { policyName: 'Term', insurer: 'AIA ' })).to.deep.equal([{ field: 'insurance.insurer', message: 'Cannot have space as first and last character' }]);
    expect(await problems(client, { policyName: 'Term', providerCode: 'I999X' })).to.deep.equal([{ field: 'insurance.providerCode', message: 'Invalid format' }]);
    expect(await problems(client, { policyName: 'Term', paymentMethod: 'CHEQUE' })).to.deep.equal([{ field: 'insurance.paymentMethod', message: 'Invalid format' }]);
    expect(await problems(client, { policyName: 'Term', coverageClass: 'CAR' })).to.deep.equal([{ field: 'insurance.coverageClass', message: 'Invalid format' }]);
    expect(await problems(client, { policyName: 'Term', riderOrBasic: 'BOTH' })).to.deep.equal([{ field: 'insurance.riderOrBasic', message: 'Invalid format' }]);
    expect(await problems(client, { policyName: 'Term', premiumAmount: -1 })).to.deep.equal([{ field: 'insurance.premiumAmount', message: 'Must be more than or equal to 0' }]);
    expect(await problems(client, { policyName: 'Term', criticalIllnessSumAssured: 30_000_000_000_001 })).to.deep.equal([
      { field: 'insurance.criticalIllnessSumAssured', message: 'Must be less than or equal to 300,000,000,000' },
    ]);
    expect(await problems(client, { policyName: 'Term', sumAssured: 12.5 })).to.deep.equal([{ field: 'insurance.sumAssured', message: 'Must be a whole number' }]);
    expect((await client.post(URL, {})).status).to.equal(400);
    expect((await client.get(URL)).body.insuranceList).to.deep.equal([]);
  });

  it('drops a field it does not know rather than storing it', async () => {
    const { client } = await resident();
    expect((await add(client, { policyName: 'Term', unknownField: 1 })).insurance).to.not.have.property('unknownField');
    expect((await client.get(URL)).body.insuranceList[0].insurance).to.not.have.property('unknownField');
  });

  it('the money cap itself is accepted (300,000,000,000 dollars)', async () => {
    const { client } = await resident();
    expect((await add(client, { policyName: 'Big', sumAssured: 30_000_000_000_000 })).insurance.sumAssured).to.equal(30_000_000_000_000);
  });

  it('deletes a policy (204), then it is not found (404)', async () => {
    const { client } = await resident();
    const first = await add(client, { policyName: 'First' });
    const second = await add(client, { policyName: 'Second' });
    expect((await client.delete(`${URL}/${first.id}`)).status).to.equal(204);
    const again = await client.delete(`${URL}/${first.id}`);
    expect(again.status).to.equal(404);
    expect(again.body).to.deep.include({ code: 'INVESTING.INSURANCE_POLICY_NOT_FOUND', errorMessage: 'We could not find that insurance policy. It may have been deleted.' });
    expect((await client.delete(`${URL}/not-a-uuid`)).status).to.equal(404);
    expect((await client.get(URL)).body.insuranceList.map((p: { id: string }) => p.id)).to.deep.equal([second.id]);
  });

  it("keeps residents' lists apart: another resident's policy is not found and stays", async () => {
    const owner = await resident(BY_NRIC.S9812379B);
    const policy = await add(owner.client, { policyName: 'Mine' });
    const other = await resident(BY_NRIC.S9812381D);
    expect((await other.client.get(URL)).body.insuranceList).to.deep.equal([]);
    const refused = await other.client.delete(`${URL}/${policy.id}`);
    expect(refused.status).to.equal(404);
    expect(refused.body.code).to.equal('INVESTING.INSURANCE_POLICY_NOT_FOUND');
    expect((await owner.client.get(URL)).body.insuranceList.map((p: { id: string }) => p.id)).to.deep.equal([policy.id]);
  });

  it('holds a resident to 50 policies with a message saying what to do, and takes one more after a delete', async () => {
    const { client } = await resident();
    const ids: string[] = [];
    for (let i = 1; i <= 50; i += 1) ids.push((await add(client, { policyName: `Policy ${i}` })).id);
    const fiftyFirst = await client.post(URL, { insurance: { policyName: 'Policy 51' } });
    expect(fiftyFirst.status).to.equal(422);
    expect(fiftyFirst.body).to.deep.include({
      code: 'INVESTING.TOO_MANY_INSURANCE_POLICIES',
      errorMessage: 'You can list at most 50 insurance policies. Delete one you no longer hold to add another.',
    });
    expect((await client.delete(`${URL}/${ids[0]}`)).status).to.equal(204);
    expect((await client.post(URL, { insurance: { policyName: 'Policy 51' } })).status).to.equal(201);
    expect((await client.get(URL)).body.insuranceList).to.have.length(50);
  });

  it('writes need completed onboarding (403 with a message), reading does not', async () => {
    const client = t.client();
    await signInConsented(client, BY_NRIC.S6005054F);
    await t.app.sequelize.query('UPDATE users SET employment_status_range = NULL WHERE singpass_uuid = $1', { bind: [BY_NRIC.S6005054F.uuid] });
    const refused = await client.post(URL, { insurance: { policyName: 'Term' } });
    expect(refused.status).to.equal(403);
    expect(refused.body).to.deep.include({ code: 'IDENTITY.ONBOARDING_REQUIRED', errorMessage: 'Please complete your profile before you start planning.' });
    expect((await client.delete(`${URL}/${SOME_ID}`)).status).to.equal(403);
    expect((await client.get(URL)).status).to.equal(200);
  });

  it('reads a policy stored before a details field existed with that field as null', async () => {
    const { client, id } = await resident();
    await t.app.sequelize.query(`INSERT INTO investing_insurance_policies (user_id, insurance) VALUES ($1, '{"policyName": "Old", "sumAssured": 100}')`, { bind: [id] });
    const [policy] = (await client.get(URL)).body.insuranceList;
    expect(policy.insurance).to.include({ policyName: 'Old', sumAssured: 100, paymentMethod: null, criticalIllnessSumAssured: null });
  });

  it('the policies go with the account when it is deleted, and nobody else’s do', async () => {
    const gone = await resident(BY_NRIC.S9812385G);
    const stays = await resident(BY_NRIC.S9912375C);
    await add(gone.client, { policyName: 'Gone' });
    await add(stays.client, { policyName: 'Stays' });
    expect((await gone.client.post('/api/v1/user/deactivate-account')).status).to.equal(200);
    clock.advance(31 * DAY);
    expect(await t.app.container.get(IDENTITY.PurgeDeletedAccounts).execute()).to.be.at.least(1);
    const count = async (userId: string) =>
      (await t.app.sequelize.query<{ n: number }>('SELECT count(*)::int AS n FROM investing_insurance_policies WHERE user_id = $1', { bind: [userId], type: QueryTypes.SELECT }))[0]!.n;
    expect(await count(gone.id)).to.equal(0);
    expect(await count(stays.id)).to.equal(1);
  });
});
