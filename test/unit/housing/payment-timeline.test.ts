import { expect } from 'chai';
import { newPlanFields, type FeeItemName, type HousingPlanFields } from '../../../src/housing/domain/housing-plan.js';
import { housingPlanSummary, type HousingPlanSummary } from '../../../src/housing/domain/housing-summary.js';
import { downpaymentCashParts, paymentTimeline, purchaseFees, type PaymentStage } from '../../../src/housing/domain/payment-timeline.js';
import type { Cents } from '../../../src/shared-kernel/money.js';

const dollars = (n: number) => Math.round(n * 100) as Cents;

/** A plan with every figure the timeline reads set here, not taken from a default. */
function plan(change: Partial<HousingPlanFields> = {}): HousingPlanFields {
  return {
    ...newPlanFields('2026-11-26'),
    flatType: 'NEW',
    flatSize: 'FOUR_ROOM',
    loanType: 'HDB',
    monthlyHouseholdIncome: dollars(8_000),
    cpfOABalance: dollars(100_000),
    cashSavings: dollars(50_000),
    flatValueAtTimeOfPurchase: dollars(400_000),
    enhancedCpfHousingGrant: dollars(30_000),
    upfrontPaymentInCash: dollars(5_000),
    ...change,
  };
}

const resale = (change: Partial<HousingPlanFields> = {}) =>
  plan({ flatType: 'RESALE', enhancedCpfHousingGrant: null, flatValuation: dollars(380_000), upfrontPaymentInCash: dollars(30_000), remainingLease: 70, ...change });

/** Each stage as [stage, cash, cpf, [key, amount, method] per item], the figures in dollars. */
const shape = (timeline: PaymentStage[]) =>
  timeline.map((s) => [s.stage, s.cash / 100, s.cpf / 100, s.items.map((i) => [i.key, i.amount / 100, i.paymentMethod])]);

function expectInvariant(s: HousingPlanSummary): void {
  const sum = (pick: (stage: PaymentStage) => number) => s.paymentTimeline.reduce((total, stage) => total + pick(stage), 0);
  expect(sum((st) => st.total), 'total').to.equal(s.upfrontPaymentInCash + s.upfrontPaymentInCpf + s.oneTimePayments.total);
  expect(sum((st) => st.cash), 'cash').to.equal(s.upfrontPaymentInCash + s.oneTimePayments.cash);
  expect(sum((st) => st.cpf), 'CPF').to.equal(s.upfrontPaymentInCpf + s.oneTimePayments.cpf);
  for (const stage of s.paymentTimeline) {
    expect(stage.total).to.equal(stage.cash + stage.cpf);
    for (const item of stage.items) {
      expect(item.amount, item.key).to.be.greaterThan(0);
      expect(item.howWorkedOut, item.key).to.match(/S\$[\d,]+\.\d\d/);
    }
    expect(new Set(stage.items.map((i) => `${i.key}|${i.paymentMethod}`)).size, stage.stage).to.equal(stage.items.length);
  }
}

describe('What is paid when (docs/decisions.md "Housing payment timeline")', () => {
  it('a new 4-room flat with an HDB loan: S$10 to apply, the S$2,000 option fee at booking, 10 % at the agreement (grants first), the rest at the keys', () => {
    const s = housingPlanSummary(plan());
    expect(s).to.include({ upfrontPaymentInCash: dollars(5_000), upfrontPaymentInCpf: dollars(65_000), estimatedLoanAmount: dollars(300_000), optionFee: dollars(2_000), exerciseFee: 0, cashOverValuation: 0 });
    expect(shape(s.paymentTimeline)).to.deep.equal([
      ['APPLICATION', 10, 0, [['applicationFee', 10, 'CASH']]],
      ['BOOKING', 2_000, 0, [['optionFee', 2_000, 'CASH']]],
      // 10 % of S$400,000 = S$40,000 less the option fee = S$38,000: the S$30,000 grant first, then S$8,000 of CPF
      ['AGREEMENT_FOR_LEASE', 0, 14_875.77, [['downpaymentCpf', 8_000, 'CPF'], ['buyerStampDuty', 6_600, 'CPF'], ['purchaseLegalFee', 275.77, 'CPF']]],
      // the downpayment's other S$60,000: S$57,000 of CPF and the S$3,000 of upfront cash left after the option fee
      [
        'KEY_COLLECTION',
        41_002.71,
        57_447.47,
        [
          ['downpaymentCpf', 57_000, 'CPF'],
          ['downpaymentCash', 3_000, 'CASH'],
          ['loanLegalFee', 210.37, 'CPF'],
          ['surveyFee', 160.5, 'CPF'],
          ['leaseInEscrowFee', 38.3, 'CPF'],
          ['mortgageInEscrowFee', 38.3, 'CPF'],
          ['renovation', 38_000, 'CASH'],
          ['fireInsurancePremium', 2.71, 'CASH'],
        ],
      ],
    ]);
    const [application, booking, agreement, keys] = s.paymentTimeline;
    expect(application!.label).to.equal('Applying for the flat');
    expect(booking!.items[0]!.howWorkedOut).to.equal("HDB's option fee for a 4-room flat: S$2,000.00, paid by NETS when you book, part of the downpayment.");
    expect(booking!.items[0]!.source!.title).to.contain('option fee at booking');
    expect(agreement!.items[0]!.howWorkedOut).to.equal(
      'HDB asks for 10 % of the price with an HDB loan when you sign the agreement for lease (S$40,000.00), less the option fee paid: S$38,000.00; your grants pay S$30,000.00 of it: S$8,000.00 from CPF.',
    );
    expect(agreement!.items[1]!.source!.publisher).to.equal('IRAS');
    expect(keys!.items.find((i) => i.key === 'renovation')!.howWorkedOut).to.contain('usually paid around the time you get the keys');
    expect(keys!.items.find((i) => i.key === 'surveyFee')!.source).to.equal(null);
    expectInvariant(s);
  });

  it('the option fee is part of the downpayment, not a one-time payment on top of it', () => {
    const s = housingPlanSummary(plan());
    // renovation 38,000 + application 10 + fire insurance 2.71: no option fee
    expect(s.oneTimePayments.cash).to.equal(dollars(38_012.71));
    expect(s.minimumPayment).to.equal(dollars(70_000));
    expect(housingPlanSummary(plan({ flatSize: 'THREE_ROOM' })).optionFee).to.equal(dollars(1_000));
    expect(housingPlanSummary(plan({ flatSize: 'TWO_ROOM' })).optionFee).to.equal(dollars(500));
    expect(housingPlanSummary(plan({ flatSize: 'EXECUTIVE' })).optionFee).to.equal(dollars(2_000));
  });

  it('a new flat with a bank loan: 20 % at the agreement with the 5 % cash part first, the rest at the keys', () => {
    const s = housingPlanSummary(plan({ loanType: 'BANK', enhancedCpfHousingGrant: null, upfrontPaymentInCash: dollars(30_000) }));
    const downpayment = (stage: PaymentStage) => stage.items.filter((i) => i.key.startsWith('downpayment')).map((i) => [i.key, i.amount / 100]);
    const [, booking, agreement, keys] = s.paymentTimeline;
    expect(booking!.cash).to.equal(dollars(2_000));
    // 20 % of S$400,000 less the S$2,000 option fee: S$78,000, of which S$18,000 in cash (5 % of the price less the option fee)
    expect(downpayment(agreement!)).to.deep.equal([['downpaymentCpf', 60_000], ['downpaymentCash', 18_000]]);
    expect(agreement!.items.find((i) => i.key === 'downpaymentCash')!.howWorkedOut).to.contain('(a bank loan needs S$20,000.00 of the price in cash)');
    expect(downpayment(keys!)).to.deep.equal([['downpaymentCpf', 10_000], ['downpaymentCash', 10_000]]);
    expect(keys!.items.map((i) => i.key)).not.to.include('loanLegalFee');
    expectInvariant(s);
  });

  it('a resale flat with a valuation below the price: option and request for value, exercise with stamp duty and caveat, completion with the cash over valuation in cash', () => {
    const s = housingPlanSummary(resale());
    expect(s).to.include({
      estimatedLoanAmount: dollars(285_000),
      upfrontPaymentInCash: dollars(30_000),
      upfrontPaymentInCpf: dollars(85_000),
      optionFee: dollars(500),
      exerciseFee: dollars(4_500),
      cashOverValuation: dollars(20_000),
      requestForValueFee: dollars(120),
      resaleApplicationFee: dollars(80),
      caveatRegistrationFee: dollars(64.45),
      titleSearchFee: dollars(15),
      applicationFee: 0,
    });
    expect(shape(s.paymentTimeline)).to.deep.equal([
      ['OPTION_TO_PURCHASE', 620, 0, [['optionFee', 500, 'CASH'], ['requestForValueFee', 120, 'CASH']]],
      ['EXERCISE', 4_580, 6_664.45, [['exerciseFee', 4_500, 'CASH'], ['resaleApplicationFee', 80, 'CASH'], ['caveatRegistrationFee', 64.45, 'CPF'], ['buyerStampDuty', 6_600, 'CPF']]],
      [
        'COMPLETION',
        63_002.71,
        85_728.43,
        [
          ['cashOverValuation', 20_000, 'CASH'],
          ['downpaymentCpf', 85_000, 'CPF'],
          ['downpaymentCash', 5_000, 'CASH'],
          ['titleSearchFee', 15, 'CPF'],
          ['purchaseLegalFee', 275.77, 'CPF'],
          ['loanLegalFee', 200.56, 'CPF'],
          ['surveyFee', 160.5, 'CPF'],
          ['leaseInEscrowFee', 38.3, 'CPF'],
          ['mortgageInEscrowFee', 38.3, 'CPF'],
          ['renovation', 38_000, 'CASH'],
          ['fireInsurancePremium', 2.71, 'CASH'],
        ],
      ],
    ]);
    const completion = s.paymentTimeline[2]!;
    expect(completion.items[0]!.howWorkedOut).to.equal(
      "The price S$400,000.00 less HDB's valuation S$380,000.00: S$20,000.00, paid to the seller in cash only (no loan or CPF covers the price above the valuation).",
    );
    expect(s.paymentTimeline[1]!.items[0]!.howWorkedOut).to.contain('S$5,000.00 less your option fee of S$500.00 is S$4,500.00');
    expect(s.paymentTimeline[0]!.items[1]!.source!.title).to.contain('request for value processing fee S$120');
    expect(s.paymentTimeline.map((st) => st.label)).to.deep.equal(['The seller grants the option to purchase', 'Exercising the option', 'Resale completion']);
    // the resale fees are one-time payments: cash 38,000 + 2.71 + 120 + 80; CPF the duties, fees, caveat and title search
    expect(s.oneTimePayments.cash).to.equal(dollars(38_202.71));
    expect(s.sources.map((source) => source.publisher)).to.include('SLA');
    expectInvariant(s);
  });

  it('the cash-only parts are counted as upfront cash, with a warning when that is more than the resident entered', () => {
    const s = housingPlanSummary(resale({ upfrontPaymentInCash: dollars(10_000) }));
    expect(s.upfrontPaymentInCash).to.equal(dollars(25_000));
    expect(s.upfrontPaymentInCpf).to.equal(dollars(90_000));
    expect(s.estimatedLoanAmount).to.equal(dollars(285_000));
    expect(s.warnings).to.include(
      'The option fee (S$500.00), the option exercise fee (S$4,500.00) and the cash over valuation (S$20,000.00) can only be paid in cash, S$25,000.00 together: the plan counts S$25,000.00 of the upfront payment in cash, S$15,000.00 more than the S$10,000.00 you entered.',
    );
    const newFlat = housingPlanSummary(plan({ upfrontPaymentInCash: dollars(0) }));
    expect(newFlat.upfrontPaymentInCash).to.equal(dollars(2_000));
    expect(newFlat.warnings).to.include('The option fee (S$2,000.00) can only be paid in cash: the plan counts S$2,000.00 of the upfront payment in cash, S$2,000.00 more than the S$0.00 you entered.');
    // not answered yet: counted, but no warning about an answer not given
    expect(housingPlanSummary(plan({ upfrontPaymentInCash: null })).warnings.join(' ')).not.to.contain('can only be paid in cash');
    expect(housingPlanSummary(resale({ upfrontPaymentInCash: dollars(25_000) })).warnings.join(' ')).not.to.contain('can only be paid in cash');
    expectInvariant(s);
  });

  it('a resale flat without a valuation: no cash over valuation, stamp duty on the price', () => {
    const s = housingPlanSummary(resale({ flatValuation: null }));
    expect(s.cashOverValuation).to.equal(0);
    expect(s.estimatedLoanAmount).to.equal(dollars(300_000));
    expect(s.paymentTimeline[2]!.items.map((i) => i.key)).not.to.include('cashOverValuation');
    expectInvariant(s);
  });

  it('no request for value when neither CPF nor a loan is used; the 1- and 2-room resale application fee is S$40', () => {
    const fees = newPlanFields('2026-11-26').fees;
    const allCash = Object.fromEntries(Object.entries(fees).map(([name, fee]) => [name, { ...fee, paymentMethod: 'CASH' }])) as Record<FeeItemName, typeof fees.optionFee>;
    const s = housingPlanSummary(resale({ flatSize: 'TWO_ROOM', upfrontPaymentInCash: dollars(400_000), fees: allCash }));
    expect(s.estimatedLoanAmount).to.equal(0);
    expect(s.requestForValueFee).to.equal(0);
    expect(s.resaleApplicationFee).to.equal(dollars(40));
    expect(s.paymentTimeline[0]!.items.map((i) => i.key)).to.deep.equal(['optionFee']);
    expect(purchaseFees(resale(), { flatPrice: dollars(400_000), usesCpfOrLoan: false }).requestForValueFee.howWorkedOut).to.equal(
      'No request for value is needed: the plan uses neither CPF savings nor a housing loan.',
    );
    expectInvariant(s);
  });

  it('no loan on a new flat: 10 % at the agreement, the rest of the price at the keys', () => {
    const s = housingPlanSummary(plan({ enhancedCpfHousingGrant: null, upfrontPaymentInCash: dollars(400_000) }));
    expect(s.estimatedLoanAmount).to.equal(0);
    const agreement = s.paymentTimeline[2]!.items.find((i) => i.key === 'downpaymentCash')!;
    expect(agreement.amount).to.equal(dollars(38_000));
    expect(agreement.howWorkedOut).to.contain('10 % of the price without a loan');
    expect(s.paymentTimeline[3]!.items.find((i) => i.key === 'downpaymentCash')!.amount).to.equal(dollars(360_000));
    expectInvariant(s);
  });

  it('grants above the downpayment: the option fee still in cash, the grants pay the rest, and the invariant holds', () => {
    const s = housingPlanSummary(plan({ enhancedCpfHousingGrant: dollars(120_000), upfrontPaymentInCash: null }));
    expect(s.upfrontPaymentInCash).to.equal(dollars(2_000));
    expect(s.upfrontPaymentInCpf).to.equal(0);
    expect(s.estimatedLoanAmount).to.equal(dollars(278_000));
    expect(s.paymentTimeline[2]!.items.filter((i) => i.key.startsWith('downpayment'))).to.deep.equal([]);
    expectInvariant(s);
  });

  it('nothing while the flat type is not chosen or there is no price', () => {
    expect(housingPlanSummary(plan({ flatType: null })).paymentTimeline).to.deep.equal([]);
    expect(housingPlanSummary(plan({ flatValueAtTimeOfPurchase: null, estimatedFlatBudget: null })).paymentTimeline).to.deep.equal([]);
    expect(housingPlanSummary(plan({ flatType: null })).optionFee).to.equal(0);
    expect(downpaymentCashParts(plan({ flatType: null }), dollars(400_000)).optionFee.amount).to.equal(0);
    const s = housingPlanSummary(plan());
    expect(paymentTimeline({ ...plan(), flatType: null }, { ...s, fees: plan().fees, feeSources: {}, purchaseFees: purchaseFees(plan(), { flatPrice: s.flatPrice, usesCpfOrLoan: true }) })).to.deep.equal([]);
  });

  it('the invariant over many plans: the stages always make the upfront payment and the one-time payments, cash and CPF alike', () => {
    const plans = [
      plan(),
      plan({ loanType: 'BANK' }),
      plan({ flatSize: 'TWO_ROOM', upfrontPaymentInCash: dollars(123_456.78), cpfOABalance: null }),
      resale(),
      resale({ loanType: 'BANK', upfrontPaymentInCash: dollars(1) }),
      resale({ flatValuation: null }),
      resale({ flatValuation: dollars(420_000) }),
      resale({ upfrontPaymentInCash: dollars(400_000) }),
      plan({ upfrontPaymentInCash: dollars(400_000) }),
      plan({ enhancedCpfHousingGrant: dollars(120_000), cpfHousingGrant: dollars(80_000), proximityGrant: dollars(30_000) }),
      resale({ buyerResidencies: ['PR'], fees: { ...plan().fees, buyerStampDuty: { amount: dollars(7_000), paymentMethod: 'CASH' }, propertyAgentCommission: { amount: dollars(4_000), paymentMethod: 'CASH' } } }),
    ];
    for (const p of plans) expectInvariant(housingPlanSummary(p));
  });
});
