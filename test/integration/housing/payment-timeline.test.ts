import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import { PERSONAS as BY_NRIC } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { signInOnboarded } from '../../support/sign-in.js';

const URL = '/api/v1/housing-plan';

interface Stage {
  stage: string;
  cash: number;
  cpf: number;
  total: number;
  items: Array<{ key: string; amount: number; paymentMethod: string; howWorkedOut: string; source: { publisher: string } | null }>;
}

/** A saved plan's summary carries what is paid when and the resale fees (docs/decisions.md "Housing payment timeline"). */
describe('Housing: the payment timeline of a saved plan', () => {
  const clock = new ManualClock('2026-11-25T02:00:00.000Z');
  const t = appPerSuite({ clock });

  async function resident(): Promise<TestClient> {
    const client = t.client();
    const profile = await signInOnboarded(client, BY_NRIC.S9812379B);
    await t.app.sequelize.query('DELETE FROM housing_plans WHERE user_id = $1', { bind: [profile.id] });
    return client;
  }

  it('a resale flat with a valuation below the price: the stages, the cash over valuation in cash, the resale fees, and the totals agree', async () => {
    const client = await resident();
    const created = await client.post(URL, { planName: 'Toa Payoh resale', flatValueAtTimeOfPurchase: 40_000_000 });
    expect(created.status, created.text).to.equal(201);
    // no flat type chosen yet: nothing to time
    expect(created.body.housingPlan.summary.paymentTimeline).to.deep.equal([]);

    const res = await client.patch(`${URL}/${created.body.housingPlan.id}`, {
      flatType: 'RESALE',
      flatSize: 'FOUR_ROOM',
      flatValuation: 38_000_000,
      remainingLease: 70,
      upfrontPaymentInCash: 1_000_000,
      cashSavings: 5_000_000,
      cpfOABalance: 10_000_000,
    });
    expect(res.status, res.text).to.equal(200);
    const summary = res.body.housingPlan.summary;
    expect(summary).to.include({
      cashOverValuation: 2_000_000,
      optionFee: 50_000,
      exerciseFee: 450_000,
      requestForValueFee: 12_000,
      resaleApplicationFee: 8_000,
      caveatRegistrationFee: 6_445,
      titleSearchFee: 1_500,
      // the option and exercise fees and the cash over valuation (S$25,000) are cash: more than the S$10,000 entered
      upfrontPaymentInCash: 2_500_000,
      upfrontPaymentInCpf: 9_000_000,
      estimatedLoanAmount: 28_500_000,
    });
    expect(summary.warnings).to.include(
      'The option fee (S$500.00), the option exercise fee (S$4,500.00) and the cash over valuation (S$20,000.00) can only be paid in cash, S$25,000.00 together: the plan counts S$25,000.00 of the upfront payment in cash, S$15,000.00 more than the S$10,000.00 you entered.',
    );
    const timeline = summary.paymentTimeline as Stage[];
    expect(timeline.map((s) => [s.stage, s.cash, s.cpf])).to.deep.equal([
      ['OPTION_TO_PURCHASE', 62_000, 0],
      ['EXERCISE', 458_000, 666_445],
      ['COMPLETION', 5_800_271, 9_072_843],
    ]);
    const completion = timeline[2]!;
    expect(completion.items.find((i) => i.key === 'cashOverValuation')).to.deep.include({ amount: 2_000_000, paymentMethod: 'CASH' });
    expect(completion.items.find((i) => i.key === 'titleSearchFee')!.source!.publisher).to.equal('SLA');
    const sum = (pick: (s: Stage) => number) => timeline.reduce((total, s) => total + pick(s), 0);
    expect(sum((s) => s.total)).to.equal(summary.upfrontPaymentInCash + summary.upfrontPaymentInCpf + summary.oneTimePayments.total);
    expect(sum((s) => s.cash)).to.equal(summary.upfrontPaymentInCash + summary.oneTimePayments.cash);
    expect(sum((s) => s.cpf)).to.equal(summary.upfrontPaymentInCpf + summary.oneTimePayments.cpf);

    // the list answers the same summary
    const listed = (await client.get(URL)).body.housingPlans[0].summary;
    expect(listed.paymentTimeline).to.deep.equal(timeline);
    expect(listed.caveatRegistrationFee).to.equal(6_445);
  });

  it('a new flat: the application, booking, agreement and keys stages', async () => {
    const client = await resident();
    const created = await client.post(URL, { flatType: 'NEW', flatSize: 'THREE_ROOM', flatValueAtTimeOfPurchase: 30_000_000, upfrontPaymentInCash: 300_000 });
    expect(created.status, created.text).to.equal(201);
    const summary = created.body.housingPlan.summary;
    expect((summary.paymentTimeline as Stage[]).map((s) => s.stage)).to.deep.equal(['APPLICATION', 'BOOKING', 'AGREEMENT_FOR_LEASE', 'KEY_COLLECTION']);
    expect(summary).to.include({ optionFee: 100_000, cashOverValuation: 0, requestForValueFee: 0, titleSearchFee: 0 });
    expect((summary.paymentTimeline as Stage[])[1]!.items).to.have.length(1);
    expect((summary.paymentTimeline as Stage[])[1]!.items[0]).to.include({ key: 'optionFee', amount: 100_000, paymentMethod: 'CASH' });
  });
});
