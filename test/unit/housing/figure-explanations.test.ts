import { expect } from 'chai';
import type { Cents } from '../../../src/shared-kernel/money.js';
import { newPlanFields, type HousingPlanFields } from '../../../src/housing/domain/housing-plan.js';
import { housingPlanSummary } from '../../../src/housing/domain/housing-summary.js';
import { EXPLAINED_FIGURES, figureExplanations, rowText, sgd } from '../../../src/housing/domain/figure-explanations.js';
import type { PaymentStage } from '../../../src/housing/domain/payment-timeline.js';

const d = (dollars: number) => Math.round(dollars * 100) as Cents;

/** Two citizen first-timers, 30 and 32, earning S$5,500, buying a 4-room resale flat: S$480,000, valued at S$470,000. */
function resalePlan(overrides: Partial<HousingPlanFields> = {}): HousingPlanFields {
  return {
    ...newPlanFields('2026-11-26'),
    flatType: 'RESALE',
    flatSize: 'FOUR_ROOM',
    noOfBuyers: 2,
    buyerResidencies: ['CITIZEN', 'CITIZEN'],
    buyerAges: [30, 32],
    remainingLease: 70,
    firstTimeBuyer: true,
    workedTwelveMonths: true,
    parentsProximity: 'FARTHER',
    extendedFamily: false,
    monthlyHouseholdIncome: d(5_500),
    cpfOABalance: d(60_000),
    cashSavings: d(80_000),
    flatValueAtTimeOfPurchase: d(480_000),
    flatValuation: d(470_000),
    upfrontPaymentInCash: d(15_000),
    cpfMonthlyInstalment: d(800),
    ...overrides,
  };
}

const explain = (plan: HousingPlanFields) => figureExplanations(plan, housingPlanSummary(plan));

describe('figure explanations: how we worked out each figure of the summary', () => {
  it('writes amounts as the tables do: whole dollars without cents', () => {
    expect(sgd(960_000)).to.equal('S$9,600');
    expect(sgd(420_050)).to.equal('S$4,200.50');
    expect(sgd(-2_171)).to.equal('-S$21.71');
    expect(sgd(123_456_789_00)).to.equal('S$123,456,789');
  });

  it('groups dollars as en-SG does, without a number formatter of its own', () => {
    const enSg = new Intl.NumberFormat('en-SG');
    for (const dollars of [0, 7, 999, 1_000, 12_345, 999_999, 1_000_000, 80_000_000, 2_147_483_648]) {
      expect(sgd(dollars * 100)).to.equal(`S$${enSg.format(dollars)}`);
    }
  });

  it("names a table row by the days it is in force", () => {
    expect(rowText({ effectiveFrom: '2023-02-15', effectiveTo: null })).to.equal('in force from 15 Feb 2023');
    expect(rowText({ effectiveFrom: '2018-02-20', effectiveTo: '2023-02-14' })).to.equal('in force from 20 Feb 2018 to 14 Feb 2023');
    expect(rowText({ effectiveFrom: null, effectiveTo: '2018-02-19' })).to.equal('in force until 19 Feb 2018');
  });

  it("buyer's stamp duty: the bands actually used, on the higher of price and valuation, rounded down to the dollar", () => {
    const bsd = explain(resalePlan()).figures.buyerStampDuty;
    expect(bsd.rule).to.equal(
      'On S$480,000, the higher of the price (S$480,000) and the valuation (S$470,000): 1 % of the first S$180,000 + 2 % of the next S$180,000 + 3 % of the remaining S$120,000 = S$9,000, rounded down to the dollar.',
    );
    expect(bsd.row).to.equal("Buyer's stamp duty rates (residential): in force from 15 Feb 2023");
    expect(bsd.source?.publisher).to.equal('IRAS');
    const cents = explain(resalePlan({ flatValueAtTimeOfPurchase: d(300_025), flatValuation: d(290_000) })).figures.buyerStampDuty;
    expect(cents.rule).to.equal(
      'On S$300,025, the higher of the price (S$300,025) and the valuation (S$290,000): 1 % of the first S$180,000 + 2 % of the remaining S$120,025 = S$4,200.50, rounded down to the dollar: S$4,200.',
    );
    const before = explain(resalePlan({ purchaseDate: '2020-06-01', flatValueAtTimeOfPurchase: d(1_200_000), flatValuation: null })).figures.buyerStampDuty;
    expect(before.rule).to.equal(
      'On the price, S$1,200,000: 1 % of the first S$180,000 + 2 % of the next S$180,000 + 3 % of the next S$640,000 + 4 % of the remaining S$200,000 = S$32,600, rounded down to the dollar.',
    );
    expect(before.row).to.equal("Buyer's stamp duty rates (residential): in force from 20 Feb 2018 to 14 Feb 2023");
  });

  it("buyer's stamp duty entered by the resident says so, beside the table's figure", () => {
    const own = resalePlan();
    own.fees = { ...own.fees, buyerStampDuty: { amount: d(9_100), paymentMethod: 'CPF' } };
    expect(explain(own).figures.buyerStampDuty.rule).to.match(/^Entered by you: S\$9,100\. By the table it would be: On S\$480,000/);
  });

  it("additional buyer's stamp duty: the buyers' residencies, the homes owned, the rate", () => {
    expect(explain(resalePlan()).figures.additionalBuyerStampDuty.rule).to.equal(
      'Singapore citizens owning no other home: 0 % of S$480,000, the higher of the price (S$480,000) and the valuation (S$470,000) = S$0, rounded down to the dollar.',
    );
    const mixed = explain(resalePlan({ buyerResidencies: ['CITIZEN', 'PR'], propertiesOwned: 1 })).figures.additionalBuyerStampDuty;
    expect(mixed.rule).to.equal(
      "Buyers who are a Singapore citizen and a permanent resident (the highest of their rates) owning 1 other home: 30 % of S$480,000, the higher of the price (S$480,000) and the valuation (S$470,000) = S$144,000, rounded down to the dollar. If you are a married couple and at least one of you is a citizen, IRAS refunds this duty when you sell your first home within 6 months of buying this one (of getting its keys, for a flat still being built).",
    );
    expect(mixed.row).to.equal("Additional buyer's stamp duty rates (residential, individuals): in force from 27 Apr 2023");
  });

  it("legal fees: HDB's scale band by band, rounded up to the dollar, then GST; HDB's S$345,000 example; the minimum", () => {
    const fees = explain(resalePlan()).figures;
    expect(fees.purchaseLegalFee.rule).to.equal(
      'On the price, S$480,000: S$0.90 per S$1,000 on the first S$30,000 (S$27) + S$0.72 per S$1,000 on the next S$30,000 (S$21.60) + S$0.60 per S$1,000 on the remaining S$420,000 (S$252) = S$300.60, rounded up to the dollar: S$301; plus 9 % GST (S$27.09) = S$328.09.',
    );
    expect(fees.purchaseLegalFee.row).to.equal("HDB's legal (conveyancing) fee scale: in force on every purchase date we cover; GST rate: in force from 01 Jan 2024");
    expect(fees.loanLegalFee.rule).to.equal(
      'On the HDB loan, S$330,000: S$0.90 per S$1,000 on the first S$30,000 (S$27) + S$0.72 per S$1,000 on the next S$30,000 (S$21.60) + S$0.60 per S$1,000 on the remaining S$270,000 (S$162) = S$210.60, rounded up to the dollar: S$211; plus 9 % GST (S$18.99) = S$229.99.',
    );
    const hdbExample = explain(resalePlan({ flatValueAtTimeOfPurchase: d(345_000), flatValuation: d(345_000) })).figures.purchaseLegalFee;
    expect(hdbExample.rule).to.match(/= S\$219\.60, rounded up to the dollar: S\$220; plus 9 % GST \(S\$19\.80\) = S\$239\.80\.$/);
    const minimum = explain(resalePlan({ flatValueAtTimeOfPurchase: d(200_000), flatValuation: d(200_000), upfrontPaymentInCash: d(55_000) })).figures.loanLegalFee;
    expect(minimum.rule).to.equal('On the HDB loan, S$10,000: S$0.90 per S$1,000 on S$10,000 (S$9) = S$9, rounded up to the dollar: S$9, the minimum fee S$20; plus 9 % GST (S$1.80) = S$21.80.');
    expect(explain(resalePlan({ loanType: 'BANK' })).figures.loanLegalFee.rule).to.match(/^With a bank loan, HDB's lawyers do not act in the mortgage/);
  });

  it('the mortgage servicing ratio: the share, and the exact check at the eligibility rate', () => {
    const msr = explain(resalePlan()).figures.mortgageServicingRatio;
    expect(msr.rule).to.equal(
      "S$1,497.11 ÷ S$5,500 (your gross monthly household income) = 27.2 %, rounded to one decimal. At 3.0 %, the higher of HDB's 3.0 % floor and your rate of 2.6 %, the instalment would be S$1,564.90; 30 % of your income is S$1,650: within the limit, compared exactly, not on the rounded share.",
    );
    expect(msr.row).to.equal('Mortgage servicing ratio limit (HDB flats and executive condominiums): in force on every purchase date we cover');
    expect(explain(resalePlan({ monthlyHouseholdIncome: null })).figures.mortgageServicingRatio.rule).to.equal('Add your gross monthly household income to see this.');
  });

  it('the loan limits: LTV on the lower of price and valuation, the loan the income allows at the floor, the tenure', () => {
    const f = explain(resalePlan()).figures;
    expect(f.maxLoanByLtv.rule).to.equal('75 % of S$470,000, the lower of the price (S$480,000) and the valuation (S$470,000) = S$352,500, rounded down to the cent.');
    expect(f.maxLoanByLtv.row).to.equal('HDB loan: loan-to-value limit: in force from 20 Aug 2024');
    expect(f.maxLoanByLtv.source?.publisher).to.equal('HDB');
    expect(f.maxLoanByIncome.rule).to.equal(
      "30 % of S$5,500 (your gross monthly household income) = S$1,650 a month, the most the instalment may be. The loan that instalment repays over 25 years at 3.0 %, the higher of HDB's 3.0 % floor and your rate of 2.6 %: S$347,947.20.",
    );
    expect(f.maxLoanByIncome.row).to.equal('HDB loan: interest rate floor for the loan amount: in force from 30 Sep 2022');
    expect(f.maxLoanTenure.rule).to.equal("The shortest of 25 years, 65 − the buyers' average age (31, rounded up) = 34 years, the lease left (70 years) − 20 = 50 years: 25 years.");
    expect(f.minimumPayment.rule).to.equal(
      'The loan may cover at most 75 % of S$470,000, the lower of the price (S$480,000) and the valuation (S$470,000): S$352,500. So S$480,000 − S$352,500 = S$127,500 is paid at purchase; less the grants (S$135,000): S$0.',
    );
    expect(f.estimatedLoanAmount.rule).to.equal(
      'S$480,000 (price) − S$135,000 (grants) − S$15,000 (upfront cash) − S$0 (upfront CPF) = S$330,000, within the loan limit of S$352,500.',
    );
  });

  it('the CPF limits: the valuation limit, 120 % of it, and the lease pro-ration (CPF\'s example)', () => {
    const f = explain(resalePlan()).figures;
    expect(f.valuationLimit.rule).to.equal('S$470,000, the lower of the price (S$480,000) and the valuation (S$470,000).');
    expect(f.withdrawalLimit.rule).to.equal('120 % of the valuation limit (S$470,000) = S$564,000. CPF goes beyond the valuation limit only with the Basic Retirement Sum set aside.');
    expect(f.valuationLimit.row).to.equal('CPF usage limits for a home: in force on every purchase date we cover');
    expect(f.valuationLimit.source?.publisher).to.equal('CPF Board');
    const short = explain(resalePlan({ buyerAges: [25, 25], remainingLease: 65, flatValueAtTimeOfPurchase: d(550_000), flatValuation: d(550_000), loanType: 'BANK', upfrontPaymentInCash: d(150_000) })).figures;
    expect(short.valuationLimit.rule).to.equal(
      "S$550,000, the lower of the price (S$550,000) and the valuation (S$550,000) × (65 years of lease − 20) ÷ (95 − 25, the youngest buyer's age, − 20) = 45 ÷ 50 = S$495,000, rounded down to the cent.",
    );
    expect(short.withdrawalLimit.rule).to.equal('The lease does not last the youngest buyer to 95: CPF may pay no more than the pro-rated limit, S$495,000.');
  });

  it('a grant: the band that gave it, its table row and source; a grant not given says why', () => {
    const g = explain(resalePlan()).grants;
    expect(g.enhancedCpfHousingGrant.rule).to.equal('Household income S$5,001 to S$5,500 a month: S$55,000.');
    expect(g.enhancedCpfHousingGrant.row).to.equal('Enhanced CPF Housing Grant (families): in force from 20 Aug 2024');
    expect(g.enhancedCpfHousingGrant.source?.publisher).to.equal('HDB');
    expect(g.cpfHousingGrant.rule).to.equal('A citizen family, 2- to 4-room resale flat, income within S$14,000: S$80,000.');
    expect(g.proximityGrant.rule).to.equal('Only for living with, or within 4 km of, your parents or child.');
    const f = explain(resalePlan()).figures;
    expect(f.totalGrants.rule).to.equal('S$55,000 (Enhanced CPF Housing Grant) + S$80,000 (CPF Housing Grant for resale flats) = S$135,000.');
    const typed = explain(resalePlan({ enhancedCpfHousingGrant: d(50_000) }));
    expect(typed.grants.enhancedCpfHousingGrant.rule).to.equal("Entered by you: S$50,000. By HDB's table: Household income S$5,001 to S$5,500 a month: S$55,000.");
  });

  it('the cash over valuation, and the upfront cash that must cover the cash-only parts of the downpayment', () => {
    const f = explain(resalePlan()).figures;
    expect(f.cashOverValuation.rule).to.equal("S$480,000 (price) − S$470,000 (HDB's valuation) = S$10,000, paid in cash: the loan and CPF go by the lower of price and valuation.");
    expect(f.upfrontPaymentInCash.rule).to.equal(
      'The cash you plan to pay upfront: S$15,000, of which the option fee (S$500), the option exercise fee (S$4,500) and the cash over valuation (S$10,000) can only be paid in cash.',
    );
    expect(explain(resalePlan({ upfrontPaymentInCash: d(10_000) })).figures.upfrontPaymentInCash.rule).to.equal(
      'You entered S$10,000; the option fee (S$500), the option exercise fee (S$4,500) and the cash over valuation (S$10,000) can only be paid in cash, S$15,000 together, so the plan counts S$15,000.',
    );
    expect(explain(resalePlan({ flatValuation: d(490_000) })).figures.cashOverValuation.rule).to.equal("The price (S$480,000) is not above HDB's valuation (S$490,000): no cash over valuation.");
    expect(explain(resalePlan({ flatValuation: null })).figures.cashOverValuation.rule).to.equal("Enter HDB's valuation when you have it: the price above it is paid in cash.");
  });

  it('the loan, its instalment and totals, and what is left', () => {
    const f = explain(resalePlan()).figures;
    expect(f.monthlyMortgageInstalment.rule).to.equal(
      "S$330,000 repaid in 300 equal monthly instalments (25 years) at 2.6 % a year, the interest charged monthly on the balance left: loan × r ÷ (1 − (1 + r)^−300) with r = 2.6 % ÷ 12 = S$1,497.11, rounded to the cent. HDB's concessionary rate on 26 Nov 2026: 2.6 % a year.",
    );
    expect(f.cashMonthlyInstalment.rule).to.equal('S$1,497.11 (instalment) − S$800 (from CPF) = S$697.11 in cash.');
    expect(f.totalLoanPayment.rule).to.equal('S$1,497.11 a month × 300 months = S$449,133.');
    expect(f.totalInterest.rule).to.equal('S$449,133 paid in all − S$330,000 borrowed = S$119,133, 26.5 % of what you pay.');
    const s = housingPlanSummary(resalePlan());
    expect(f.cashLeft.rule).to.equal(`S$80,000 (your cash savings) − S$15,000 (upfront cash) − ${sgd(s.oneTimePayments.cash)} (one-time payments in cash) = ${sgd(s.cashLeft)}.`);
    expect(explain(resalePlan({ cashSavings: null })).figures.cashLeft.rule).to.equal('Enter your cash savings to see this.');
  });

  it('a flat type not chosen yet: nothing assumed, every figure still explained', () => {
    const plan = resalePlan({ flatType: null, flatValuation: null, remainingLease: null });
    const e = explain(plan);
    expect(e.figures.cashOverValuation.rule).to.equal('Only a resale flat can cost more than its valuation.');
    expect(e.figures.buyerStampDuty.rule).to.match(/^On the price, S\$480,000: /);
    expect(e.stages).to.deep.equal([]);
    for (const figure of EXPLAINED_FIGURES) expect(e.figures[figure].rule, figure).to.be.a('string').and.not.equal('');
  });

  it('explains every figure, and every stage of the payment timeline from its items', () => {
    const plan = resalePlan();
    const summary = housingPlanSummary(plan);
    const stage: PaymentStage = {
      stage: 'OPTION_TO_PURCHASE',
      label: 'Option to purchase',
      when: 'When the seller grants you the option',
      items: [{ key: 'optionFee', label: 'Option fee', amount: d(1_000), paymentMethod: 'CASH', howWorkedOut: 'Option fee: S$1,000', source: null }],
      cash: d(1_000),
      cpf: d(0),
      total: d(1_000),
    };
    const e = figureExplanations(plan, { ...summary, paymentTimeline: [stage] });
    for (const figure of EXPLAINED_FIGURES) expect(e.figures[figure].rule, figure).to.be.a('string').and.not.equal('');
    expect(e.stages).to.deep.equal([
      { stage: 'OPTION_TO_PURCHASE', explanation: { rule: 'S$1,000 Option fee (cash) = S$1,000: S$1,000 in cash and S$0 from CPF.', row: 'When the seller grants you the option' } },
    ]);
  });
});
