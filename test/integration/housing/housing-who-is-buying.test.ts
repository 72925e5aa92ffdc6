import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import { PERSONAS as BY_NRIC } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { signInOnboarded } from '../../support/sign-in.js';

const URL = '/api/v1/housing-plan';
const CALCULATE = `${URL}/calculate`;

/** A married citizen and permanent resident, 32 and 30, buying their first home: a new 4-room flat of S$500,000. */
const COUPLE = {
  purchaseDate: '2026-12-02',
  householdType: 'FAMILY',
  noOfBuyers: 2,
  buyerResidencies: ['CITIZEN', 'PR'],
  buyerAges: [32, 30],
  buyerHadSubsidy: [false, false],
  buyerOwnedPrivateProperty: [false, false],
  maritalStatus: 'MARRIED',
  propertiesOwned: 0,
  flatType: 'NEW',
  flatSize: 'FOUR_ROOM',
  flatValueAtTimeOfPurchase: 50_000_000,
  monthlyHouseholdIncome: 500_000,
  workedTwelveMonths: true,
  loanType: 'HDB',
};

/** The housing calls with each buyer's answers (docs/decisions.md "Who is buying"). */
describe('Housing: who is buying', () => {
  const clock = new ManualClock('2026-12-02T02:00:00.000Z');
  const t = appPerSuite({ clock });

  async function resident(): Promise<TestClient> {
    const client = t.client();
    const profile = await signInOnboarded(client, BY_NRIC.S9812379B);
    await t.app.sequelize.query('DELETE FROM housing_plans WHERE user_id = $1', { bind: [profile.id] });
    return client;
  }

  it('a married citizen and PR pay no ABSD on their first home (IRAS remits it); not married, 5 % (S$25,000)', async () => {
    const married = await t.client().post(CALCULATE, COUPLE);
    expect(married.status, married.text).to.equal(200);
    expect(married.body.summary).to.include({ additionalBuyerStampDuty: 0, additionalBuyerStampDutyPercent: '0' });
    expect(married.body.summary.additionalBuyerStampDutyNote).to.match(/^Remitted \(5 %, S\$25,000 otherwise\)/);
    const neither = await t.client().post(CALCULATE, { ...COUPLE, maritalStatus: 'NEITHER' });
    expect(neither.body.summary).to.include({ additionalBuyerStampDuty: 2_500_000, additionalBuyerStampDutyPercent: '5' });
  });

  it('a first-timer with a second-timer spouse gets half the EHG: S$32,500 at S$5,000 a month', async () => {
    const res = await t.client().post(CALCULATE, { ...COUPLE, buyerHadSubsidy: [false, true] });
    expect(res.status, res.text).to.equal(200);
    const ehg = res.body.summary.grants.find((g: { name: string }) => g.name === 'enhancedCpfHousingGrant');
    expect(ehg.amount).to.equal(3_250_000);
  });

  it('a single aged 30 buying a resale flat: the eligibility warning comes first, with its HDB source', async () => {
    const res = await t.client().post(CALCULATE, { householdType: 'SINGLE', buyerAges: [30], flatType: 'RESALE', flatSize: 'THREE_ROOM', flatValueAtTimeOfPurchase: 40_000_000 });
    expect(res.status, res.text).to.equal(200);
    const { summary } = res.body;
    expect(summary.eligibility).to.have.length(1);
    expect(summary.eligibility[0]).to.include({ rule: 'SINGLE_UNDER_MINIMUM_AGE' });
    expect(summary.eligibility[0].source.publisher).to.equal('HDB');
    expect(summary.warnings[0]).to.equal(summary.eligibility[0].message);
  });

  it('refuses bad answers with a 400 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ buyerHadSubsidy: ['yes'] }, 'buyerHadSubsidy.0', 'Answer yes or no for each buyer'],
      [{ buyerOwnedPrivateProperty: [true, 3] }, 'buyerOwnedPrivateProperty.1', 'Answer yes or no for each buyer'],
      [{ maritalStatus: 'DIVORCED' }, 'maritalStatus', 'Choose married, engaged or neither'],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.client().post(CALCULATE, body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expect(res.body.details, res.text).to.deep.include({ field, message });
    }
  });

  it('an old-shaped body (firstTimeBuyer only) is still accepted and means the same: every buyer a first-timer', async () => {
    const client = await resident();
    const { buyerHadSubsidy: _a, buyerOwnedPrivateProperty: _b, maritalStatus: _c, ...old } = COUPLE;
    const res = await client.post(URL, { ...old, firstTimeBuyer: true });
    expect(res.status, res.text).to.equal(201);
    expect(res.body.housingPlan).to.deep.include({ firstTimeBuyer: true, buyerHadSubsidy: [false, false], buyerOwnedPrivateProperty: [null, null], maritalStatus: null });
    const ehg = res.body.housingPlan.summary.grants.find((g: { name: string }) => g.name === 'enhancedCpfHousingGrant');
    expect(ehg.amount).to.equal(6_500_000);
  });

  it('a plan stored with only firstTimeBuyer loads with each buyer answered the same, and the answers are kept per buyer once changed', async () => {
    const client = await resident();
    const created = await client.post(URL, COUPLE);
    expect(created.status, created.text).to.equal(201);
    const id = created.body.housingPlan.id;
    await t.app.sequelize.query(
      `UPDATE housing_plans SET fields = (fields - 'buyerHadSubsidy' - 'buyerOwnedPrivateProperty' - 'maritalStatus') || '{"firstTimeBuyer": false}'::jsonb WHERE id = $1`,
      { bind: [id] },
    );
    const listed = await client.get(URL);
    expect(listed.status, listed.text).to.equal(200);
    const stored = listed.body.housingPlans[0];
    expect(stored).to.deep.include({ firstTimeBuyer: false, buyerHadSubsidy: [true, true], maritalStatus: null });
    expect(stored.summary.grants.find((g: { name: string }) => g.name === 'enhancedCpfHousingGrant').amount).to.equal(0);
    const patched = await client.patch(`${URL}/${id}`, { buyerHadSubsidy: [false, true], maritalStatus: 'ENGAGED', buyerOwnedPrivateProperty: [false, false] });
    expect(patched.status, patched.text).to.equal(200);
    expect(patched.body.housingPlan).to.deep.include({ firstTimeBuyer: false, buyerHadSubsidy: [false, true], maritalStatus: 'ENGAGED' });
    const [row] = await t.app.sequelize.query<{ fields: Record<string, unknown> }>('SELECT fields FROM housing_plans WHERE id = $1', { bind: [id], type: QueryTypes.SELECT });
    expect(row!.fields).to.deep.include({ buyerHadSubsidy: [false, true], maritalStatus: 'ENGAGED' });
  });
});
