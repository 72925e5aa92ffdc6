/**
 * Whether the buyers may buy the flat and take the loan they plan (docs/decisions.md "Who is buying"): HDB's
 * citizenship, age, income and private-property conditions, each broken one as a plain warning with the rule's
 * source. The summary puts them before every other warning, and the pages show them before any figure: a figure for
 * a purchase the buyers may not make is only what it would cost once they may. Pure: no I/O, no clock.
 */
import type { Cents } from '../../shared-kernel/money.js';
import { wholeDollars } from './grants.js';
import type { HousingPlanFields } from './housing-plan.js';
import { HDB_BUYER_ELIGIBILITY, HDB_CITIZENSHIP } from './policy/hdb-buyer-eligibility.js';
import { HDB_INCOME_CEILINGS } from './policy/hdb-income-ceilings.js';
import { rowOn, type PolicySource } from './policy/dated-table.js';
import { RESALE_PRIVATE_PROPERTY_WAIT_OUT } from './policy/resale-private-property-wait-out.js';

export const ELIGIBILITY_RULES = [
  'FOREIGNERS_ALONE',
  'SINGLE_NOT_CITIZEN',
  'SINGLE_UNDER_MINIMUM_AGE',
  'SINGLE_NEW_FLAT_SIZE',
  'FAMILY_CITIZENSHIP',
  'PERMANENT_RESIDENTS_RESALE_ONLY',
  'HDB_LOAN_NEEDS_CITIZEN',
  'INCOME_CEILING',
  'PRIVATE_PROPERTY',
] as const;
export type EligibilityRule = (typeof ELIGIBILITY_RULES)[number];

export interface EligibilityWarning {
  rule: EligibilityRule;
  /** what the buyers may not do and why, in plain words */
  message: string;
  /** the table row the rule comes from */
  source: PolicySource;
}

export type EligibilityFacts = Pick<
  HousingPlanFields,
  'purchaseDate' | 'householdType' | 'noOfBuyers' | 'buyerResidencies' | 'buyerAges' | 'buyerOwnedPrivateProperty' | 'monthlyHouseholdIncome' | 'flatType' | 'flatSize' | 'loanType' | 'extendedFamily'
>;

const SIZE_ORDER = ['TWO_ROOM', 'THREE_ROOM', 'FOUR_ROOM', 'FIVE_ROOM', 'EXECUTIVE'] as const;

/** "You" for one buyer, "Buyer 2" for one of several. */
const who = (facts: EligibilityFacts, index: number) => (facts.buyerResidencies.length <= 1 ? 'You' : `Buyer ${index + 1}`);
const list = (items: readonly string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/**
 * The warnings for these answers on the purchase date, in the order they decide: who may buy at all, then the flat,
 * then the loan; empty when nothing the buyers told us stands in the way. Answers not given raise no warning.
 */
export function eligibilityWarnings(facts: EligibilityFacts): EligibilityWarning[] {
  const day = facts.purchaseDate;
  const warnings: EligibilityWarning[] = [];
  const residencies = facts.buyerResidencies.length > 0 ? facts.buyerResidencies : (['CITIZEN'] as const);
  const citizens = residencies.filter((r) => r === 'CITIZEN').length;
  const prs = residencies.filter((r) => r === 'PR').length;
  const newFlat = facts.flatType === 'NEW';
  const resale = facts.flatType === 'RESALE';
  const single = facts.householdType === 'SINGLE';
  const buyerRule = rowOn(HDB_BUYER_ELIGIBILITY, day);
  const citizenship = rowOn(HDB_CITIZENSHIP, day);
  const add = (rule: EligibilityRule, message: string, source: PolicySource) => warnings.push({ rule, message, source });

  if (citizens === 0 && prs === 0) {
    add('FOREIGNERS_ALONE', 'Foreigners cannot buy an HDB flat, new or resale: a Singapore citizen or permanent resident must buy it (the figures are only what it would cost).', citizenship.source);
  } else if (single) {
    const notCitizens = residencies.map((r, i) => (r === 'CITIZEN' ? null : who(facts, i))).filter((w): w is string => w !== null);
    if (notCitizens.length > 0) {
      add('SINGLE_NOT_CITIZEN', `${list(notCitizens)} ${notCitizens.length === 1 && notCitizens[0] === 'You' ? 'are' : notCitizens.length === 1 ? 'is' : 'are'} not a Singapore citizen: HDB sells flats to singles, new or resale, only under its Single Singapore Citizen and Joint Singles schemes, for citizens.`, buyerRule.source);
    }
    const minimum = buyerRule.value.singleMinimumAge;
    const young = facts.buyerAges.map((age, i) => (age < minimum ? `${who(facts, i)} ${facts.buyerAges.length <= 1 ? 'are' : 'is'} ${age}` : null)).filter((w): w is string => w !== null);
    if (young.length > 0) {
      add(
        'SINGLE_UNDER_MINIMUM_AGE',
        `${list(young)}: a single may buy an HDB flat, new or resale, from age ${minimum} (HDB's Single Singapore Citizen scheme; 21 for a widow(er) or an orphan). Until then you cannot buy ${newFlat ? 'this new flat' : resale ? 'this resale flat' : 'an HDB flat'} as a single.`,
        buyerRule.source,
      );
    }
    if (newFlat && facts.flatSize !== null && facts.flatSize !== undefined && facts.flatSize !== buyerRule.value.singleNewFlat) {
      add('SINGLE_NEW_FLAT_SIZE', 'Singles may buy only a 2-room Flexi flat new from HDB: choose a 2-room flat, or a resale flat of any size.', buyerRule.source);
    }
  } else if (residencies.length >= 2 || citizens === 0) {
    // A family: a citizen with a citizen or permanent resident; two permanent residents only for a resale flat.
    if (citizens === 0 && newFlat) {
      add('FAMILY_CITIZENSHIP', 'A new flat from HDB needs a Singapore citizen among the buyers, with another citizen or a permanent resident: permanent residents on their own may buy only a resale flat.', citizenship.source);
    } else if (citizens === 0 && prs >= 2) {
      add(
        'PERMANENT_RESIDENTS_RESALE_ONLY',
        `Permanent residents buying together may buy a resale flat only, each a permanent resident for at least ${citizenship.value.permanentResidentYears} years, and get no CPF housing grant.`,
        citizenship.source,
      );
    } else if (citizens === 0) {
      add('FAMILY_CITIZENSHIP', 'A family buying an HDB flat needs a Singapore citizen with another citizen or a permanent resident, or two permanent residents for a resale flat.', citizenship.source);
    } else if (citizens === 1 && prs === 0 && residencies.length >= 2) {
      add(
        'FAMILY_CITIZENSHIP',
        "HDB's family schemes need a Singapore citizen with another citizen or a permanent resident: a citizen with a foreign spouse buys under HDB's Non-Citizen Spouse scheme (a 2-room Flexi new flat, or a resale flat), which these figures do not model.",
        citizenship.source,
      );
    }
  }

  // The HDB loan: a citizen among the buyers.
  if (facts.loanType === 'HDB' && citizens === 0) {
    add('HDB_LOAN_NEEDS_CITIZEN', 'An HDB loan needs at least one Singapore citizen among the buyers: choose a bank loan.', citizenship.source);
  }

  // Income: a new flat from HDB and an HDB loan have a ceiling; a resale flat on a bank loan has none.
  const income = facts.monthlyHouseholdIncome;
  if (income !== null && (newFlat || facts.loanType === 'HDB')) {
    const ceilings = rowOn(HDB_INCOME_CEILINGS, day);
    const alone = single && residencies.length === 1;
    const [ceiling, whose] = alone
      ? [ceilings.value.single, 'a single']
      : single
        ? [ceilings.value.jointSingles, 'singles buying together']
        : facts.extendedFamily
          ? [ceilings.value.extendedFamily, 'an extended family']
          : [ceilings.value.family, 'a family'];
    if (income > ceiling) {
      const what = newFlat && facts.loanType === 'HDB' ? 'buy a new flat from HDB or take an HDB loan' : newFlat ? 'buy a new flat from HDB' : 'take an HDB loan (a bank loan has no income ceiling)';
      add('INCOME_CEILING', `Your household income of ${wholeDollars(income)} a month is above HDB's ceiling of ${wholeDollars(ceiling as Cents)} for ${whose}: you cannot ${what}.`, ceilings.source);
    }
  }

  // Private residential property owned now or in the last 30 months.
  const owners = (facts.buyerOwnedPrivateProperty ?? []).map((owned, i) => (owned === true ? who(facts, i) : null)).filter((w): w is string => w !== null);
  if (owners.length > 0) {
    const months = buyerRule.value.privatePropertyLookbackMonths;
    const owns = `${list(owners)} ${owners.length === 1 && owners[0] !== 'You' ? 'owns' : 'own'}, or owned in the last ${months} months, private residential property`;
    const cannot: string[] = [];
    if (newFlat) cannot.push('buy a new flat from HDB');
    if (facts.loanType === 'HDB') cannot.push('take an HDB loan');
    if (cannot.length > 0) add('PRIVATE_PROPERTY', `${owns}: you cannot ${list(cannot)}, nor get the CPF housing grants, until ${months} months after it is sold.`, buyerRule.source);
    if (resale) {
      const waitOut = rowOn(RESALE_PRIVATE_PROPERTY_WAIT_OUT, day);
      const rule = waitOut.value;
      if (rule.kind === 'WAIT_OUT') {
        const ages = facts.buyerAges;
        const seniors = ages.length === residencies.length && ages.length > 0 && ages.every((age) => age >= rule.seniorsFromAge);
        const size = facts.flatSize ?? null;
        const smallEnough = size !== null && SIZE_ORDER.indexOf(size) <= SIZE_ORDER.indexOf(rule.seniorsUpToSize);
        if (!(seniors && smallEnough)) {
          add(
            'PRIVATE_PROPERTY',
            `${owns}: for a resale flat it must be sold ${rule.months} months before you buy (HDB's wait-out since 30 Sep 2022), unless every buyer is ${rule.seniorsFromAge} or older and the flat is 4-room or smaller.`,
            waitOut.source,
          );
        }
      } else {
        add('PRIVATE_PROPERTY', `${owns}: for a resale flat bought on ${day}, it must be sold within ${rule.months} months of buying the flat.`, waitOut.source);
      }
    }
  }
  return warnings;
}
