/**
 * When the Home Protection Scheme (HPS) is compulsory (docs/decisions.md "Housing rules completed"): CPF Board insures
 * an HDB flat's owners who pay the monthly housing loan instalments with their CPF savings, whoever lent the money
 * (HDB or a bank: CPF's own FAQ adjusts the cover of bank loans too). Without CPF instalments it is optional, so the
 * plan counts no premium. The premium itself comes from CPF's premium tables (age, loan, term, share of cover): the
 * plan keeps the resident's estimate.
 */
import type { DatedTable } from './dated-table.js';

export interface HomeProtectionRule {
  /** HPS is compulsory when CPF savings pay the monthly instalments of an HDB flat's housing loan */
  compulsoryWithCpfInstalments: boolean;
  /** the lenders whose loans it covers when compulsory */
  lenders: ReadonlyArray<'HDB' | 'BANK'>;
}

export const HOME_PROTECTION_SCHEME: DatedTable<HomeProtectionRule> = {
  name: 'Home Protection Scheme: when it is compulsory',
  rows: [
    {
      // Compulsory with CPF instalments since 1 Nov 1981; every purchase date the plan allows is later.
      effectiveFrom: null,
      effectiveTo: null,
      source: {
        publisher: 'CPF Board',
        title:
          'Home Protection Scheme: "You have to be insured under HPS if you are using your CPF savings to pay for your monthly housing loan instalments on your HDB flat" (HDB loans and bank loans alike; HDB\'s key collection page: "HPS is compulsory if you use CPF savings to pay the housing loan instalments")',
        url: 'https://www.cpf.gov.sg/member/home-ownership/protecting-against-losing-your-home',
        checkedOn: '2026-12-02',
      },
      value: { compulsoryWithCpfInstalments: true, lenders: ['HDB', 'BANK'] },
    },
  ],
};
