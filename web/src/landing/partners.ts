/**
 * The institutions a resident can bring data from (spec 1 §1: "7 partner banks, a central depository and 7 insurers"),
 * named in text only: we hold no rights to their logos. The names follow SGFinDex's list of participating financial
 * institutions (source in docs/decisions.md "Spec gaps closed"); the banks match the bank-data enumeration
 * (src/data-import/domain/bank-data.ts).
 */
export interface PartnerGroup {
  id: 'banks' | 'depository' | 'insurers';
  title: string;
  names: readonly string[];
}

export const PARTNER_GROUPS: readonly PartnerGroup[] = [
  {
    id: 'banks',
    title: 'Banks',
    names: ['Citibank', 'DBS Bank and POSB', 'HSBC', 'Maybank', 'OCBC Bank', 'Standard Chartered Bank', 'UOB'],
  },
  { id: 'depository', title: 'Central depository', names: ['The Central Depository (CDP), part of SGX Group'] },
  {
    id: 'insurers',
    title: 'Insurers',
    names: ['AIA', 'Great Eastern', 'HSBC Life', 'Income Insurance', 'Manulife', 'Prudential', 'Singlife'],
  },
];
