/**
 * Enhanced CPF Housing Grant (EHG) for first-timer families buying a new or resale HDB flat, by the average gross
 * monthly household income (docs/decisions.md "Housing grants worked out"). Singles get half the families amount
 * at twice the single's income; the grant is pro-rated when the lease does not cover the youngest buyer to 95.
 */
import type { Cents } from '../../../shared-kernel/money.js';
import type { DatedTable, PolicySource } from './dated-table.js';

export interface EhgBand {
  /** the highest average gross monthly household income in this band, cents, inclusive */
  incomeUpTo: Cents;
  /** the families amount, cents */
  amount: Cents;
  /** set when this band could not be checked against the publisher's own table: shown on the plan when it applies */
  toConfirm?: string;
}

export interface EhgRule {
  /** income bands, lowest first; an income above the last band gets no grant */
  bands: readonly EhgBand[];
  /** the youngest buyer's age the lease must reach for the full grant */
  leaseCoversToAge: number;
  /** no grant for a flat with less lease left than this, in years */
  minimumRemainingLeaseYears: number;
  /**
   * a first-timer and second-timer couple gets the EHG (Singles): half the families amount at the band of half their
   * income, which is half the families amount at their household income (HDB's "First-Timer and Second-Timer Couple
   * Applicants" page); the share of the families amount
   */
  firstTimerSecondTimerShare: '0.5';
}

const dollars = (d: number) => (d * 100) as Cents;
/** Bands of 500 dollars from 1,500 to 9,000: 1,500, 2,000, ... 9,000. */
const INCOME_EDGES = Array.from({ length: 16 }, (_, i) => 1_500 + i * 500);

const SIX_BANDS_ABOVE_6000 = "HDB's published table could not be opened when we checked; the amounts for incomes above S$6,000 are to confirm with HDB.";

const HDB_EHG_PAGE = {
  publisher: 'HDB',
  title: 'Enhanced CPF Housing Grant (Families)',
  url: 'https://www.hdb.gov.sg/residential/buying-a-flat/flat-and-grant-eligibility/couples-and-families/enhanced-cpf-housing-grant-families',
  checkedOn: '2026-11-26',
} as const satisfies PolicySource;

const FROM_2024_AMOUNTS = [120_000, 110_000, 105_000, 95_000, 90_000, 80_000, 70_000, 65_000, 55_000, 50_000, 40_000, 30_000, 25_000, 20_000, 15_000, 10_000];

export const ENHANCED_CPF_HOUSING_GRANT: DatedTable<EhgRule | null> = {
  name: 'Enhanced CPF Housing Grant (families)',
  rows: [
    {
      // The EHG replaced the Additional and Special CPF Housing Grants from 11 Sep 2019; we keep no table of those.
      effectiveFrom: null,
      effectiveTo: '2019-09-10',
      source: {
        publisher: 'HDB',
        title: 'More Affordable and Accessible Homes for Singaporeans: Enhanced CPF Housing Grant for First-Timers (MND press release, 10 Sep 2019)',
        url: 'https://www.mnd.gov.sg/newsroom/press-releases/view/more-affordable-and-accessible-homes-for-singaporeans-enhanced-cpf-housing-grant-for-first-timers-and-higher-income-ceilings-1',
        checkedOn: '2026-11-26',
      },
      value: null,
    },
    {
      effectiveFrom: '2019-09-11',
      effectiveTo: '2024-08-19',
      source: {
        ...HDB_EHG_PAGE,
        title: 'Enhanced CPF Housing Grant (Families), amounts from 11 Sep 2019 (as announced by MND on 10 Sep 2019: up to S$80,000, income ceiling S$9,000)',
      },
      value: {
        bands: INCOME_EDGES.map((edge, i) => ({ incomeUpTo: dollars(edge), amount: dollars(80_000 - i * 5_000) })),
        leaseCoversToAge: 95,
        minimumRemainingLeaseYears: 20,
        firstTimerSecondTimerShare: '0.5',
      },
    },
    {
      effectiveFrom: '2024-08-20',
      effectiveTo: null,
      source: { ...HDB_EHG_PAGE, title: 'Enhanced CPF Housing Grant (Families), amounts from 20 Aug 2024 (up to S$120,000, income ceiling S$9,000)' },
      value: {
        bands: INCOME_EDGES.map((edge, i) => ({
          incomeUpTo: dollars(edge),
          amount: dollars(FROM_2024_AMOUNTS[i]!),
          ...(edge > 6_000 ? { toConfirm: SIX_BANDS_ABOVE_6000 } : {}),
        })),
        leaseCoversToAge: 95,
        minimumRemainingLeaseYears: 20,
        firstTimerSecondTimerShare: '0.5',
      },
    },
  ],
};
