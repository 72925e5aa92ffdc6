/** The insurance enumerations of spec 2 §9 with the words the panel shows. */
import type { InsuranceDetails } from './wealth.types';

type Options<K extends keyof InsuranceDetails> = ReadonlyArray<{ value: NonNullable<InsuranceDetails[K]> & string; label: string }>;

export const INSURANCE_OPTIONS: {
  policyType: Options<'policyType'>;
  productType: Options<'productType'>;
  premiumFrequency: Options<'premiumFrequency'>;
} = {
  policyType: [
    { value: 'PARTICIPATING', label: 'Participating' },
    { value: 'NON_PARTICIPATING', label: 'Non-participating' },
    { value: 'INVESTMENT_LINKED', label: 'Investment-linked' },
    { value: 'UNIVERSAL_LIFE', label: 'Universal life' },
  ],
  productType: [
    { value: 'TERM', label: 'Term' },
    { value: 'WHOLE_LIFE', label: 'Whole life' },
    { value: 'ENDOWMENT', label: 'Endowment' },
    { value: 'ANNUITY', label: 'Annuity' },
    { value: 'MEDICAL', label: 'Medical' },
    { value: 'LONG_TERM_CARE', label: 'Long-term care' },
    { value: 'CRITICAL_ILLNESS', label: 'Critical illness' },
    { value: 'DISABILITY', label: 'Disability' },
    { value: 'PERSONAL_ACCIDENT', label: 'Personal accident' },
    { value: 'OTHERS', label: 'Others' },
  ],
  premiumFrequency: [
    { value: 'MONTHLY', label: 'Monthly' },
    { value: 'QUARTERLY', label: 'Quarterly' },
    { value: 'SEMI_ANNUALLY', label: 'Half-yearly' },
    { value: 'ANNUALLY', label: 'Yearly' },
    { value: 'SINGLE_PREMIUM', label: 'Single premium' },
    { value: 'OTHERS', label: 'Others' },
  ],
};
