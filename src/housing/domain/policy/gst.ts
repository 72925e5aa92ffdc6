/**
 * Goods and services tax, charged on HDB's legal (conveyancing) fees. Kept with the housing tables rather than in
 * the shared kernel: only the housing plan charges it today, and a table moves to the kernel when a second context
 * needs it (docs/decisions.md "Housing rules as dated tables").
 */
import type { DatedTable, PolicySource } from './dated-table.js';

const IRAS_GST_PAGE = {
  publisher: 'IRAS',
  title: 'GST rate change: 7 % to 8 % on 1 Jan 2023 and 8 % to 9 % on 1 Jan 2024',
  url: 'https://www.iras.gov.sg/taxes/goods-services-tax-(gst)/gst-rate-change',
  checkedOn: '2026-11-26',
} as const satisfies PolicySource;

/** The GST rate in percent. */
export const GST_RATE: DatedTable<string> = {
  name: 'GST rate',
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: '2002-12-31',
      source: { ...IRAS_GST_PAGE, title: 'GST at 3 % (from its start on 1 Apr 1994)', toConfirm: 'The rates before 1 Jul 2007 could not be checked against IRAS here.' },
      value: '3',
    },
    {
      effectiveFrom: '2003-01-01',
      effectiveTo: '2003-12-31',
      source: { ...IRAS_GST_PAGE, title: 'GST at 4 % (2003)', toConfirm: 'The rates before 1 Jul 2007 could not be checked against IRAS here.' },
      value: '4',
    },
    {
      effectiveFrom: '2004-01-01',
      effectiveTo: '2007-06-30',
      source: { ...IRAS_GST_PAGE, title: 'GST at 5 % (1 Jan 2004 to 30 Jun 2007)', toConfirm: 'The rates before 1 Jul 2007 could not be checked against IRAS here.' },
      value: '5',
    },
    {
      effectiveFrom: '2007-07-01',
      effectiveTo: '2022-12-31',
      source: { ...IRAS_GST_PAGE, title: 'GST at 7 % (1 Jul 2007 to 31 Dec 2022)' },
      value: '7',
    },
    { effectiveFrom: '2023-01-01', effectiveTo: '2023-12-31', source: { ...IRAS_GST_PAGE, title: 'GST at 8 % (2023)' }, value: '8' },
    { effectiveFrom: '2024-01-01', effectiveTo: null, source: { ...IRAS_GST_PAGE, title: 'GST at 9 % (from 1 Jan 2024)' }, value: '9' },
  ],
};
