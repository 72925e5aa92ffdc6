import { expect } from 'chai';
import type { Cents } from '../../../src/shared-kernel/money.js';
import { DomainError } from '../../../src/shared-kernel/errors.js';
import { ownerOccupierPropertyTax } from '../../../src/housing/domain/housing-costs.js';
import { applyPlanChange, newPlanFields, type HousingPlanFields } from '../../../src/housing/domain/housing-plan.js';
import { housingPlanSummary } from '../../../src/housing/domain/housing-summary.js';
import { figureExplanations } from '../../../src/housing/domain/figure-explanations.js';
import { hdbLoanLeaseProration, maxLoanByLtv } from '../../../src/housing/domain/loan-limits.js';
import { planGrants } from '../../../src/housing/domain/grants.js';
import { recommendedPlanGaps } from '../../../src/housing/domain/recommended-plan.js';
import { tableProblems } from '../../../src/housing/domain/policy/dated-table.js';
import { HDB_LOAN_LEASE_PRORATION } from '../../../src/housing/domain/policy/hdb-loan-lease-proration.js';
import { HOME_PROTECTION_SCHEME } from '../../../src/housing/domain/policy/home-protection-scheme.js';
import { OWNER_OCCUPIER_PROPERTY_TAX } from '../../../src/housing/domain/policy/owner-occupier-property-tax.js';

const dollars = (d: number) => Math.round(d * 100) as Cents;
const TODAY = '2026-11-26';

/** Two citizens of 35 and 40 buying a S$500,000 resale 4-room flat on an HDB loan, CPF paying S$1,000 of the instalment. */
function resale(change: Partial<HousingPlanFields> = {}): HousingPlanFields {
  return {
    ...newPlanFields(TODAY),
    flatType: 'RESALE',
    flatSize: 'FOUR_ROOM',
    noOfBuyers: 2,
    buyerResidencies: ['CITIZEN', 'CITIZEN'],
    buyerAges: [35, 40],
    remainingLease: 50,
    flatValueAtTimeOfPurchase: dollars(500_000),
    flatValuation: dollars(500_000),
    cpfMonthlyInstalment: dollars(1_000),
    ...change,
  };
}

describe('Housing rules completed (docs/decisions.md "Housing rules completed")', () => {
  it('every new table covers every day once, with a source', () => {
    expect(tableProblems(HDB_LOAN_LEASE_PRORATION)).to.deep.equal([]);
    expect(tableProblems(OWNER_OCCUPIER_PROPERTY_TAX)).to.deep.equal([]);
    expect(tableProblems(HOME_PROTECTION_SCHEME)).to.deep.equal([]);
  });

  describe('the HDB loan pro-rated to age 95 (HDB, from 10 May 2019)', () => {
    it('youngest buyer 35, 50 years of lease: 75 % x 50 / 60 of S$500,000 = S$312,500', () => {
      expect(maxLoanByLtv('HDB', dollars(500_000), TODAY, { youngestAge: 35, remainingLease: 50 })).to.equal(dollars(312_500));
      expect(hdbLoanLeaseProration('HDB', TODAY, { youngestAge: 35, remainingLease: 50 })).to.include({ leaseYears: 50, yearsToAge: 60, coverToAge: 95, noLoan: false });
      // rounded down to the cent: 75 % x 41 / 60 of S$100,000.01 = S$51,250.0068...
      expect(maxLoanByLtv('HDB', dollars(100_000.01), TODAY, { youngestAge: 35, remainingLease: 41 })).to.equal(5_125_000);
    });

    it('no pro-ration when the lease lasts the youngest buyer to 95, for a bank loan, or without the age', () => {
      expect(maxLoanByLtv('HDB', dollars(500_000), TODAY, { youngestAge: 35, remainingLease: 60 })).to.equal(dollars(375_000));
      expect(maxLoanByLtv('HDB', dollars(500_000), TODAY, { youngestAge: 35, remainingLease: 61 })).to.equal(dollars(375_000));
      expect(maxLoanByLtv('BANK', dollars(500_000), TODAY, { youngestAge: 35, remainingLease: 50 })).to.equal(dollars(375_000));
      expect(maxLoanByLtv('HDB', dollars(500_000), TODAY, { youngestAge: null, remainingLease: 50 })).to.equal(dollars(375_000));
      expect(hdbLoanLeaseProration('HDB', TODAY, { youngestAge: 35, remainingLease: 60 })).to.equal(null);
    });

    it('no HDB loan at 20 years of lease or less; 21 years still lends its share', () => {
      expect(maxLoanByLtv('HDB', dollars(500_000), TODAY, { youngestAge: 35, remainingLease: 20 })).to.equal(0);
      expect(maxLoanByLtv('HDB', dollars(500_000), TODAY, { youngestAge: null, remainingLease: 20 })).to.equal(0);
      expect(maxLoanByLtv('HDB', dollars(500_000), TODAY, { youngestAge: 35, remainingLease: 21 })).to.equal(dollars(131_250)); // 75 % x 21 / 60
    });

    it('the row before 10 May 2019: the full 90 % limit; from 10 May 2019 pro-rated from 90 %', () => {
      expect(maxLoanByLtv('HDB', dollars(500_000), '2019-05-09', { youngestAge: 35, remainingLease: 50 })).to.equal(dollars(450_000));
      expect(maxLoanByLtv('HDB', dollars(500_000), '2019-05-10', { youngestAge: 35, remainingLease: 50 })).to.equal(dollars(375_000)); // 90 % x 50 / 60
    });

    it('the summary caps the loan by it, and the explanation says it with the numbers', () => {
      const s = housingPlanSummary(resale());
      expect(s).to.include({ maxLoanByLtv: dollars(312_500), loanToValuePercent: 75 });
      expect(s.loanLeaseProration).to.deep.equal({ leaseYears: 50, yearsToAge: 60, coverToAge: 95, noLoan: false, minimumLeaseYears: 20 });
      expect(s.estimatedLoanAmount).to.be.at.most(dollars(312_500));
      expect(s.sources.map((source) => source.title)).to.satisfy((titles: string[]) => titles.some((t) => t.startsWith('Update to CPF usage and HDB housing loan rules')));
      const how = figureExplanations(resale(), s).figures.maxLoanByLtv;
      expect(how.rule).to.equal(
        "The lease (50 years) does not last the youngest buyer to 95: HDB pro-rates the loan. 75 % × 50 / 60 years (95 − 35, the youngest buyer's age) of S$500,000, the lower of the price (S$500,000) and the valuation (S$500,000) = S$312,500, rounded down to the cent.",
      );
      expect(how.row).to.equal('HDB loan: loan-to-value limit: in force from 20 Aug 2024; HDB loan: pro-ration by the remaining lease: in force from 10 May 2019');
      expect(how.source?.toConfirm).to.match(/^HDB says the limit is pro-rated/);
      // a lease that covers both buyers to 95: nothing cut
      expect(housingPlanSummary(resale({ remainingLease: 70 })).loanLeaseProration).to.equal(null);
      expect(housingPlanSummary(resale({ remainingLease: 70 })).maxLoanByLtv).to.equal(dollars(375_000));
    });
  });

  describe('the Home Protection Scheme only where CPF pays the instalment (CPF Board)', () => {
    it('CPF pays part of the instalment: compulsory, the estimate counted every year, HDB loan or bank loan', () => {
      const hdb = housingPlanSummary(resale({ remainingLease: 70 }));
      expect(hdb).to.include({ homeProtectionRequired: true, homeProtectionPremium: 17_920 });
      expect(hdb.annualPayments.cpf).to.equal(17_920);
      const bank = housingPlanSummary(resale({ remainingLease: 70, loanType: 'BANK', interestRate: 4 }));
      expect(bank).to.include({ homeProtectionRequired: true, homeProtectionPremium: 17_920 });
      const cost = hdb.recurringCosts.find((c) => c.name === 'homeProtectionPremium')!;
      expect(cost).to.include({ basis: 'YOUR_ESTIMATE', from: 'your estimate', amount: 17_920 });
      expect(cost.source?.publisher).to.equal('CPF Board');
    });

    it('the instalment paid in cash: no premium, and the plan says why', () => {
      const s = housingPlanSummary(resale({ remainingLease: 70, cpfMonthlyInstalment: null }));
      expect(s).to.include({ homeProtectionRequired: false, homeProtectionPremium: 0, annualPropertyTax: 0 });
      expect(s.annualPayments).to.deep.equal({ cash: 0, cpf: 0, total: 0 });
      const cost = s.recurringCosts.find((c) => c.name === 'homeProtectionPremium')!;
      expect(cost).to.include({ basis: 'NOT_REQUIRED', amount: 0, from: 'not compulsory: no CPF instalments' });
      expect(figureExplanations(resale({ remainingLease: 70, cpfMonthlyInstalment: null }), s).figures.homeProtectionPremium.rule).to.equal(
        'The Home Protection Scheme is compulsory only when CPF savings pay the monthly instalments (CPF Board, HDB and bank loans alike). Your plan pays the instalment in cash, so no premium is counted; you may still choose to be covered.',
      );
    });
  });

  describe('renovation at the keys, never at signing', () => {
    it('a new flat: in the keys stage; a resale flat: at completion; not in the cash needed upfront', () => {
      const fresh = housingPlanSummary({ ...resale({ remainingLease: null }), flatType: 'NEW', flatValuation: null });
      const stageOf = (s: typeof fresh) => s.paymentTimeline.find((stage) => stage.items.some((item) => item.key === 'renovation'));
      expect(stageOf(fresh)?.stage).to.equal('KEY_COLLECTION');
      expect(stageOf(fresh)?.items.find((item) => item.key === 'renovation')).to.include({ amount: 3_800_000, paymentMethod: 'CASH' });
      expect(fresh.paymentTimeline.find((stage) => stage.stage === 'AGREEMENT_FOR_LEASE')!.items.map((item) => item.key)).to.not.include('renovation');
      expect(fresh.renovationAtKeys).to.equal(3_800_000);
      // the one-time cash keeps it (the payments table, the cash left), the cash needed upfront does not
      expect(fresh.cashNeededUpfront).to.equal(fresh.upfrontPaymentInCash + fresh.oneTimePayments.cash - 3_800_000);
      const old = housingPlanSummary(resale({ remainingLease: 70 }));
      expect(stageOf(old)?.stage).to.equal('COMPLETION');
    });
  });

  describe("property tax from the flat's annual value (IRAS owner-occupier rates)", () => {
    it("the government's own examples: AV S$12,000 pays S$0 in 2025 and S$160 in 2024; a 4-room flat's AV S$15,500 pays S$140 and S$300", () => {
      expect(ownerOccupierPropertyTax(dollars(12_000), '2025-06-01')?.amount).to.equal(0);
      expect(ownerOccupierPropertyTax(dollars(12_000), '2024-06-01')?.amount).to.equal(dollars(160));
      expect(ownerOccupierPropertyTax(dollars(15_500), '2025-01-01')?.amount).to.equal(dollars(140)); // about S$12 a month
      expect(ownerOccupierPropertyTax(dollars(15_500), '2024-12-31')?.amount).to.equal(dollars(300)); // S$25 a month
      // AV S$50,000: 2025 4 % x 28,000 + 6 % x 10,000 = 1,720; 2024 4 % x 22,000 + 6 % x 10,000 + 10 % x 10,000 = 2,480
      expect(ownerOccupierPropertyTax(dollars(50_000), TODAY)?.amount).to.equal(dollars(1_720));
      expect(ownerOccupierPropertyTax(dollars(50_000), '2024-03-01')?.amount).to.equal(dollars(2_480));
      // 2023: 4 % x 22,000 + 5 % x 10,000 + 7 % x 5,000 = 1,730; 2015-2022: 4 % x 37,000 = 1,480
      expect(ownerOccupierPropertyTax(dollars(45_000), '2023-07-01')?.amount).to.equal(dollars(1_730));
      expect(ownerOccupierPropertyTax(dollars(45_000), '2020-07-01')?.amount).to.equal(dollars(1_480));
      expect(ownerOccupierPropertyTax(dollars(15_500), '2014-06-01')).to.equal(null);
    });

    it('in the plan: worked out from the annual value entered, else your estimate, else it asks', () => {
      const worked = housingPlanSummary(resale({ flatAnnualValue: dollars(15_500) }));
      expect(worked.annualPropertyTax).to.equal(dollars(140));
      const tax = worked.recurringCosts.find((c) => c.name === 'annualPropertyTax')!;
      expect(tax).to.include({ basis: 'WORKED_OUT', from: 'IRAS owner-occupier rates from 1 Jan 2025', amount: 14_000 });
      expect(tax.howWorkedOut).to.equal(
        'On an annual value of S$15,500.00: 0 % of the first S$12,000.00 + 4 % of the remaining S$3,500.00 = S$140.00 a year, by IRAS owner-occupier rates from 1 Jan 2025 on the annual value you entered (one-off rebates not counted).',
      );
      expect(worked.sources.map((s) => s.publisher)).to.include('IRAS');
      const own = resale({ flatAnnualValue: dollars(15_500) });
      own.fees = { ...own.fees, annualPropertyTax: { amount: dollars(200), paymentMethod: 'CASH' } };
      expect(housingPlanSummary(own).recurringCosts.find((c) => c.name === 'annualPropertyTax')).to.include({ basis: 'YOUR_ESTIMATE', from: 'your estimate', amount: 20_000 });
      expect(housingPlanSummary(resale()).recurringCosts.find((c) => c.name === 'annualPropertyTax')).to.include({ basis: 'NOT_ENTERED', amount: 0 });
      const charges = housingPlanSummary(resale()).recurringCosts.find((c) => c.name === 'serviceAndConservancyCharges')!;
      expect(charges).to.include({ basis: 'YOUR_ESTIMATE', from: 'your estimate', amount: 3_100, per: 'MONTH' });
    });

    it('refuses a negative annual value', () => {
      expect(() => applyPlanChange(newPlanFields(TODAY), { flatAnnualValue: -1 as Cents })).to.throw(DomainError, 'Enter the annual value');
    });
  });

  describe('no silent flat size', () => {
    it('a new plan has none; the resale grant, the option fee and the timeline wait for it; a recommended plan asks it', () => {
      expect(newPlanFields(TODAY).flatSize).to.equal(null);
      const noSize = resale({ flatSize: null, firstTimeBuyer: true, monthlyHouseholdIncome: dollars(5_000) });
      const grant = planGrants(noSize).grants.find((g) => g.name === 'cpfHousingGrant')!;
      expect(grant).to.include({ amount: 0, reason: 'Choose the flat size: this grant is larger for 2- to 4-room flats than for 5-room and bigger.' });
      const s = housingPlanSummary({ ...noSize, flatType: 'NEW', flatValuation: null, remainingLease: null });
      expect(s.optionFee).to.equal(0);
      expect(s.paymentTimeline).to.deep.equal([]);
      expect(recommendedPlanGaps({ ...newPlanFields(TODAY), planType: 'DEFAULT', flatType: 'NEW', monthlyHouseholdIncome: dollars(6_000), cashSavings: dollars(50_000) })).to.deep.equal(['flat size']);
      expect(() => applyPlanChange(newPlanFields(TODAY), { flatSize: 'SIX_ROOM' as 'FOUR_ROOM' })).to.throw(DomainError, 'Choose the flat size');
      // once chosen, the grant and the fee follow the size
      expect(planGrants({ ...noSize, flatSize: 'FOUR_ROOM' }).grants.find((g) => g.name === 'cpfHousingGrant')!.reason).to.not.match(/flat size/);
      expect(housingPlanSummary({ ...noSize, flatSize: 'FOUR_ROOM', flatType: 'NEW', flatValuation: null, remainingLease: null }).optionFee).to.equal(dollars(2_000));
    });
  });
});
