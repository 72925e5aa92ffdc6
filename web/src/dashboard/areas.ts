/**
 * The dashboard's three areas and their names, apart from health-levels.ts because the edit routes (in the first
 * page's chunk) need only these (docs/decisions.md "Web performance budget").
 */
export type Area = 'cashflow' | 'wealth' | 'protection';

export const AREA_TITLES: Readonly<Record<Area, string>> = {
  cashflow: 'Cashflow',
  wealth: 'Wealth',
  protection: 'Protection',
};
