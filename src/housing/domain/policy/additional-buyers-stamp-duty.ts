/**
 * Additional buyer's stamp duty on residential property (IRAS), on the same dutiable value as the buyer's stamp
 * duty, by the buyer's residency and how many residential properties they will own with this one. For a joint
 * purchase IRAS charges the highest rate that applies to any of the buyers (docs/decisions.md "Housing rules as
 * dated tables").
 */
import type { DatedTable, PolicySource } from './dated-table.js';

/** Percent by residency; the list's last figure applies to that purchase and every later one. */
export interface AbsdRates {
  /** [first, second, third and later] residential property */
  CITIZEN: readonly [string, string, string];
  PR: readonly [string, string, string];
  /** any residential property */
  FOREIGNER: string;
}

const IRAS_ABSD_PAGE = {
  publisher: 'IRAS',
  title: "Additional Buyer's Stamp Duty (ABSD): rates for individuals",
  url: "https://www.iras.gov.sg/taxes/stamp-duty/for-property/buying-or-acquiring-property/additional-buyer's-stamp-duty-(absd)",
  checkedOn: '2026-11-26',
} as const satisfies PolicySource;

export const ADDITIONAL_BUYERS_STAMP_DUTY: DatedTable<AbsdRates> = {
  name: "Additional buyer's stamp duty rates (residential, individuals)",
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: '2011-12-07',
      source: { ...IRAS_ABSD_PAGE, title: 'No additional buyer\'s stamp duty before it was introduced on 8 Dec 2011' },
      value: { CITIZEN: ['0', '0', '0'], PR: ['0', '0', '0'], FOREIGNER: '0' },
    },
    {
      effectiveFrom: '2011-12-08',
      effectiveTo: '2013-01-11',
      source: {
        ...IRAS_ABSD_PAGE,
        title: `${IRAS_ABSD_PAGE.title}: from 8 Dec 2011`,
        toConfirm: 'These first rates (citizens 0 / 0 / 3 %, permanent residents 0 / 3 / 3 %, foreigners 10 %) could not be checked against IRAS here.',
      },
      value: { CITIZEN: ['0', '0', '3'], PR: ['0', '3', '3'], FOREIGNER: '10' },
    },
    {
      effectiveFrom: '2013-01-12',
      effectiveTo: '2018-07-05',
      source: { ...IRAS_ABSD_PAGE, title: `${IRAS_ABSD_PAGE.title}: from 12 Jan 2013` },
      value: { CITIZEN: ['0', '7', '10'], PR: ['5', '10', '10'], FOREIGNER: '15' },
    },
    {
      effectiveFrom: '2018-07-06',
      effectiveTo: '2021-12-15',
      source: { ...IRAS_ABSD_PAGE, title: `${IRAS_ABSD_PAGE.title}: from 6 Jul 2018` },
      value: { CITIZEN: ['0', '12', '15'], PR: ['5', '15', '15'], FOREIGNER: '20' },
    },
    {
      effectiveFrom: '2021-12-16',
      effectiveTo: '2023-04-26',
      source: { ...IRAS_ABSD_PAGE, title: `${IRAS_ABSD_PAGE.title}: from 16 Dec 2021` },
      value: { CITIZEN: ['0', '17', '25'], PR: ['5', '25', '30'], FOREIGNER: '30' },
    },
    {
      effectiveFrom: '2023-04-27',
      effectiveTo: null,
      source: { ...IRAS_ABSD_PAGE, title: `${IRAS_ABSD_PAGE.title}: from 27 Apr 2023` },
      value: { CITIZEN: ['0', '20', '30'], PR: ['5', '30', '35'], FOREIGNER: '60' },
    },
  ],
};
