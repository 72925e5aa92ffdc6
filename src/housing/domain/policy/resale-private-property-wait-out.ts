/**
 * Buying an HDB resale flat after owning private residential property (docs/decisions.md "Who is buying"): from
 * 30 Sep 2022 (the cooling measures announced on 29 Sep 2022) a private property owner must sell it and wait 15
 * months before buying a resale flat without grants, unless aged 55 or older and buying a 4-room or smaller flat;
 * before, the private property had to be sold within 6 months of buying the resale flat.
 */
import type { DatedTable, PolicySource } from './dated-table.js';

export type WaitOutRule =
  | { kind: 'SELL_WITHIN'; months: number }
  | { kind: 'WAIT_OUT'; months: number; seniorsFromAge: number; seniorsUpToSize: 'FOUR_ROOM' };

const HDB_PAGE = {
  publisher: 'HDB',
  title: 'HDB and MND: measures to cool the property market (MND, MOF, MAS joint release, 29 Sep 2022): 15-month wait-out for private property owners buying an HDB resale flat',
  checkedOn: '2026-12-02',
} as const satisfies PolicySource;

export const RESALE_PRIVATE_PROPERTY_WAIT_OUT: DatedTable<WaitOutRule> = {
  name: 'Private property owners buying an HDB resale flat',
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: '2022-09-29',
      source: { ...HDB_PAGE, title: 'Before 30 Sep 2022: a private property owner could buy an HDB resale flat and sell the private property within 6 months' },
      value: { kind: 'SELL_WITHIN', months: 6 },
    },
    {
      effectiveFrom: '2022-09-30',
      effectiveTo: null,
      source: {
        ...HDB_PAGE,
        toConfirm: 'Still in force when last reported (Jun 2025, when the Minister said it may be reviewed): check with HDB that it has not been lifted.',
      },
      value: { kind: 'WAIT_OUT', months: 15, seniorsFromAge: 55, seniorsUpToSize: 'FOUR_ROOM' },
    },
  ],
};
