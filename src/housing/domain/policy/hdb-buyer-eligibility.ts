/**
 * Who may buy an HDB flat and take an HDB loan, apart from income (docs/decisions.md "Who is buying"): the singles'
 * minimum age (HDB's Single Singapore Citizen scheme, for new and resale flats), the new flat a single may buy, and how
 * far back private property counts against a new flat, the grants and an HDB loan.
 */
import type { DatedTable, PolicySource } from './dated-table.js';

export interface BuyerEligibilityRule {
  /** a single (unmarried or divorced) buys a new or resale flat from this age; 21 for a widow(er) or orphan */
  singleMinimumAge: number;
  /** the only new flat a single may buy from HDB */
  singleNewFlat: 'TWO_ROOM';
  /** no buyer may own, or have owned within this many months, private residential property: new flats, the HDB loan, the grants */
  privatePropertyLookbackMonths: number;
}

const HDB_SINGLES_PAGE = {
  publisher: 'HDB',
  title: 'Flat and grant eligibility: Singles (35 and above; 2-room Flexi new flats; citizens only)',
  url: 'https://www.hdb.gov.sg/residential/buying-a-flat/flat-and-grant-eligibility/singles',
  checkedOn: '2026-12-02',
} as const satisfies PolicySource;

export const HDB_BUYER_ELIGIBILITY: DatedTable<BuyerEligibilityRule> = {
  name: 'HDB buyer eligibility (singles, private property)',
  rows: [
    {
      // The Single Singapore Citizen scheme dates from Oct 1991; the 30 months are HDB's and the HDB loan's page's.
      effectiveFrom: null,
      effectiveTo: null,
      source: HDB_SINGLES_PAGE,
      value: { singleMinimumAge: 35, singleNewFlat: 'TWO_ROOM', privatePropertyLookbackMonths: 30 },
    },
  ],
};

export interface CitizenshipRule {
  /** a family buying a new flat: a citizen with another citizen or a permanent resident */
  newFlatFamily: 'CITIZEN_WITH_CITIZEN_OR_PR';
  /** a family buying a resale flat: that, or two permanent residents (each one for 3 years), without grants */
  resaleFamily: 'CITIZEN_WITH_CITIZEN_OR_PR_OR_TWO_PRS';
  /** years each permanent resident of a household of permanent residents must have held the status */
  permanentResidentYears: number;
  /** an HDB loan needs a Singapore citizen among the buyers */
  hdbLoanNeedsCitizen: true;
}

export const HDB_CITIZENSHIP: DatedTable<CitizenshipRule> = {
  name: 'HDB citizenship conditions (flats and the HDB loan)',
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: null,
      source: {
        publisher: 'HDB',
        title: 'Flat and grant eligibility: Couples and families (a citizen with a citizen or permanent resident; two permanent residents for resale flats only) and Eligibility Conditions for HDB Housing Loan (at least 1 buyer a Singapore citizen)',
        url: 'https://www.hdb.gov.sg/cs/infoweb/residential/financing-a-flat-purchase/housing-loan-from-hdb/eligibility-conditions',
        checkedOn: '2026-12-02',
        toConfirm: "The two-permanent-residents rule for resale flats (each a permanent resident for 3 years, no grants) is from HDB's scheme table as reported, not read on HDB's current page.",
      },
      value: { newFlatFamily: 'CITIZEN_WITH_CITIZEN_OR_PR', resaleFamily: 'CITIZEN_WITH_CITIZEN_OR_PR_OR_TWO_PRS', permanentResidentYears: 3, hdbLoanNeedsCitizen: true },
    },
  ],
};
