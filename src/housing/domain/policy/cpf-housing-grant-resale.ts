/**
 * CPF Housing Grant for resale flats (the "Family Grant" and its singles version): a fixed amount by flat size and
 * by the buyers' citizenship, under an income ceiling (docs/decisions.md "Housing grants worked out"). New flats
 * do not get it.
 */
import type { Cents } from '../../../shared-kernel/money.js';
import type { DatedTable, PolicySource } from './dated-table.js';

export interface ResaleGrantAmounts {
  /** 2-room to 4-room flats */
  upToFourRoom: Cents;
  /** 5-room flats and larger (executive) */
  fiveRoomOrLarger: Cents;
}

export interface CpfHousingGrantRule {
  /** a citizen buying with a citizen spouse or family */
  citizenFamily: ResaleGrantAmounts;
  /** a citizen buying with a permanent resident */
  citizenAndPrFamily: ResaleGrantAmounts;
  /** a single citizen */
  single: ResaleGrantAmounts;
  /**
   * HDB's Half-Housing Grant for a first-timer citizen with a second-timer spouse or fiancé(e): half the Family Grant
   * the couple would get as first-timers, by the couple's citizenship
   */
  firstTimerSecondTimer: { citizenFamily: ResaleGrantAmounts; citizenAndPrFamily: ResaleGrantAmounts; toConfirm?: string };
  /** the highest average gross monthly household income, cents, inclusive */
  familyIncomeCeiling: Cents;
  /** the same for an extended family (parents or married children in the application) */
  extendedFamilyIncomeCeiling: Cents;
  /** a single buying alone */
  singleIncomeCeiling: Cents;
}

const dollars = (d: number) => (d * 100) as Cents;
const amounts = (upToFourRoom: number, fiveRoomOrLarger: number): ResaleGrantAmounts => ({ upToFourRoom: dollars(upToFourRoom), fiveRoomOrLarger: dollars(fiveRoomOrLarger) });

const HDB_PAGE = {
  publisher: 'HDB',
  title: 'CPF Housing Grants for Resale Flats (Families)',
  url: 'https://www.hdb.gov.sg/residential/buying-a-flat/flat-and-grant-eligibility/couples-and-families/cpf-housing-grants-for-resale-flats-families',
  checkedOn: '2026-11-26',
} as const satisfies PolicySource;

export const CPF_HOUSING_GRANT_RESALE: DatedTable<CpfHousingGrantRule> = {
  name: 'CPF Housing Grant for resale flats',
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: '2023-02-13',
      source: {
        ...HDB_PAGE,
        title: 'CPF Housing Grants for Resale Flats, amounts before Budget 2023 (the stored HDB page still reads "up to $50,000")',
        toConfirm: 'Amounts before 14 Feb 2023 are worked back from the Budget 2023 increases (S$30,000 for 4-room or smaller, S$10,000 for larger); the income ceiling was S$12,000 before 11 Sep 2019.',
      },
      value: {
        citizenFamily: amounts(50_000, 40_000),
        citizenAndPrFamily: amounts(40_000, 30_000),
        single: amounts(25_000, 20_000),
        // HDB's "First-Timer and Second-Timer Couple Applicants" page: S$25,000 (2- to 4-room) / S$20,000 (5-room or bigger).
        firstTimerSecondTimer: {
          citizenFamily: amounts(25_000, 20_000),
          citizenAndPrFamily: amounts(20_000, 15_000),
          toConfirm: "A citizen with a permanent resident's Half-Housing Grant (S$20,000 / S$15,000) is half their Family Grant, HDB's rule, not read on HDB's page.",
        },
        familyIncomeCeiling: dollars(14_000),
        extendedFamilyIncomeCeiling: dollars(21_000),
        singleIncomeCeiling: dollars(7_000),
      },
    },
    {
      // Budget 2023 (14 Feb 2023, for resale applications from 3.30 pm that day): S$30,000 more for 4-room or
      // smaller, S$10,000 more for larger; singles half of families'.
      effectiveFrom: '2023-02-14',
      effectiveTo: null,
      source: { ...HDB_PAGE, title: 'CPF Housing Grants for Resale Flats (Families and Singles), amounts from 14 Feb 2023 (Budget 2023)' },
      value: {
        citizenFamily: amounts(80_000, 50_000),
        citizenAndPrFamily: amounts(70_000, 40_000),
        single: amounts(40_000, 25_000),
        firstTimerSecondTimer: {
          citizenFamily: amounts(40_000, 25_000),
          citizenAndPrFamily: amounts(35_000, 20_000),
          toConfirm:
            "A first-timer and second-timer couple's Half-Housing Grant (S$40,000 / S$25,000; S$35,000 / S$20,000 with a permanent resident) is HDB's rule, half the Family Grant, applied to the Budget 2023 amounts: HDB's page with these amounts could not be read.",
        },
        familyIncomeCeiling: dollars(14_000),
        extendedFamilyIncomeCeiling: dollars(21_000),
        singleIncomeCeiling: dollars(7_000),
      },
    },
  ],
};
