import { expect } from 'chai';
import type { Cents } from '../../../src/shared-kernel/money.js';
import { applyPlanChange, firstTimeBuyerOf, newPlanFields, type HousingPlanChange, type HousingPlanFields, type Residency } from '../../../src/housing/domain/housing-plan.js';
import { housingPlanSummary } from '../../../src/housing/domain/housing-summary.js';
import { additionalBuyerStampDuty, type AbsdBuyers } from '../../../src/housing/domain/purchase-duties.js';
import { grantsFor, type GrantFacts, type GrantName } from '../../../src/housing/domain/grants.js';
import { eligibilityWarnings, type EligibilityRule } from '../../../src/housing/domain/eligibility.js';
import { tableProblems, valueOn } from '../../../src/housing/domain/policy/dated-table.js';
import { ABSD_MARRIED_COUPLE_REMISSION } from '../../../src/housing/domain/policy/absd-married-couple-remission.js';
import { HDB_BUYER_ELIGIBILITY, HDB_CITIZENSHIP } from '../../../src/housing/domain/policy/hdb-buyer-eligibility.js';
import { HDB_INCOME_CEILINGS } from '../../../src/housing/domain/policy/hdb-income-ceilings.js';
import { RESALE_PRIVATE_PROPERTY_WAIT_OUT } from '../../../src/housing/domain/policy/resale-private-property-wait-out.js';
import { CPF_HOUSING_GRANT_RESALE } from '../../../src/housing/domain/policy/cpf-housing-grant-resale.js';

const dollars = (d: number) => (d * 100) as Cents;
const DAY = '2026-12-02';
const plan = (change: HousingPlanChange): HousingPlanFields => applyPlanChange(newPlanFields(DAY), change);

describe('Who is buying (docs/decisions.md "Who is buying")', () => {
  describe('the tables', () => {
    for (const table of [ABSD_MARRIED_COUPLE_REMISSION, HDB_BUYER_ELIGIBILITY, HDB_CITIZENSHIP, HDB_INCOME_CEILINGS, RESALE_PRIVATE_PROPERTY_WAIT_OUT]) {
      it(`${table.name}: covers every day once, each row sourced`, () => {
        expect(tableProblems(table)).to.deep.equal([]);
      });
    }

    it('income ceilings: S$14,000 families, S$21,000 extended families, S$7,000 singles from 11 Sep 2019; S$12,000 / S$18,000 / S$6,000 the day before', () => {
      expect(valueOn(HDB_INCOME_CEILINGS, '2019-09-11')).to.include({ family: 1_400_000, extendedFamily: 2_100_000, single: 700_000 });
      expect(valueOn(HDB_INCOME_CEILINGS, '2019-09-10')).to.include({ family: 1_200_000, extendedFamily: 1_800_000, single: 600_000 });
    });

    it('the resale wait-out: 15 months from 30 Sep 2022 (seniors 55+ buying 4-room or smaller exempt); selling within 6 months before', () => {
      expect(valueOn(RESALE_PRIVATE_PROPERTY_WAIT_OUT, '2022-09-30')).to.deep.equal({ kind: 'WAIT_OUT', months: 15, seniorsFromAge: 55, seniorsUpToSize: 'FOUR_ROOM' });
      expect(valueOn(RESALE_PRIVATE_PROPERTY_WAIT_OUT, '2022-09-29')).to.deep.equal({ kind: 'SELL_WITHIN', months: 6 });
    });

    it("HDB's Half-Housing Grant: S$40,000 / S$25,000 from 14 Feb 2023, S$25,000 / S$20,000 before (HDB's page)", () => {
      const now = valueOn(CPF_HOUSING_GRANT_RESALE, '2023-02-14').firstTimerSecondTimer;
      expect([now.citizenFamily.upToFourRoom, now.citizenFamily.fiveRoomOrLarger, now.citizenAndPrFamily.upToFourRoom]).to.deep.equal([4_000_000, 2_500_000, 3_500_000]);
      const before = valueOn(CPF_HOUSING_GRANT_RESALE, '2023-02-13').firstTimerSecondTimer;
      expect([before.citizenFamily.upToFourRoom, before.citizenFamily.fiveRoomOrLarger]).to.deep.equal([2_500_000, 2_000_000]);
    });
  });

  describe("IRAS's remission of ABSD for married couples", () => {
    const couple = (residencies: Residency[], owned: number, maritalStatus: AbsdBuyers['maritalStatus'], flatType: AbsdBuyers['flatType'] = 'NEW') =>
      additionalBuyerStampDuty(dollars(500_000), { householdType: 'FAMILY', buyerResidencies: residencies, propertiesOwned: owned, maritalStatus, flatType }, DAY);

    it('a married citizen couple buying their first home: 0 (citizens pay no ABSD on a first home: nothing to remit)', () => {
      const absd = couple(['CITIZEN', 'CITIZEN'], 0, 'MARRIED');
      expect([absd.amount, absd.percent, absd.relief, absd.note]).to.deep.equal([0, '0', null, null]);
    });

    it('a married citizen and permanent resident buying their first home: 0 instead of 5 % (S$25,000), with the condition in words', () => {
      const absd = couple(['CITIZEN', 'PR'], 0, 'MARRIED');
      expect(absd.amount).to.equal(0);
      expect(absd.note).to.equal(
        "Remitted (5 %, S$25,000 otherwise): IRAS remits the additional buyer's stamp duty of a married couple with at least one Singapore citizen buying their first home together, on condition that the flat is in both your names only, you are married when you sign, and neither of you owns another residential property. Your lawyer asks for the remission when the purchase is stamped.",
      );
      expect(absd.sources.map((s) => s.title)).to.include('Remission of ABSD for a Married Couple');
    });

    it('a citizen and a permanent resident not married: 5 % charged (S$25,000); engaged, the note says marriage comes first', () => {
      const neither = couple(['CITIZEN', 'PR'], 0, 'NEITHER');
      expect([neither.amount, neither.percent, neither.relief, neither.note]).to.deep.equal([2_500_000, '5', null, null]);
      const engaged = couple(['CITIZEN', 'PR'], 0, 'ENGAGED');
      expect(engaged.amount).to.equal(2_500_000);
      expect(engaged.note).to.match(/^Charged \(5 %, S\$25,000\): IRAS's remission for a couple's first home needs you to be married when you sign/);
    });

    it('a married citizen couple buying a second home: 20 % charged (S$100,000), the refund route beside it', () => {
      const absd = couple(['CITIZEN', 'CITIZEN'], 1, 'MARRIED');
      expect([absd.amount, absd.percent, absd.relief]).to.deep.equal([10_000_000, '20', 'MARRIED_COUPLE_SECOND_HOME_REFUND']);
      expect(absd.note).to.equal(
        "Paid upfront (20 %, S$100,000), then refunded: IRAS refunds it to a married couple with at least one Singapore citizen who bought this home together in both names only, if you sell your first home within 6 months of the new flat's Temporary Occupation Permit (about when you get its keys) and stay married.",
      );
      expect(couple(['CITIZEN', 'CITIZEN'], 1, 'MARRIED', 'RESALE').note).to.contain('within 6 months of buying this one and stay married');
    });

    it('two permanent residents, married: not remitted (5 %, S$25,000), no note', () => {
      const absd = couple(['PR', 'PR'], 0, 'MARRIED');
      expect([absd.amount, absd.percent, absd.relief, absd.note]).to.deep.equal([2_500_000, '5', null, null]);
    });

    it('three buyers are not a couple buying in both names only: charged', () => {
      expect(couple(['CITIZEN', 'PR', 'PR'], 0, 'MARRIED').amount).to.equal(2_500_000);
    });

    it('in the summary: a married citizen and PR pay S$0 of ABSD on their first flat; the same couple not married pay 5 %', () => {
      const base: HousingPlanChange = { flatType: 'NEW', flatSize: 'FOUR_ROOM', flatValueAtTimeOfPurchase: dollars(500_000), noOfBuyers: 2, buyerResidencies: ['CITIZEN', 'PR'] };
      const married = housingPlanSummary(plan({ ...base, maritalStatus: 'MARRIED' }));
      expect([married.additionalBuyerStampDuty, married.additionalBuyerStampDutyPercent]).to.deep.equal([0, '0']);
      expect(married.additionalBuyerStampDutyNote).to.match(/^Remitted/);
      expect(housingPlanSummary(plan({ ...base, maritalStatus: 'NEITHER' })).additionalBuyerStampDuty).to.equal(2_500_000);
    });
  });

  describe('a first-timer with a second-timer', () => {
    const facts = (change: Partial<GrantFacts> = {}): GrantFacts => ({
      householdType: 'FAMILY',
      flatType: 'NEW',
      flatSize: 'FOUR_ROOM',
      monthlyHouseholdIncome: dollars(5_000),
      firstTimeBuyer: false,
      buyerHadSubsidy: [false, true],
      buyerOwnedPrivateProperty: [false, false],
      maritalStatus: 'MARRIED',
      buyerResidencies: ['CITIZEN', 'CITIZEN'],
      workedTwelveMonths: true,
      parentsProximity: 'WITHIN_4KM',
      extendedFamily: false,
      youngestBuyerAge: 30,
      remainingLeaseYears: 80,
      ...change,
    });
    const amount = (f: GrantFacts, name: GrantName) => grantsFor(f, DAY).find((g) => g.name === name)!;

    it('half the EHG: S$32,500 at S$4,501 to S$5,000 a month (S$65,000 for first-timers), engaged or married', () => {
      expect(amount(facts(), 'enhancedCpfHousingGrant').amount).to.equal(3_250_000);
      expect(amount(facts({ maritalStatus: 'ENGAGED' }), 'enhancedCpfHousingGrant').amount).to.equal(3_250_000);
      expect(amount(facts({ buyerHadSubsidy: [false, false], firstTimeBuyer: true }), 'enhancedCpfHousingGrant').amount).to.equal(6_500_000);
      expect(amount(facts(), 'enhancedCpfHousingGrant').rule).to.contain('half the S$65,000');
    });

    it("a resale 4-room flat: HDB's Half-Housing Grant S$40,000 (S$80,000 for first-timers), S$25,000 for a 5-room, with its note to confirm", () => {
      const grant = amount(facts({ flatType: 'RESALE' }), 'cpfHousingGrant');
      expect(grant.amount).to.equal(4_000_000);
      expect(grant.toConfirm).to.contain('Half-Housing Grant');
      expect(amount(facts({ flatType: 'RESALE', flatSize: 'FIVE_ROOM' }), 'cpfHousingGrant').amount).to.equal(2_500_000);
      expect(amount(facts({ flatType: 'RESALE', buyerResidencies: ['CITIZEN', 'PR'] }), 'cpfHousingGrant').amount).to.equal(3_500_000);
    });

    it('the Proximity Housing Grant does not need first-timers: S$20,000 within 4 km for two second-timers', () => {
      expect(amount(facts({ flatType: 'RESALE', buyerHadSubsidy: [true, true] }), 'proximityGrant').amount).to.equal(2_000_000);
    });

    it('no half grant when the first-timer is not a citizen, the couple is neither married nor engaged, or the marital status is not told', () => {
      expect(amount(facts({ buyerResidencies: ['PR', 'CITIZEN'] }), 'enhancedCpfHousingGrant').amount).to.equal(0);
      expect(amount(facts({ maritalStatus: 'NEITHER' }), 'enhancedCpfHousingGrant').reason).to.match(/must be married or engaged/);
      expect(amount(facts({ maritalStatus: null }), 'enhancedCpfHousingGrant').reason).to.match(/^Tell us whether you are married or engaged/);
    });

    it('private property owned in the last 30 months: no EHG, no CPF Housing Grant', () => {
      const owned = facts({ flatType: 'RESALE', buyerHadSubsidy: [false, false], buyerOwnedPrivateProperty: [true, false] });
      expect(amount(owned, 'enhancedCpfHousingGrant').amount).to.equal(0);
      expect(amount(owned, 'cpfHousingGrant').reason).to.match(/private residential property/);
    });

    it('in a plan: buyer 1 a first-timer, buyer 2 not, married, half the EHG', () => {
      const fields = plan({ flatType: 'NEW', flatSize: 'FOUR_ROOM', noOfBuyers: 2, buyerResidencies: ['CITIZEN', 'CITIZEN'], buyerHadSubsidy: [false, true], maritalStatus: 'MARRIED', workedTwelveMonths: true, monthlyHouseholdIncome: dollars(5_000), flatValueAtTimeOfPurchase: dollars(400_000) });
      expect(fields.firstTimeBuyer).to.equal(false);
      const summary = housingPlanSummary(fields);
      expect(summary.grants.find((g) => g.name === 'enhancedCpfHousingGrant')!.amount).to.equal(3_250_000);
    });
  });

  describe('the household answer derives from each buyer', () => {
    it('first-timers when every buyer says no; not once one says yes; unknown otherwise', () => {
      expect(firstTimeBuyerOf([false, false])).to.equal(true);
      expect(firstTimeBuyerOf([false, true])).to.equal(false);
      expect(firstTimeBuyerOf([false, null])).to.equal(null);
    });

    it('an old-shaped change (firstTimeBuyer only) answers every buyer and means the same', () => {
      const yes = plan({ noOfBuyers: 2, firstTimeBuyer: true });
      expect([yes.buyerHadSubsidy, yes.firstTimeBuyer]).to.deep.equal([[false, false], true]);
      const no = plan({ noOfBuyers: 2, firstTimeBuyer: false });
      expect([no.buyerHadSubsidy, no.firstTimeBuyer]).to.deep.equal([[true, true], false]);
      // both sent: each buyer's answer wins
      expect(plan({ noOfBuyers: 2, firstTimeBuyer: true, buyerHadSubsidy: [false, true] }).firstTimeBuyer).to.equal(false);
    });

    it('one answer per buyer as the buyers change', () => {
      const two = plan({ noOfBuyers: 2, buyerOwnedPrivateProperty: [true] });
      expect(two.buyerOwnedPrivateProperty).to.deep.equal([true, null]);
      expect(applyPlanChange(two, { noOfBuyers: 1 }).buyerOwnedPrivateProperty).to.deep.equal([true]);
    });

    it('refuses a marital status that is not one of the three', () => {
      expect(() => plan({ maritalStatus: 'DIVORCED' as never })).to.throw('Choose married, engaged or neither');
    });
  });

  describe('eligibility: a plain warning, with its source, before any figure', () => {
    const rules = (change: HousingPlanChange) => eligibilityWarnings(plan(change)).map((w) => w.rule);
    const messages = (change: HousingPlanChange) => eligibilityWarnings(plan(change)).map((w) => w.message);

    it('none for a citizen couple of 30 earning S$8,000 buying a new flat on an HDB loan', () => {
      expect(rules({ noOfBuyers: 2, buyerResidencies: ['CITIZEN', 'CITIZEN'], buyerAges: [30, 30], flatType: 'NEW', monthlyHouseholdIncome: dollars(8_000) })).to.deep.equal([]);
    });

    it('a single aged 30 buying a resale flat: under 35, with the scheme and its HDB source; first among the summary warnings', () => {
      const change: HousingPlanChange = { householdType: 'SINGLE', buyerAges: [30], flatType: 'RESALE', flatValueAtTimeOfPurchase: dollars(400_000), cashSavings: dollars(1) };
      expect(messages(change)).to.deep.equal([
        "You are 30: a single may buy an HDB flat, new or resale, from age 35 (HDB's Single Singapore Citizen scheme; 21 for a widow(er) or an orphan). Until then you cannot buy this resale flat as a single.",
      ]);
      expect(eligibilityWarnings(plan(change))[0]!.source.publisher).to.equal('HDB');
      const summary = housingPlanSummary(plan(change));
      expect(summary.warnings[0]).to.equal(messages(change)[0]);
      expect(summary.eligibility.map((w) => w.rule)).to.deep.equal(['SINGLE_UNDER_MINIMUM_AGE']);
    });

    it('a single must be a citizen; a single buys only a 2-room new flat', () => {
      expect(rules({ householdType: 'SINGLE', buyerResidencies: ['PR'], buyerAges: [40], flatType: 'RESALE', loanType: 'BANK' })).to.deep.equal(['SINGLE_NOT_CITIZEN']);
      expect(rules({ householdType: 'SINGLE', buyerAges: [40], flatType: 'NEW', flatSize: 'FOUR_ROOM' })).to.deep.equal(['SINGLE_NEW_FLAT_SIZE']);
      expect(rules({ householdType: 'SINGLE', buyerAges: [40], flatType: 'NEW', flatSize: 'TWO_ROOM' })).to.deep.equal([]);
    });

    it('citizenship: foreigners alone cannot buy; two PRs only a resale flat (no grants), never a new one; the HDB loan needs a citizen', () => {
      expect(rules({ buyerResidencies: ['FOREIGNER'], flatType: 'RESALE', loanType: 'BANK' })).to.deep.equal(['FOREIGNERS_ALONE']);
      expect(rules({ noOfBuyers: 2, buyerResidencies: ['PR', 'PR'], flatType: 'RESALE', loanType: 'BANK' })).to.deep.equal(['PERMANENT_RESIDENTS_RESALE_ONLY']);
      expect(rules({ noOfBuyers: 2, buyerResidencies: ['PR', 'PR'], flatType: 'NEW', loanType: 'BANK' })).to.deep.equal(['FAMILY_CITIZENSHIP']);
      expect(rules({ noOfBuyers: 2, buyerResidencies: ['PR', 'PR'], flatType: 'RESALE', loanType: 'HDB' })).to.deep.equal(['PERMANENT_RESIDENTS_RESALE_ONLY', 'HDB_LOAN_NEEDS_CITIZEN']);
      expect(rules({ noOfBuyers: 2, buyerResidencies: ['CITIZEN', 'FOREIGNER'], flatType: 'NEW' })).to.deep.equal(['FAMILY_CITIZENSHIP']);
      expect(rules({ noOfBuyers: 2, buyerResidencies: ['CITIZEN', 'PR'], flatType: 'NEW' })).to.deep.equal([]);
    });

    it('income ceilings: S$14,001 is over for a family new flat; S$21,000 is within for an extended family; S$7,001 over for a single on an HDB loan; none for a resale flat on a bank loan', () => {
      const family = { noOfBuyers: 2, buyerResidencies: ['CITIZEN', 'CITIZEN'] as Residency[] };
      expect(messages({ ...family, flatType: 'NEW', loanType: 'BANK', monthlyHouseholdIncome: dollars(14_001) })).to.deep.equal([
        "Your household income of S$14,001 a month is above HDB's ceiling of S$14,000 for a family: you cannot buy a new flat from HDB.",
      ]);
      expect(rules({ ...family, flatType: 'NEW', extendedFamily: true, monthlyHouseholdIncome: dollars(21_000) })).to.deep.equal([]);
      expect(messages({ householdType: 'SINGLE', buyerAges: [40], flatType: 'RESALE', monthlyHouseholdIncome: dollars(7_001) })).to.deep.equal([
        "Your household income of S$7,001 a month is above HDB's ceiling of S$7,000 for a single: you cannot take an HDB loan (a bank loan has no income ceiling).",
      ]);
      expect(rules({ ...family, flatType: 'RESALE', loanType: 'BANK', monthlyHouseholdIncome: dollars(30_000) })).to.deep.equal([]);
    });

    it('private property in the last 30 months: no new flat nor HDB loan; a resale flat after the 15-month wait-out, except seniors 55+ buying 4-room or smaller', () => {
      const owner = { noOfBuyers: 2, buyerResidencies: ['CITIZEN', 'CITIZEN'] as Residency[], buyerOwnedPrivateProperty: [true, false] };
      expect(messages({ ...owner, flatType: 'NEW', loanType: 'BANK' })).to.deep.equal([
        'Buyer 1 owns, or owned in the last 30 months, private residential property: you cannot buy a new flat from HDB, nor get the CPF housing grants, until 30 months after it is sold.',
      ]);
      expect(messages({ ...owner, flatType: 'RESALE', flatSize: 'FIVE_ROOM', loanType: 'BANK', buyerAges: [60, 58] })).to.deep.equal([
        "Buyer 1 owns, or owned in the last 30 months, private residential property: for a resale flat it must be sold 15 months before you buy (HDB's wait-out since 30 Sep 2022), unless every buyer is 55 or older and the flat is 4-room or smaller.",
      ]);
      expect(rules({ ...owner, flatType: 'RESALE', flatSize: 'FOUR_ROOM', loanType: 'BANK', buyerAges: [60, 58] })).to.deep.equal([]);
      expect(rules({ ...owner, flatType: 'RESALE', flatSize: 'FOUR_ROOM', loanType: 'BANK', buyerAges: [60, 50] })).to.deep.equal(['PRIVATE_PROPERTY']);
      expect(messages({ ...owner, flatType: 'RESALE', loanType: 'BANK', purchaseDate: '2022-09-29' })[0]).to.contain('it must be sold within 6 months of buying the flat');
    });

    it('every warning names its rule among the known ones', () => {
      const all: EligibilityRule[] = rules({ householdType: 'SINGLE', buyerResidencies: ['FOREIGNER'], buyerAges: [25], flatType: 'NEW', monthlyHouseholdIncome: dollars(9_000) });
      expect(all).to.deep.equal(['FOREIGNERS_ALONE', 'HDB_LOAN_NEEDS_CITIZEN', 'INCOME_CEILING']);
    });
  });
});
