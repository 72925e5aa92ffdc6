/**
 * The housing grants a plan gets, worked out from the household's answers and the dated HDB tables on the
 * purchase date (docs/decisions.md "Housing grants worked out"): each grant with its amount, the table row that
 * gave it, and why it was not given. The resident may still type an amount for a grant ("entered by you"); a typed
 * amount above what the grant can ever be on that date is refused. Pure: no I/O, no clock.
 */
import { dec, groupThousands, ROUND_DOWN } from '../../shared-kernel/decimal.js';
import { DomainError } from '../../shared-kernel/errors.js';
import type { Cents } from '../../shared-kernel/money.js';
import type { FlatSize, FlatType, HouseholdType, HousingPlanFields, MaritalStatus, ParentsProximity, Residency } from './housing-plan.js';
import { CPF_HOUSING_GRANT_RESALE, type CpfHousingGrantRule } from './policy/cpf-housing-grant-resale.js';
import { rowOn, type DatedRow, type PolicySource } from './policy/dated-table.js';
import { ENHANCED_CPF_HOUSING_GRANT, type EhgBand, type EhgRule } from './policy/enhanced-cpf-housing-grant.js';
import { PROXIMITY_HOUSING_GRANT, type ProximityGrantRule } from './policy/proximity-housing-grant.js';
import { RESALE_GRANT_LEASE_PRORATION } from './policy/resale-grant-lease-proration.js';

export const GRANT_NAMES = ['enhancedCpfHousingGrant', 'cpfHousingGrant', 'proximityGrant'] as const;
export type GrantName = (typeof GRANT_NAMES)[number];

export const GRANT_LABELS: Readonly<Record<GrantName, string>> = {
  enhancedCpfHousingGrant: 'Enhanced CPF Housing Grant',
  cpfHousingGrant: 'CPF Housing Grant for resale flats',
  proximityGrant: 'Proximity Housing Grant',
};

export { PARENTS_PROXIMITIES, type ParentsProximity } from './housing-plan.js';

/** What the grants depend on; null while the resident has not said. */
export interface GrantFacts {
  householdType: HouseholdType;
  /** null: not chosen yet (the grants for resale flats wait for the choice) */
  flatType: FlatType | null;
  /** null: not chosen yet (the CPF Housing Grant for resale flats, larger for 2- to 4-room flats, waits for it) */
  flatSize: FlatSize | null;
  /** average gross monthly household income (a single's own income), cents */
  monthlyHouseholdIncome: Cents | null;
  /** no buyer has had a housing grant or subsidised flat before */
  firstTimeBuyer: boolean | null;
  /**
   * each buyer's own answer, one per buyer (docs/decisions.md "Who is buying"): a first-timer with a second-timer
   * spouse or fiancé(e) gets half the grants; absent: every buyer as {@link firstTimeBuyer} says
   */
  buyerHadSubsidy?: readonly (boolean | null)[];
  /** each buyer owns, or owned in the last 30 months, private residential property: no EHG nor CPF Housing Grant */
  buyerOwnedPrivateProperty?: readonly (boolean | null)[];
  /** a family's marital status: the half grants are for a married or engaged couple */
  maritalStatus?: MaritalStatus | null;
  buyerResidencies: readonly Residency[];
  /** at least one buyer has worked 12 months in a row and still works */
  workedTwelveMonths: boolean | null;
  parentsProximity: ParentsProximity | null;
  /** parents or married children buy with the household (the CPF Housing Grant's higher income ceiling) */
  extendedFamily: boolean | null;
  /** the youngest buyer's age in whole years */
  youngestBuyerAge: number | null;
  /** whole years of lease left on a resale flat; a new flat has its full 99 years */
  remainingLeaseYears: number | null;
}

/** The amounts the resident typed, one per grant; null = work it out. */
export type GrantOverrides = Readonly<Record<GrantName, Cents | null>>;

export interface WorkedGrant {
  name: GrantName;
  label: string;
  /** the amount the plan uses: the resident's own when entered, else {@link workedOut} */
  amount: Cents;
  /** what the table gives these facts; 0 when the grant is not given */
  workedOut: Cents;
  enteredByYou: boolean;
  /** the rule that gave the amount, in words (the table row and band); null when not given */
  rule: string | null;
  /** why the grant is not given, or what to answer for us to work it out; null when given */
  reason: string | null;
  /** the table row's source (publisher, page, when we checked it) */
  source: PolicySource;
  /** a part of the row we could not check against the source, shown beside the amount */
  toConfirm: string | null;
}

const NEW_FLAT_LEASE_YEARS = 99;

/** S$80,000: whole dollars, half a dollar and more rounded up (docs/decisions.md "No date formatter at start-up" for why not Intl). */
export function wholeDollars(cents: number): string {
  const dollars = Math.round(Math.abs(cents) / 100);
  return `${cents < 0 && dollars > 0 ? '-' : ''}S$${groupThousands(String(dollars))}`;
}

function given(name: GrantName, row: DatedRow<unknown>, amount: Cents, rule: string, toConfirm?: string): WorkedGrant {
  return { name, label: GRANT_LABELS[name], amount, workedOut: amount, enteredByYou: false, rule, reason: null, source: row.source, toConfirm: toConfirm ?? row.source.toConfirm ?? null };
}

function notGiven(name: GrantName, row: DatedRow<unknown>, reason: string): WorkedGrant {
  return { name, label: GRANT_LABELS[name], amount: 0 as Cents, workedOut: 0 as Cents, enteredByYou: false, rule: null, reason, source: row.source, toConfirm: null };
}

/**
 * Who the household is for HDB's citizenship conditions: a citizen with another citizen, a citizen with a
 * permanent resident, a single citizen, or none of these (no grant).
 */
type Citizenship = 'CITIZEN_FAMILY' | 'CITIZEN_AND_PR' | 'SINGLE_CITIZEN' | 'NOT_ELIGIBLE';

function citizenshipOf(facts: GrantFacts): Citizenship {
  const citizens = facts.buyerResidencies.filter((r) => r === 'CITIZEN').length;
  if (citizens === 0) return 'NOT_ELIGIBLE';
  if (facts.householdType === 'SINGLE') return 'SINGLE_CITIZEN';
  if (facts.buyerResidencies.length === 1 || citizens >= 2) return 'CITIZEN_FAMILY';
  return facts.buyerResidencies.includes('PR') ? 'CITIZEN_AND_PR' : 'NOT_ELIGIBLE';
}

const NEEDS_CITIZEN = 'At least one buyer must be a Singapore citizen (for a family, with another citizen or a permanent resident).';

/**
 * The household's first-timer status for the grants (docs/decisions.md "Who is buying"): every buyer a first-timer;
 * a first-timer citizen with a second-timer spouse or fiancé(e) (HDB's first-timer and second-timer couple: half the
 * grants); or a reason none is given (second-timers, a question not answered).
 */
type Timers = { kind: 'FIRST_TIMERS' } | { kind: 'FIRST_AND_SECOND' } | { kind: 'NONE'; reason: string };

const ASK_SUBSIDY = 'Tell us whether each buyer has had a housing subsidy before: this grant is for first-timers.';
const SECOND_TIMERS = 'This grant is for first-timers, who have not had a housing grant or subsidised flat before.';
const PRIVATE_PROPERTY = 'No buyer may own, or have owned in the last 30 months, private residential property: this grant needs it.';

function timersOf(facts: GrantFacts): Timers {
  // Each buyer's own answer; a plan holding only the household's (the old shape) answers for every buyer.
  const own = facts.buyerHadSubsidy ?? [];
  const answers = own.some((a) => a !== null)
    ? facts.buyerResidencies.map((_, i) => own[i] ?? null)
    : facts.buyerResidencies.map(() => (facts.firstTimeBuyer === null ? null : !facts.firstTimeBuyer));
  if ((facts.buyerOwnedPrivateProperty ?? []).some((owned) => owned === true)) return { kind: 'NONE', reason: PRIVATE_PROPERTY };
  const first = answers.filter((a) => a === false).length;
  const second = answers.filter((a) => a === true).length;
  if (second === 0) return first === answers.length && first > 0 ? { kind: 'FIRST_TIMERS' } : { kind: 'NONE', reason: ASK_SUBSIDY };
  if (first === 0) return { kind: 'NONE', reason: answers.some((a) => a === null) ? ASK_SUBSIDY : SECOND_TIMERS };
  // A first-timer with a second-timer: HDB halves the grants for a couple, married or engaged, with a first-timer citizen.
  if (facts.householdType === 'SINGLE') return { kind: 'NONE', reason: 'For singles buying together, every buyer must be a first-timer.' };
  if (!answers.some((a, i) => a === false && facts.buyerResidencies[i] === 'CITIZEN')) {
    return { kind: 'NONE', reason: 'A first-timer and second-timer couple gets half the grant when the first-timer is a Singapore citizen.' };
  }
  if (facts.maritalStatus === null || facts.maritalStatus === undefined) {
    return { kind: 'NONE', reason: 'Tell us whether you are married or engaged: a first-timer with a second-timer spouse or fiancé(e) gets half the grant.' };
  }
  if (facts.maritalStatus === 'NEITHER') return { kind: 'NONE', reason: 'Half the grant is for a first-timer with a second-timer spouse or fiancé(e): the buyers must be married or engaged.' };
  return { kind: 'FIRST_AND_SECOND' };
}

function bandText(bands: readonly EhgBand[], index: number): string {
  const band = bands[index]!;
  return index === 0 ? `up to ${wholeDollars(band.incomeUpTo)}` : `${wholeDollars(bands[index - 1]!.incomeUpTo + 100)} to ${wholeDollars(band.incomeUpTo)}`;
}

/** The lowest band holding `income`, or -1 above the last band. */
const bandIndex = (bands: readonly EhgBand[], income: number) => bands.findIndex((band) => income <= band.incomeUpTo);

function enhancedGrant(facts: GrantFacts, purchaseDate: string): WorkedGrant {
  const name = 'enhancedCpfHousingGrant';
  const row = rowOn(ENHANCED_CPF_HOUSING_GRANT, purchaseDate);
  const rule: EhgRule | null = row.value;
  if (!rule) return notGiven(name, row, `There was no Enhanced CPF Housing Grant on ${purchaseDate}: it started on 11 Sep 2019.`);
  if (citizenshipOf(facts) === 'NOT_ELIGIBLE') return notGiven(name, row, NEEDS_CITIZEN);
  const timers = timersOf(facts);
  if (timers.kind === 'NONE') return notGiven(name, row, timers.reason);
  if (facts.workedTwelveMonths === null) return notGiven(name, row, 'Tell us whether a buyer has worked for the last 12 months in a row: this grant needs it.');
  if (!facts.workedTwelveMonths) return notGiven(name, row, 'At least one buyer must have worked for the 12 months in a row before applying.');
  if (facts.monthlyHouseholdIncome === null) return notGiven(name, row, 'Enter your average gross monthly household income: the grant depends on it.');
  const lease = facts.flatType === 'NEW' ? NEW_FLAT_LEASE_YEARS : facts.remainingLeaseYears;
  if (lease !== null && lease < rule.minimumRemainingLeaseYears) return notGiven(name, row, `The flat must have at least ${rule.minimumRemainingLeaseYears} years of lease left.`);

  const single = facts.householdType === 'SINGLE';
  // Singles: half the families amount at twice the single's income (HDB's EHG (Singles)).
  const assessed = single ? facts.monthlyHouseholdIncome * 2 : facts.monthlyHouseholdIncome;
  const index = bandIndex(rule.bands, assessed);
  const ceiling = rule.bands[rule.bands.length - 1]!.incomeUpTo;
  if (index < 0) return notGiven(name, row, single ? `Income above ${wholeDollars(ceiling / 2)}: singles earning more do not get this grant.` : `Income above ${wholeDollars(ceiling)}: households earning more do not get this grant.`);
  const band = rule.bands[index]!;
  const mixed = timers.kind === 'FIRST_AND_SECOND';
  const full = single ? dec(band.amount).div(dec(2)) : mixed ? dec(band.amount).times(dec(rule.firstTimerSecondTimerShare)) : dec(band.amount);
  const words = single
    ? `Half the families amount for ${bandText(rule.bands, index)} a month (twice your income): ${wholeDollars(full.toNumber())}`
    : mixed
      ? `A first-timer with a second-timer spouse or fiancé(e) (HDB's EHG (Singles)): half the ${wholeDollars(band.amount)} for household income ${bandText(rule.bands, index)} a month, ${wholeDollars(full.toNumber())}`
      : `Household income ${bandText(rule.bands, index)} a month: ${wholeDollars(full.toNumber())}`;

  const prorated = proratedByLease(full.toNumber() as Cents, lease, facts, rule.leaseCoversToAge);
  return given(name, row, prorated.amount, words + prorated.words, band.toConfirm);
}

/**
 * A grant pro-rated by how far the lease covers the youngest buyer towards `coversToAge` (95): lease / (95 - age),
 * at most 1, rounded down to the dollar; the words to add to the grant's rule. A resale flat without the lease or the
 * ages keeps the full amount and says what to enter to check.
 */
function proratedByLease(full: Cents, lease: number | null, facts: GrantFacts, coversToAge: number): { amount: Cents; words: string } {
  if (lease !== null && facts.youngestBuyerAge !== null && facts.youngestBuyerAge < coversToAge) {
    const yearsToAge = coversToAge - facts.youngestBuyerAge;
    if (lease >= yearsToAge) return { amount: full, words: '' };
    const amount = dec(full).times(dec(lease)).div(dec(yearsToAge)).div(dec(100)).round(0, ROUND_DOWN).times(dec(100)).toNumber() as Cents;
    return { amount, words: `, pro-rated to ${lease} of the ${yearsToAge} years to age ${coversToAge} of the youngest buyer: ${wholeDollars(amount)}` };
  }
  if (facts.flatType === 'RESALE' && (lease === null || facts.youngestBuyerAge === null)) {
    return { amount: full, words: ` (in full if the lease lasts the youngest buyer to age ${coversToAge}: enter the remaining lease and ages to check)` };
  }
  return { amount: full, words: '' };
}

/**
 * A resale grant after HDB's lease-and-age rule on the purchase date (table `RESALE_GRANT_LEASE_PRORATION`): not
 * given below the least lease, else pro-rated like the Enhanced CPF Housing Grant. Before the rule, unchanged.
 */
function resaleGrantByLease(grant: WorkedGrant, facts: GrantFacts, purchaseDate: string): WorkedGrant {
  if (grant.workedOut === 0) return grant;
  const rule = rowOn(RESALE_GRANT_LEASE_PRORATION, purchaseDate).value;
  if (!rule) return grant;
  const lease = facts.remainingLeaseYears;
  if (lease !== null && lease < rule.minimumRemainingLeaseYears) {
    return { ...grant, amount: 0 as Cents, workedOut: 0 as Cents, rule: null, reason: `The flat must have at least ${rule.minimumRemainingLeaseYears} years of lease left.` };
  }
  const prorated = proratedByLease(grant.workedOut, lease, facts, rule.leaseCoversToAge);
  if (prorated.words === '') return grant;
  const toConfirm = prorated.amount === grant.workedOut ? grant.toConfirm : [grant.toConfirm, rowOn(RESALE_GRANT_LEASE_PRORATION, purchaseDate).source.toConfirm].filter(Boolean).join(' ');
  return { ...grant, amount: prorated.amount, workedOut: prorated.amount, rule: `${grant.rule}${prorated.words}`, toConfirm: toConfirm || null };
}

/** A resale grant's reason while new or resale is not chosen (docs/decisions.md "Housing plan explains itself"). */
const CHOOSE_NEW_OR_RESALE = 'Choose a new or a resale flat: this grant is for resale flats.';

function resaleGrant(facts: GrantFacts, purchaseDate: string): WorkedGrant {
  const name = 'cpfHousingGrant';
  const row = rowOn(CPF_HOUSING_GRANT_RESALE, purchaseDate);
  const rule: CpfHousingGrantRule = row.value;
  if (facts.flatType === 'NEW') return notGiven(name, row, 'New flats do not get the CPF Housing Grant for resale flats.');
  if (facts.flatType !== 'RESALE') return notGiven(name, row, CHOOSE_NEW_OR_RESALE);
  const citizenship = citizenshipOf(facts);
  if (citizenship === 'NOT_ELIGIBLE') return notGiven(name, row, NEEDS_CITIZEN);
  const timers = timersOf(facts);
  if (timers.kind === 'NONE') return notGiven(name, row, timers.reason);
  const mixed = timers.kind === 'FIRST_AND_SECOND';
  if (facts.monthlyHouseholdIncome === null) return notGiven(name, row, 'Enter your average gross monthly household income: the grant has an income ceiling.');
  const ceiling = citizenship === 'SINGLE_CITIZEN' ? rule.singleIncomeCeiling : facts.extendedFamily ? rule.extendedFamilyIncomeCeiling : rule.familyIncomeCeiling;
  const who = citizenship === 'SINGLE_CITIZEN' ? 'singles' : facts.extendedFamily ? 'extended families' : 'families';
  if (facts.monthlyHouseholdIncome > ceiling) return notGiven(name, row, `Income above ${wholeDollars(ceiling)}: the ceiling for ${who}.`);
  if (facts.flatSize === null) return notGiven(name, row, 'Choose the flat size: this grant is larger for 2- to 4-room flats than for 5-room and bigger.');
  const family = mixed ? rule.firstTimerSecondTimer : rule;
  const amounts = citizenship === 'SINGLE_CITIZEN' ? rule.single : citizenship === 'CITIZEN_AND_PR' ? family.citizenAndPrFamily : family.citizenFamily;
  const large = facts.flatSize === 'FIVE_ROOM' || facts.flatSize === 'EXECUTIVE';
  const amount = large ? amounts.fiveRoomOrLarger : amounts.upToFourRoom;
  const couple = citizenship === 'SINGLE_CITIZEN' ? 'A single citizen' : citizenship === 'CITIZEN_AND_PR' ? 'A citizen with a permanent resident' : 'A citizen family';
  const buyers = mixed ? `${couple}, a first-timer with a second-timer (HDB's Half-Housing Grant, half the Family Grant)` : couple;
  const halfToConfirm = mixed ? rule.firstTimerSecondTimer.toConfirm : undefined;
  const toConfirm = [row.source.toConfirm, halfToConfirm].filter(Boolean).join(' ') || undefined;
  return resaleGrantByLease(given(name, row, amount, `${buyers}, ${large ? '5-room or larger' : '2- to 4-room'} resale flat, income within ${wholeDollars(ceiling)}: ${wholeDollars(amount)}`, toConfirm), facts, purchaseDate);
}

function proximityGrant(facts: GrantFacts, purchaseDate: string): WorkedGrant {
  const name = 'proximityGrant';
  const row = rowOn(PROXIMITY_HOUSING_GRANT, purchaseDate);
  const rule: ProximityGrantRule | null = row.value;
  if (!rule) return notGiven(name, row, `There was no Proximity Housing Grant on ${purchaseDate}: it started on 24 Aug 2015.`);
  if (facts.flatType === 'NEW') return notGiven(name, row, 'New flats do not get the Proximity Housing Grant: it is for resale flats.');
  if (facts.flatType !== 'RESALE') return notGiven(name, row, CHOOSE_NEW_OR_RESALE);
  if (citizenshipOf(facts) === 'NOT_ELIGIBLE') return notGiven(name, row, NEEDS_CITIZEN);
  if (facts.parentsProximity === null) return notGiven(name, row, 'Tell us whether you will live with or near your parents or child: this grant depends on it.');
  if (facts.parentsProximity === 'FARTHER') return notGiven(name, row, `Only for living with, or within ${rule.nearWithinKm} km of, your parents or child.`);
  const amounts = facts.householdType === 'SINGLE' ? rule.single : rule.family;
  const withThem = facts.parentsProximity === 'LIVING_WITH';
  const amount = withThem ? amounts.livingWith : amounts.livingNear;
  if (amount === 0) return notGiven(name, row, `On ${purchaseDate} singles got this grant only for living with their parents.`);
  const who = facts.householdType === 'SINGLE' ? 'A single' : 'A family';
  return resaleGrantByLease(given(name, row, amount, `${who} ${withThem ? 'living with parents or child' : `within ${rule.nearWithinKm} km of parents or child`}: ${wholeDollars(amount)}`), facts, purchaseDate);
}

/** Each grant these facts get on the purchase date, with the rule or the reason; `overrides` are the typed amounts. */
export function grantsFor(facts: GrantFacts, purchaseDate: string, overrides?: Partial<GrantOverrides>): WorkedGrant[] {
  const worked = [enhancedGrant(facts, purchaseDate), resaleGrant(facts, purchaseDate), proximityGrant(facts, purchaseDate)];
  return worked.map((grant) => {
    const typed = overrides?.[grant.name];
    return typed === null || typed === undefined ? grant : { ...grant, amount: typed, enteredByYou: true };
  });
}

/** The most each grant can be on a day, by its table's row: what a typed amount may not exceed. */
export function grantCapsOn(purchaseDate: string): Record<GrantName, Cents> {
  const ehg = rowOn(ENHANCED_CPF_HOUSING_GRANT, purchaseDate).value;
  const chg = rowOn(CPF_HOUSING_GRANT_RESALE, purchaseDate).value;
  const phg = rowOn(PROXIMITY_HOUSING_GRANT, purchaseDate).value;
  const largest = (...cents: number[]) => Math.max(0, ...cents) as Cents;
  return {
    enhancedCpfHousingGrant: largest(...(ehg?.bands.map((band) => band.amount) ?? [])),
    cpfHousingGrant: largest(...[chg.citizenFamily, chg.citizenAndPrFamily, chg.single].flatMap((a) => [a.upToFourRoom, a.fiveRoomOrLarger])),
    proximityGrant: largest(...(phg ? [phg.family.livingWith, phg.family.livingNear, phg.single.livingWith, phg.single.livingNear] : [])),
  };
}

/** The most each grant has ever been in our tables: the edge's (joi's) bound, before the domain's check on the day. */
export function grantCapsEver(): Record<GrantName, Cents> {
  const days = [ENHANCED_CPF_HOUSING_GRANT, CPF_HOUSING_GRANT_RESALE, PROXIMITY_HOUSING_GRANT].flatMap((t) => t.rows.map((r) => r.effectiveFrom ?? '1990-01-01'));
  const caps = days.map(grantCapsOn);
  return Object.fromEntries(GRANT_NAMES.map((name) => [name, Math.max(...caps.map((c) => c[name]))])) as Record<GrantName, Cents>;
}

/**
 * A typed grant above what the grant can be on the purchase date, as the field and the message; null when none. A
 * recommended plan keeps all the grants the resident expects together in `cpfHousingGrant`: that one is held to the
 * sum of the caps.
 */
export function grantOverrideProblem(overrides: GrantOverrides, purchaseDate: string, allGrantsTogether: boolean): { field: GrantName; message: string } | null {
  const caps = grantCapsOn(purchaseDate);
  for (const name of GRANT_NAMES) {
    const typed = overrides[name];
    if (typed === null) continue;
    const together = allGrantsTogether && name === 'cpfHousingGrant';
    const cap = together ? (GRANT_NAMES.reduce((sum, n) => sum + caps[n], 0) as Cents) : caps[name];
    if (typed > cap) {
      const message = together
        ? `All the grants together are at most ${wholeDollars(cap)} for a purchase on ${purchaseDate}`
        : cap === 0
          ? `There was no ${GRANT_LABELS[name]} for a purchase on ${purchaseDate}`
          : `The ${GRANT_LABELS[name]} is at most ${wholeDollars(cap)} for a purchase on ${purchaseDate}`;
      return { field: name, message };
    }
  }
  return null;
}

/** {@link grantOverrideProblem} as a refusal: HOUSING.INVALID_PLAN (400) with the field and the message. */
export function checkGrantOverrides(overrides: GrantOverrides, purchaseDate: string, allGrantsTogether: boolean): void {
  const problem = grantOverrideProblem(overrides, purchaseDate, allGrantsTogether);
  if (problem) throw new DomainError('HOUSING.INVALID_PLAN', problem.message, 'validation', [problem]);
}

/** The grant facts a plan's answers give. */
export function grantFactsOf(plan: HousingPlanFields): GrantFacts {
  return {
    householdType: plan.householdType,
    flatType: plan.flatType,
    flatSize: plan.flatSize,
    monthlyHouseholdIncome: plan.monthlyHouseholdIncome,
    firstTimeBuyer: plan.firstTimeBuyer,
    buyerHadSubsidy: plan.buyerHadSubsidy,
    buyerOwnedPrivateProperty: plan.buyerOwnedPrivateProperty,
    maritalStatus: plan.maritalStatus,
    buyerResidencies: plan.buyerResidencies,
    workedTwelveMonths: plan.workedTwelveMonths,
    parentsProximity: plan.parentsProximity,
    extendedFamily: plan.extendedFamily,
    youngestBuyerAge: plan.buyerAges.length > 0 ? Math.min(...plan.buyerAges) : null,
    remainingLeaseYears: plan.remainingLease,
  };
}

/**
 * A plan's grants on its purchase date and their total. A recommended plan's `cpfHousingGrant` is all the grants the
 * resident expects together: when entered, it stands for all three (the others count 0 beside it).
 */
export function planGrants(plan: HousingPlanFields): { grants: WorkedGrant[]; totalGrants: Cents } {
  const together = plan.planType === 'DEFAULT' && plan.cpfHousingGrant !== null;
  const overrides: GrantOverrides = together
    ? { cpfHousingGrant: plan.cpfHousingGrant, enhancedCpfHousingGrant: null, proximityGrant: null }
    : { cpfHousingGrant: plan.cpfHousingGrant, enhancedCpfHousingGrant: plan.enhancedCpfHousingGrant, proximityGrant: plan.proximityGrant };
  const grants = grantsFor(grantFactsOf(plan), plan.purchaseDate, overrides).map((grant) =>
    together && grant.name !== 'cpfHousingGrant' ? { ...grant, amount: 0 as Cents, reason: 'Counted in the grants you entered together.' } : grant,
  );
  return { grants, totalGrants: grants.reduce((sum, grant) => sum + grant.amount, 0) as Cents };
}
