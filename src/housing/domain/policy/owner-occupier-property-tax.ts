/**
 * IRAS's property tax rates for an owner-occupied home, as marginal bands on the flat's annual value (AV: the rent
 * IRAS estimates it would fetch in a year), by the year of the tax (docs/decisions.md "Housing rules completed").
 * IRAS does not publish an HDB flat's AV per flat (the owner finds it on the property tax bill or myTax Portal), so
 * the plan works the tax out only from an AV the resident enters. One-off rebates (20 % for HDB flats in 2025) are
 * not counted. Before 2015 no row is kept: the tax is then the resident's own estimate.
 */
import type { Cents } from '../../../shared-kernel/money.js';
import type { DatedTable, PolicySource } from './dated-table.js';

export interface PropertyTaxBand {
  /** the band's top, annual value in cents; null for the last band */
  upTo: Cents | null;
  percent: number;
}

const IRAS_RATES: PolicySource = {
  publisher: 'IRAS',
  title: 'Property tax rates for residential properties: owner-occupier tax rates',
  url: 'https://www.iras.gov.sg/taxes/property-tax/property-owners/property-tax-rates-and-assessment/property-tax-rates',
  checkedOn: '2026-12-02',
};

const band = (dollars: number | null, percent: number): PropertyTaxBand => ({ upTo: dollars === null ? null : ((dollars * 100) as Cents), percent });

export const OWNER_OCCUPIER_PROPERTY_TAX: DatedTable<readonly PropertyTaxBand[] | null> = {
  name: 'Property tax: owner-occupier residential rates',
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: '2014-12-31',
      source: { ...IRAS_RATES, title: 'Owner-occupier rates before 1 Jan 2015 are not kept: the property tax is your estimate' },
      value: null,
    },
    {
      effectiveFrom: '2015-01-01',
      effectiveTo: '2022-12-31',
      source: { ...IRAS_RATES, title: `${IRAS_RATES.title}, effective 1 Jan 2015: 0 % on the first S$8,000, 4 % on the next S$47,000, then 6 / 8 / 10 / 12 / 14 % on each next S$15,000, 16 % above S$130,000` },
      value: [band(8_000, 0), band(55_000, 4), band(70_000, 6), band(85_000, 8), band(100_000, 10), band(115_000, 12), band(130_000, 14), band(null, 16)],
    },
    {
      effectiveFrom: '2023-01-01',
      effectiveTo: '2023-12-31',
      source: { ...IRAS_RATES, title: `${IRAS_RATES.title}, effective 1 Jan 2023 (Budget 2022, first step): 0 % on the first S$8,000, 4 % to S$30,000, 5 % to S$40,000, 7 % to S$55,000, 10 % to S$70,000, 14 % to S$85,000, 18 % to S$100,000, 23 % above` },
      value: [band(8_000, 0), band(30_000, 4), band(40_000, 5), band(55_000, 7), band(70_000, 10), band(85_000, 14), band(100_000, 18), band(null, 23)],
    },
    {
      effectiveFrom: '2024-01-01',
      effectiveTo: '2024-12-31',
      source: { ...IRAS_RATES, title: `${IRAS_RATES.title}, effective 1 Jan 2024 (Budget 2022, second step): 0 % on the first S$8,000, 4 % to S$30,000, 6 % to S$40,000, 10 % to S$55,000, 14 % to S$70,000, 20 % to S$85,000, 26 % to S$100,000, 32 % above` },
      value: [band(8_000, 0), band(30_000, 4), band(40_000, 6), band(55_000, 10), band(70_000, 14), band(85_000, 20), band(100_000, 26), band(null, 32)],
    },
    {
      effectiveFrom: '2025-01-01',
      effectiveTo: null,
      source: {
        ...IRAS_RATES,
        title: `${IRAS_RATES.title}, effective 1 Jan 2025 (annual value bands raised at Budget 2024): 0 % on the first S$12,000, 4 % to S$40,000, 6 % to S$50,000, 10 % to S$75,000, 14 % to S$85,000, 20 % to S$100,000, 26 % to S$140,000, 32 % above`,
      },
      value: [band(12_000, 0), band(40_000, 4), band(50_000, 6), band(75_000, 10), band(85_000, 14), band(100_000, 20), band(140_000, 26), band(null, 32)],
    },
  ],
};
