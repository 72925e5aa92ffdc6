import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import { PERSONAS as BY_NRIC } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { signInOnboarded } from '../../support/sign-in.js';

const URL = '/api/v1/housing-plan';

/** Grants worked out on saved plans (docs/decisions.md "Housing grants worked out"), against the real server. */
describe('Housing: grants worked out', () => {
  const clock = new ManualClock('2026-11-25T02:00:00.000Z');
  const t = appPerSuite({ clock });

  async function resident(): Promise<TestClient> {
    const client = t.client();
    const profile = await signInOnboarded(client, BY_NRIC.S9812379B);
    await t.app.sequelize.query('DELETE FROM housing_plans WHERE user_id = $1', { bind: [profile.id] });
    return client;
  }

  /** A first-timer citizen couple aged 30 and 33 on S$5,800 a month, a S$500,000 resale 4-room flat with 70 years left, within 4 km of their parents. */
  const RESALE_COUPLE = {
    firstTimeBuyer: true,
    noOfBuyers: 2,
    buyerResidencies: ['CITIZEN', 'CITIZEN'],
    buyerAges: [33, 30],
    monthlyHouseholdIncome: 580_000,
    workedTwelveMonths: true,
    parentsProximity: 'WITHIN_4KM',
    extendedFamily: false,
    flatType: 'RESALE',
    flatSize: 'FOUR_ROOM',
    remainingLease: 70,
    flatValueAtTimeOfPurchase: 50_000_000,
  };

  it("a saved plan's summary carries each grant with its amount, the rule and its source, and uses their total", async () => {
    const client = await resident();
    const created = await client.post(URL, RESALE_COUPLE);
    expect(created.status, created.text).to.equal(201);
    const plan = created.body.housingPlan;
    expect(plan).to.include({ purchaseDate: '2026-11-25', workedTwelveMonths: true, parentsProximity: 'WITHIN_4KM', extendedFamily: false, enhancedCpfHousingGrant: null });
    const grants = plan.summary.grants as Array<Record<string, unknown> & { source: Record<string, unknown> }>;
    expect(grants.map((g) => [g.name, g.amount, g.enteredByYou])).to.deep.equal([
      ['enhancedCpfHousingGrant', 5_000_000, false],
      ['cpfHousingGrant', 8_000_000, false],
      ['proximityGrant', 2_000_000, false],
    ]);
    expect(grants[0]).to.include({ rule: 'Household income S$5,501 to S$6,000 a month: S$50,000', reason: null, toConfirm: null });
    expect(grants[0]!.source).to.include({ publisher: 'HDB', checkedOn: '2026-11-26' });
    expect(plan.summary.totalGrants).to.equal(15_000_000);
    // S$500,000 less S$150,000 of grants less the resale deposit paid to the seller in cash (S$5,000: option and exercise fees)
    expect(plan.summary.estimatedLoanAmount).to.equal(34_500_000);

    // An answer changes the grants: farther from the parents, no Proximity Housing Grant, and why.
    const farther = await client.patch(`${URL}/${plan.id}`, { parentsProximity: 'FARTHER' });
    expect(farther.status, farther.text).to.equal(200);
    expect(farther.body.housingPlan.summary.grants[2]).to.include({ amount: 0, reason: 'Only for living with, or within 4 km of, your parents or child.' });

    // The resident's own amount is used and marked; the list reads the same.
    const typed = await client.patch(`${URL}/${plan.id}`, { enhancedCpfHousingGrant: 1_000_000 });
    expect(typed.body.housingPlan.summary.grants[0]).to.include({ amount: 1_000_000, workedOut: 5_000_000, enteredByYou: true });
    const listed = (await client.get(URL)).body.housingPlans[0];
    expect(listed.summary.grants).to.deep.equal(typed.body.housingPlan.summary.grants);
    expect(listed.summary.totalGrants).to.equal(9_000_000);
  });

  it('the six bands above S$6,000 carry their "to confirm" note', async () => {
    const client = await resident();
    const plan = (await client.post(URL, { ...RESALE_COUPLE, monthlyHouseholdIncome: 700_000 })).body.housingPlan;
    expect(plan.summary.grants[0].amount).to.equal(3_000_000);
    expect(plan.summary.grants[0].toConfirm).to.contain('to confirm with HDB');
  });

  it('refuses a typed grant above its cap with a 400 the resident can act on: at the edge and on the purchase date', async () => {
    const client = await resident();
    const plan = (await client.post(URL, RESALE_COUPLE)).body.housingPlan;
    const cases: Array<[body: Record<string, unknown>, field: string, message: string]> = [
      [{ enhancedCpfHousingGrant: 15_000_000 }, 'enhancedCpfHousingGrant', 'The Enhanced CPF Housing Grant is at most S$120,000'],
      [{ proximityGrant: 3_000_001 }, 'proximityGrant', 'The Proximity Housing Grant is at most S$30,000'],
      [{ purchaseDate: '2024-01-15', enhancedCpfHousingGrant: 10_000_000 }, 'enhancedCpfHousingGrant', 'The Enhanced CPF Housing Grant is at most S$80,000 for a purchase on 2024-01-15'],
      [{ cpfHousingGrant: 9_000_000 }, 'cpfHousingGrant', 'The CPF Housing Grant for resale flats is at most S$80,000 for a purchase on 2026-11-25'],
      [{ parentsProximity: 'NEXT_DOOR' }, 'parentsProximity', 'Invalid format'],
    ];
    for (const [body, field, message] of cases) {
      const res = await client.patch(`${URL}/${plan.id}`, body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expect(res.body.details, JSON.stringify(body)).to.deep.include({ field, message });
    }
    const kept = (await client.get(URL)).body.housingPlans[0];
    expect(kept).to.include({ enhancedCpfHousingGrant: null, proximityGrant: null, cpfHousingGrant: null, purchaseDate: '2026-11-25', parentsProximity: 'WITHIN_4KM' });
    expect((await client.patch(`${URL}/${plan.id}`, { enhancedCpfHousingGrant: 12_000_000 })).status).to.equal(200);
  });
});
