/**
 * Imports ask before they add (docs/decisions.md "Imports ask before they add"): the incomes a Myinfo import finds in
 * the notice of assessment are offered, one tick box each, and only the ticked ones go into the resident's cashflow
 * once they confirm. Spec 2 §4 leaves the mapping open ("The notice-of-assessment amount feeds estimated income; its
 * exact mapping to income entries is not shown"); these are the rules we chose.
 */
import { formatMoney } from '../../shared-kernel/money-format.js';
import type { Cents } from '../../shared-kernel/money.js';
import type { LocalDate } from '../../shared-kernel/local-date.js';
import { estimatedIncomeOf, type EstimatedIncome } from './personal-data-mapping.js';
import type { NoticeOfAssessment } from './personal-data.js';

export type IncomeKind = EstimatedIncome['type'];

/** The resident's answer for one notice: the source refs ('noa:EMPLOYMENT') they ticked. */
export interface IncomeChoice {
  yearOfAssessment: string;
  ticked: string[];
}

export type OfferReason =
  /** the resident typed an income of this kind: it goes through the keep-mine / use-imported / keep-both question */
  | 'MATCHES_TYPED'
  /** employment income from a recent notice: what they likely still earn */
  | 'RECENT_EMPLOYMENT'
  /** trade, rent or interest: yearly and irregular, added only if the resident says it still comes in */
  | 'IRREGULAR'
  /** the notice is more than two years old */
  | 'OLD_ASSESSMENT';

export interface IncomeOffer {
  /** 'noa:INTEREST': the item's stable source ref, what a choice names */
  ref: string;
  type: IncomeKind;
  /** 'Interest' */
  label: string;
  /** SGD cents a month */
  grossIncome: number;
  yearOfAssessment: number;
  /** 'Interest, year of assessment 2019: S$2,666.67 a month' */
  text: string;
  /** ticked when offered (before the resident's answer), or as the resident answered */
  ticked: boolean;
  reason: OfferReason;
  old: boolean;
}

/**
 * A notice is older than two years when its year of assessment is more than two years before this year in Singapore
 * (in 2026: YA 2024 is not, YA 2023 and earlier are). A notice is issued in its year of assessment about the year
 * before, so by then the income it shows is at least three years old.
 */
export function assessmentOlderThanTwoYears(yearOfAssessment: number, today: LocalDate): boolean {
  return Number(today.slice(0, 4)) - yearOfAssessment > 2;
}

const LABELS: Readonly<Record<IncomeKind, string>> = { EMPLOYMENT: 'Employment', TRADE: 'Trade', RENT: 'Rent', INTEREST: 'Interest' };

/**
 * One offer per source above 0 of the notice. Ticked as offered:
 * - a kind the resident already typed (any income of the same type they entered): ticked, and matched with theirs as
 *   before (the import holds it back and asks which to keep), so nothing is counted twice;
 * - a kind they did not type: ticked only for employment income from a notice at most two years old; trade, rent and
 *   interest (yearly, irregular: a matured deposit's interest is not a monthly income) are unticked;
 * - any kind from a notice older than two years: unticked, whatever else, with its year in the text.
 * A stored choice for the same year of assessment replaces the ticks (the resident has answered for this notice).
 */
export function incomeOffersOf(noa: NoticeOfAssessment, typedKinds: ReadonlySet<string>, today: LocalDate, choice: IncomeChoice | null): IncomeOffer[] {
  const year = Number(noa.yearOfAssessment);
  const old = assessmentOlderThanTwoYears(year, today);
  const answered = choice !== null && choice.yearOfAssessment === noa.yearOfAssessment ? new Set(choice.ticked) : null;
  return estimatedIncomeOf(noa).map((income) => {
    const ref = `noa:${income.type}`;
    const reason: OfferReason = old ? 'OLD_ASSESSMENT' : typedKinds.has(income.type) ? 'MATCHES_TYPED' : income.type === 'EMPLOYMENT' ? 'RECENT_EMPLOYMENT' : 'IRREGULAR';
    const ticked = answered ? answered.has(ref) : reason === 'MATCHES_TYPED' || reason === 'RECENT_EMPLOYMENT';
    const label = LABELS[income.type];
    return {
      ref,
      type: income.type,
      label,
      grossIncome: income.grossIncome,
      yearOfAssessment: year,
      text: `${label}, year of assessment ${year}: ${formatMoney(income.grossIncome as Cents)} a month`,
      ticked,
      reason,
      old,
    };
  });
}

/** The refs of a choice that are not among the offers (a 400 names them); empty when every one is offered. */
export function refsNotOffered(offers: readonly Pick<IncomeOffer, 'ref'>[], ticked: readonly string[]): string[] {
  const offered = new Set(offers.map((offer) => offer.ref));
  return ticked.filter((ref) => !offered.has(ref));
}
