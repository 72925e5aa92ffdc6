import { expect } from 'chai';
import type { Cents } from '../../../src/shared-kernel/money.js';
import { DomainError } from '../../../src/shared-kernel/errors.js';
import { applyPlanChange, newPlanFields } from '../../../src/housing/domain/housing-plan.js';
import { housingPlanSummary, planConsistencyError } from '../../../src/housing/domain/housing-summary.js';
import { checkGrantOverrides, wholeDollars, grantCapsEver, grantCapsOn, grantsFor, planGrants, type GrantFacts, type GrantName, type WorkedGrant } from '../../../src/housing/domain/grants.js';

const dollars = (d: number) => (d * 100) as Cents;
const TODAY = '2026-11-26';

/** A first-timer citizen couple, both working, buying a new 4-room flat. */
const family = (change: Partial<GrantFacts> = {}): GrantFacts => ({
  householdType: 'FAMILY',
  flatType: 'NEW',
  flatSize: 'FOUR_ROOM',
  monthlyHouseholdIncome: dollars(5_000),
  firstTimeBuyer: true,
  buyerResidencies: ['CITIZEN', 'CITIZEN'],
  workedTwelveMonths: true,
  parentsProximity: 'FARTHER',
  extendedFamily: false,
  youngestBuyerAge: 30,
  remainingLeaseYears: null,
  ...change,
});
const single = (change: Partial<GrantFacts> = {}) => family({ householdType: 'SINGLE', buyerResidencies: ['CITIZEN'], ...change });
const resale = (change: Partial<GrantFacts> = {}) => family({ flatType: 'RESALE', remainingLeaseYears: 80, ...change });

const grant = (grants: WorkedGrant[], name: GrantName) => grants.find((g) => g.name === name)!;
const ehg = (facts: GrantFacts, day = TODAY) => grant(grantsFor(facts, day), 'enhancedCpfHousingGrant');
const chg = (facts: GrantFacts, day = TODAY) => grant(grantsFor(facts, day), 'cpfHousingGrant');
const phg = (facts: GrantFacts, day = TODAY) => grant(grantsFor(facts, day), 'proximityGrant');
const ehgAt = (income: number, change: Partial<GrantFacts> = {}, day = TODAY) => ehg(family({ monthlyHouseholdIncome: (income * 100) as Cents, ...change }), day).amount / 100;

describe('Housing grants worked out (docs/decisions.md "Housing grants worked out")', () => {
  it('quotes amounts in whole dollars as en-SG writes them, half a dollar rounded up', () => {
    const enSg = new Intl.NumberFormat('en-SG', { maximumFractionDigits: 0 });
    for (const cents of [0, 49, 50, 150, 99_999, 8_000_000, 12_000_050, 123_456_789]) {
      expect(wholeDollars(cents)).to.equal(`S$${enSg.format(cents / 100)}`);
    }
    expect(wholeDollars(-8_000_000)).to.equal('-S$80,000');
  });

  describe('Enhanced CPF Housing Grant from 20 Aug 2024', () => {
    it('pays by the band edges: 1,500 / 1,501, 6,000 / 6,001, 9,000 / 9,001', () => {
      expect(ehgAt(1_500)).to.equal(120_000);
      expect(ehgAt(1_501)).to.equal(110_000);
      expect(ehgAt(1_500.01)).to.equal(110_000);
      expect(ehgAt(6_000)).to.equal(50_000);
      expect(ehgAt(6_001)).to.equal(40_000);
      expect(ehgAt(9_000)).to.equal(10_000);
      expect(ehgAt(9_001)).to.equal(0);
      expect(ehgAt(0)).to.equal(120_000);
    });

    it('says the rule and the source; above S$9,000 says why not', () => {
      const got = ehg(family({ monthlyHouseholdIncome: dollars(5_800) }));
      expect(got.rule).to.equal('Household income S$5,501 to S$6,000 a month: S$50,000');
      expect(got.reason).to.equal(null);
      expect(got.source.publisher).to.equal('HDB');
      expect(got.source.title).to.contain('20 Aug 2024');
      const none = ehg(family({ monthlyHouseholdIncome: dollars(9_001) }));
      expect(none.amount).to.equal(0);
      expect(none.reason).to.equal('Income above S$9,000: households earning more do not get this grant.');
    });

    it('the bands above S$6,000 carry the "to confirm" note; those up to S$6,000 do not', () => {
      expect(ehg(family({ monthlyHouseholdIncome: dollars(6_000) })).toConfirm).to.equal(null);
      expect(ehg(family({ monthlyHouseholdIncome: dollars(6_001) })).toConfirm).to.contain('to confirm with HDB');
      expect(ehg(family({ monthlyHouseholdIncome: dollars(9_000) })).toConfirm).to.contain('to confirm with HDB');
    });

    it('singles: half the families amount at twice their income, at most S$60,000; none above S$4,500', () => {
      expect(ehg(single({ monthlyHouseholdIncome: dollars(750) })).amount).to.equal(dollars(60_000));
      expect(ehg(single({ monthlyHouseholdIncome: dollars(751) })).amount).to.equal(dollars(55_000));
      expect(ehg(single({ monthlyHouseholdIncome: dollars(3_000) })).amount).to.equal(dollars(25_000));
      expect(ehg(single({ monthlyHouseholdIncome: dollars(4_500) })).amount).to.equal(dollars(5_000));
      const none = ehg(single({ monthlyHouseholdIncome: dollars(4_501) }));
      expect(none.amount).to.equal(0);
      expect(none.reason).to.contain('S$4,500');
    });

    it('before 20 Aug 2024: S$80,000 up to 1,500, S$5,000 less a band, S$5,000 at 8,501 to 9,000; nothing before 11 Sep 2019', () => {
      expect(ehgAt(1_500, {}, '2024-08-19')).to.equal(80_000);
      expect(ehgAt(1_501, {}, '2024-08-19')).to.equal(75_000);
      expect(ehgAt(6_000, {}, '2024-08-19')).to.equal(35_000);
      expect(ehgAt(6_001, {}, '2024-08-19')).to.equal(30_000);
      expect(ehgAt(9_000, {}, '2024-08-19')).to.equal(5_000);
      expect(ehgAt(9_001, {}, '2024-08-19')).to.equal(0);
      expect(ehgAt(1_500, {}, '2024-08-20')).to.equal(120_000);
      expect(ehg(family(), '2019-09-10').reason).to.contain('started on 11 Sep 2019');
    });

    it('pro-rated when the lease does not last the youngest buyer to 95: lease / (95 - age), at most 1, down to the dollar', () => {
      // 30-year-old, 60 years of lease: 60 / 65 of S$120,000 = S$110,769.23 -> S$110,769.
      const short = ehg(resale({ monthlyHouseholdIncome: dollars(1_500), youngestBuyerAge: 30, remainingLeaseYears: 60 }));
      expect(short.amount).to.equal(dollars(110_769));
      expect(short.rule).to.contain('pro-rated to 60 of the 65 years');
      // Exactly to 95 and beyond it: in full.
      expect(ehg(resale({ monthlyHouseholdIncome: dollars(1_500), youngestBuyerAge: 30, remainingLeaseYears: 65 })).amount).to.equal(dollars(120_000));
      expect(ehg(resale({ monthlyHouseholdIncome: dollars(1_500), youngestBuyerAge: 30, remainingLeaseYears: 90 })).amount).to.equal(dollars(120_000));
      // A new flat's 99 years always cover 95.
      expect(ehg(family({ monthlyHouseholdIncome: dollars(1_500), youngestBuyerAge: 0 })).amount).to.equal(dollars(120_000));
      // Under 20 years of lease: none.
      const old = ehg(resale({ remainingLeaseYears: 19 }));
      expect(old.amount).to.equal(0);
      expect(old.reason).to.contain('at least 20 years');
    });

    it('only for first-timers who have worked 12 months, with a citizen; asks what it needs', () => {
      expect(ehg(family({ firstTimeBuyer: false })).reason).to.contain('first-timers');
      expect(ehg(family({ firstTimeBuyer: null })).reason).to.match(/^Tell us whether each buyer has had a housing subsidy before/);
      expect(ehg(family({ workedTwelveMonths: false })).reason).to.contain('12 months in a row');
      expect(ehg(family({ workedTwelveMonths: null })).reason).to.match(/^Tell us/);
      expect(ehg(family({ monthlyHouseholdIncome: null })).reason).to.match(/^Enter your average gross monthly household income/);
      expect(ehg(family({ buyerResidencies: ['PR', 'PR'] })).reason).to.contain('Singapore citizen');
      expect(ehg(family({ buyerResidencies: ['CITIZEN', 'FOREIGNER'] })).amount).to.equal(0);
      expect(ehg(family({ buyerResidencies: ['CITIZEN', 'PR'] })).amount).to.equal(dollars(65_000));
    });
  });

  describe('CPF Housing Grant for resale flats from 14 Feb 2023', () => {
    it('citizen couple S$80,000 (2- to 4-room) / S$50,000 (5-room or larger); citizen and PR S$70,000 / S$40,000', () => {
      expect(chg(resale({ flatSize: 'TWO_ROOM' })).amount).to.equal(dollars(80_000));
      expect(chg(resale({ flatSize: 'FOUR_ROOM' })).amount).to.equal(dollars(80_000));
      expect(chg(resale({ flatSize: 'FIVE_ROOM' })).amount).to.equal(dollars(50_000));
      expect(chg(resale({ flatSize: 'EXECUTIVE' })).amount).to.equal(dollars(50_000));
      expect(chg(resale({ buyerResidencies: ['CITIZEN', 'PR'], flatSize: 'THREE_ROOM' })).amount).to.equal(dollars(70_000));
      expect(chg(resale({ buyerResidencies: ['CITIZEN', 'PR'], flatSize: 'FIVE_ROOM' })).amount).to.equal(dollars(40_000));
      expect(chg(resale({ flatSize: 'FOUR_ROOM' })).rule).to.equal('A citizen family, 2- to 4-room resale flat, income within S$14,000: S$80,000');
    });

    it('singles S$40,000 / S$25,000', () => {
      expect(chg(single({ flatType: 'RESALE', flatSize: 'FOUR_ROOM' })).amount).to.equal(dollars(40_000));
      expect(chg(single({ flatType: 'RESALE', flatSize: 'FIVE_ROOM' })).amount).to.equal(dollars(25_000));
    });

    it('income ceilings: S$14,000 for families, S$21,000 for extended families, S$7,000 for singles', () => {
      expect(chg(resale({ monthlyHouseholdIncome: dollars(14_000) })).amount).to.equal(dollars(80_000));
      expect(chg(resale({ monthlyHouseholdIncome: dollars(14_001) })).reason).to.equal('Income above S$14,000: the ceiling for families.');
      expect(chg(resale({ monthlyHouseholdIncome: dollars(21_000), extendedFamily: true })).amount).to.equal(dollars(80_000));
      expect(chg(resale({ monthlyHouseholdIncome: dollars(21_001), extendedFamily: true })).amount).to.equal(0);
      expect(chg(single({ flatType: 'RESALE', monthlyHouseholdIncome: dollars(7_001) })).reason).to.contain('S$7,000');
    });

    it('new flats do not get it; nor do second-timers; before 14 Feb 2023 it was S$50,000', () => {
      expect(chg(family()).reason).to.equal('New flats do not get the CPF Housing Grant for resale flats.');
      expect(chg(resale({ firstTimeBuyer: false })).amount).to.equal(0);
      expect(chg(resale({ flatSize: 'FOUR_ROOM' }), '2023-02-13').amount).to.equal(dollars(50_000));
      expect(chg(resale({ flatSize: 'FOUR_ROOM' }), '2023-02-13').toConfirm).to.contain('worked back');
    });

    it('with the EHG and the PHG on one resale flat: S$65,000 + S$80,000 + S$30,000', () => {
      const grants = grantsFor(resale({ parentsProximity: 'LIVING_WITH' }), TODAY);
      expect(grants.map((g) => [g.name, g.amount / 100])).to.deep.equal([
        ['enhancedCpfHousingGrant', 65_000],
        ['cpfHousingGrant', 80_000],
        ['proximityGrant', 30_000],
      ]);
    });
  });

  describe('resale grants and the lease (from 10 May 2019)', () => {
    it('pro-rated like the EHG when the lease does not last the youngest buyer to 95: S$80,000 at 60 of 65 years is S$73,846', () => {
      const short = resale({ remainingLeaseYears: 60, parentsProximity: 'LIVING_WITH' });
      expect(chg(short).amount).to.equal(dollars(73_846));
      expect(chg(short).rule).to.contain('pro-rated to 60 of the 65 years to age 95 of the youngest buyer: S$73,846');
      expect(chg(short).toConfirm).to.contain('does not publish the formula');
      // S$30,000 x 60 / 65 = S$27,692.30..., down to the dollar
      expect(phg(short).amount).to.equal(dollars(27_692));
    });

    it('in full when the lease lasts to 95 (65 years at age 30), with no "to confirm" note', () => {
      expect(chg(resale({ remainingLeaseYears: 65 })).amount).to.equal(dollars(80_000));
      expect(chg(resale({ remainingLeaseYears: 65 })).toConfirm).to.equal(null);
    });

    it('none below 20 years of lease; before 10 May 2019 neither pro-rated nor refused', () => {
      expect(chg(resale({ remainingLeaseYears: 19 })).amount).to.equal(0);
      expect(phg(resale({ remainingLeaseYears: 19, parentsProximity: 'WITHIN_4KM' })).reason).to.equal('The flat must have at least 20 years of lease left.');
      expect(chg(resale({ remainingLeaseYears: 60 }), '2019-05-09').amount).to.equal(dollars(50_000));
      expect(chg(resale({ remainingLeaseYears: 60 }), '2019-05-10').amount).to.equal(dollars(46_153));
    });

    it('without the lease or the ages the grant is in full and says what to enter', () => {
      const unknown = chg(resale({ remainingLeaseYears: null }));
      expect(unknown.amount).to.equal(dollars(80_000));
      expect(unknown.rule).to.contain('enter the remaining lease and ages to check');
    });
  });

  describe('Proximity Housing Grant', () => {
    it('families S$30,000 living with, S$20,000 within 4 km; singles S$15,000 / S$10,000; no income ceiling', () => {
      expect(phg(resale({ parentsProximity: 'LIVING_WITH', monthlyHouseholdIncome: dollars(50_000) })).amount).to.equal(dollars(30_000));
      expect(phg(resale({ parentsProximity: 'WITHIN_4KM' })).amount).to.equal(dollars(20_000));
      expect(phg(single({ flatType: 'RESALE', parentsProximity: 'LIVING_WITH' })).amount).to.equal(dollars(15_000));
      expect(phg(single({ flatType: 'RESALE', parentsProximity: 'WITHIN_4KM' })).amount).to.equal(dollars(10_000));
      expect(phg(resale({ parentsProximity: 'WITHIN_4KM', firstTimeBuyer: false })).amount).to.equal(dollars(20_000));
    });

    it('not for new flats nor for living farther; asks when not answered', () => {
      expect(phg(family({ parentsProximity: 'LIVING_WITH' })).reason).to.contain('resale flats');
      expect(phg(resale({ parentsProximity: 'FARTHER' })).reason).to.contain('within 4 km');
      expect(phg(resale({ parentsProximity: null })).reason).to.match(/^Tell us/);
    });
  });

  describe('typed grants', () => {
    const none = { enhancedCpfHousingGrant: null, cpfHousingGrant: null, proximityGrant: null };

    it('an amount the resident enters is used and marked, the worked-out amount kept beside it', () => {
      const got = grant(grantsFor(family(), TODAY, { enhancedCpfHousingGrant: dollars(30_000) }), 'enhancedCpfHousingGrant');
      expect([got.amount, got.workedOut, got.enteredByYou]).to.deep.equal([dollars(30_000), dollars(65_000), true]);
    });

    it('the caps by date: EHG S$120,000 from 20 Aug 2024 and S$80,000 before; the edge bound is the largest ever', () => {
      expect(grantCapsOn(TODAY)).to.deep.equal({ enhancedCpfHousingGrant: dollars(120_000), cpfHousingGrant: dollars(80_000), proximityGrant: dollars(30_000) });
      expect(grantCapsOn('2024-08-19').enhancedCpfHousingGrant).to.equal(dollars(80_000));
      expect(grantCapsEver()).to.deep.equal({ enhancedCpfHousingGrant: dollars(120_000), cpfHousingGrant: dollars(80_000), proximityGrant: dollars(30_000) });
    });

    it('refuses S$150,000 of EHG (the cap is S$120,000), accepts S$120,000', () => {
      expect(() => checkGrantOverrides({ ...none, enhancedCpfHousingGrant: dollars(120_000) }, TODAY, false)).not.to.throw();
      try {
        checkGrantOverrides({ ...none, enhancedCpfHousingGrant: dollars(150_000) }, TODAY, false);
        expect.fail('should refuse');
      } catch (error) {
        expect(error).to.be.instanceOf(DomainError);
        expect((error as DomainError).details).to.deep.equal([{ field: 'enhancedCpfHousingGrant', message: 'The Enhanced CPF Housing Grant is at most S$120,000 for a purchase on 2026-11-26' }]);
      }
      expect(() => checkGrantOverrides({ ...none, enhancedCpfHousingGrant: dollars(100_000) }, '2024-08-19', false)).to.throw('at most S$80,000');
      expect(() => checkGrantOverrides({ ...none, proximityGrant: dollars(30_000.01) }, TODAY, false)).to.throw('at most S$30,000');
    });

    it("a recommended plan's grants together are held to the sum of the caps", () => {
      expect(() => checkGrantOverrides({ ...none, cpfHousingGrant: dollars(230_000) }, TODAY, true)).not.to.throw();
      expect(() => checkGrantOverrides({ ...none, cpfHousingGrant: dollars(230_001) }, TODAY, true)).to.throw('All the grants together are at most S$230,000');
    });
  });

  describe('in a plan and its summary', () => {
    /** A first-timer citizen couple aged 30 and 33 earning S$5,800 a month, buying a S$500,000 resale 4-room flat with 70 years of lease, near their parents. */
    const plan = (change: Parameters<typeof applyPlanChange>[1] = {}) =>
      applyPlanChange(newPlanFields(TODAY), {
        firstTimeBuyer: true,
        noOfBuyers: 2,
        buyerResidencies: ['CITIZEN', 'CITIZEN'],
        buyerAges: [33, 30],
        monthlyHouseholdIncome: dollars(5_800),
        workedTwelveMonths: true,
        parentsProximity: 'WITHIN_4KM',
        extendedFamily: false,
        flatType: 'RESALE',
        flatSize: 'FOUR_ROOM',
        remainingLease: 70,
        flatValueAtTimeOfPurchase: dollars(500_000),
        ...change,
      });

    it('the summary carries each grant and uses their total where the typed grants were', () => {
      const summary = housingPlanSummary(plan());
      expect(summary.grants.map((g) => [g.name, g.amount / 100, g.enteredByYou])).to.deep.equal([
        ['enhancedCpfHousingGrant', 50_000, false],
        ['cpfHousingGrant', 80_000, false],
        ['proximityGrant', 20_000, false],
      ]);
      expect(summary.totalGrants).to.equal(dollars(150_000));
      expect(summary.sources.map((source) => source.title)).to.include.members(summary.grants.map((g) => g.source.title));
      // 25 % of S$500,000 is S$125,000: the grants cover all of it, so only the resale deposit is paid upfront, in cash
      // (option fee S$500 and exercise fee S$4,500: grants are paid into CPF and cannot pay the seller), and the loan is the rest.
      expect(summary.minimumPayment).to.equal(0);
      expect(summary.upfrontPaymentInCash).to.equal(dollars(5_000));
      expect(summary.estimatedLoanAmount).to.equal(dollars(345_000));
    });

    it('a grant the resident types is used instead and marked; the purchase date picks the table', () => {
      const typed = housingPlanSummary(plan({ enhancedCpfHousingGrant: dollars(10_000) }));
      expect(typed.grants[0]).to.include({ amount: dollars(10_000), workedOut: dollars(50_000), enteredByYou: true });
      expect(typed.totalGrants).to.equal(dollars(110_000));
      const before = planGrants(plan({ purchaseDate: '2024-08-19' }));
      expect(before.grants.map((g) => g.amount / 100)).to.deep.equal([35_000, 80_000, 20_000]);
    });

    it('refuses a typed S$150,000 EHG on the plan (the cap is S$120,000)', () => {
      expect(planConsistencyError(plan({ enhancedCpfHousingGrant: dollars(150_000) }))).to.deep.equal({
        field: 'enhancedCpfHousingGrant',
        message: 'The Enhanced CPF Housing Grant is at most S$120,000 for a purchase on 2026-11-26',
      });
      expect(planConsistencyError(plan({ enhancedCpfHousingGrant: dollars(120_000) }))).to.equal(null);
      expect(() => plan({ parentsProximity: 'NEXT_DOOR' as never })).to.throw(DomainError, 'Choose living with');
    });

    it("a recommended plan's grants entered together stand for all three", () => {
      const together = planGrants(plan({ planType: 'DEFAULT', cpfHousingGrant: dollars(90_000) }));
      expect(together.totalGrants).to.equal(dollars(90_000));
      expect(together.grants[0]).to.include({ amount: 0, reason: 'Counted in the grants you entered together.' });
    });

    it('a new plan with nothing answered gets no grant, and each says what to answer (new or resale first for the resale grants)', () => {
      const fresh = planGrants(newPlanFields(TODAY));
      expect(fresh.totalGrants).to.equal(0);
      expect(fresh.grants.map((g) => g.reason)).to.deep.equal([
        'Tell us whether each buyer has had a housing subsidy before: this grant is for first-timers.',
        'Choose a new or a resale flat: this grant is for resale flats.',
        'Choose a new or a resale flat: this grant is for resale flats.',
      ]);
      const newFlat = planGrants({ ...newPlanFields(TODAY), flatType: 'NEW' });
      expect(newFlat.grants.map((g) => g.reason).slice(1)).to.deep.equal([
        'New flats do not get the CPF Housing Grant for resale flats.',
        'New flats do not get the Proximity Housing Grant: it is for resale flats.',
      ]);
    });
  });
});
