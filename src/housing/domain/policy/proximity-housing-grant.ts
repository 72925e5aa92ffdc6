/**
 * Proximity Housing Grant (PHG) for a resale flat bought to live with, or near, parents or a child: no income
 * ceiling, no first-timer condition (docs/decisions.md "Housing grants worked out").
 */
import type { Cents } from '../../../shared-kernel/money.js';
import type { DatedTable, PolicySource } from './dated-table.js';

export interface ProximityAmounts {
  /** in the same flat as parents or a child */
  livingWith: Cents;
  /** within the distance below; 0 when living near did not count */
  livingNear: Cents;
}

export interface ProximityGrantRule {
  family: ProximityAmounts;
  single: ProximityAmounts;
  /** what "near" means, in kilometres */
  nearWithinKm: number;
}

const dollars = (d: number) => (d * 100) as Cents;

const HDB_PAGE = {
  publisher: 'HDB',
  title: 'Proximity Housing Grant',
  url: 'https://www.hdb.gov.sg/residential/buying-a-flat/flat-and-grant-eligibility/couples-and-families/proximity-housing-grant',
  checkedOn: '2026-11-26',
} as const satisfies PolicySource;

export const PROXIMITY_HOUSING_GRANT: DatedTable<ProximityGrantRule | null> = {
  name: 'Proximity Housing Grant',
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: '2015-08-23',
      source: { ...HDB_PAGE, title: 'Proximity Housing Grant, introduced for resale applications from 24 Aug 2015' },
      value: null,
    },
    {
      // "Near" was within 2 km or the same town then; we keep 4 km's question and read it as near.
      effectiveFrom: '2015-08-24',
      effectiveTo: '2018-02-18',
      source: {
        ...HDB_PAGE,
        title: 'Proximity Housing Grant as introduced on 24 Aug 2015 (families S$20,000 with or near; singles S$10,000 living with parents)',
        toConfirm: 'Until 18 Feb 2018 "near" meant within 2 km or the same town, not 4 km.',
      },
      value: { family: { livingWith: dollars(20_000), livingNear: dollars(20_000) }, single: { livingWith: dollars(10_000), livingNear: 0 as Cents }, nearWithinKm: 2 },
    },
    {
      effectiveFrom: '2018-02-19',
      effectiveTo: null,
      source: {
        ...HDB_PAGE,
        title: 'Proximity Housing Grant, amounts from 19 Feb 2018 (Budget 2018: families S$30,000 with / S$20,000 within 4 km; singles S$15,000 / S$10,000)',
      },
      value: { family: { livingWith: dollars(30_000), livingNear: dollars(20_000) }, single: { livingWith: dollars(15_000), livingNear: dollars(10_000) }, nearWithinKm: 4 },
    },
  ],
};
