import type { HouseholdType, MaritalStatus, Residency } from '../../../../src/housing/adapters/http/housing.contract.js';
import { RadioGroup, SelectField, TextInput } from '../../shared/ui/fields';
import { BUYER_OPTIONS, validateBuyerAge, validatePropertiesOwned } from '../plan-form';
import { MARITAL_OPTIONS, buyerCount, profileStart, withBuyers, type ProfileFacts, type WhoIsBuying, type YesNo } from '../who-is-buying';

const RESIDENCY_OPTIONS: ReadonlyArray<{ value: Residency; label: string }> = [
  { value: 'CITIZEN', label: 'Singapore citizen' },
  { value: 'PR', label: 'Permanent resident' },
  { value: 'FOREIGNER', label: 'Foreigner' },
];
const YES_NO: ReadonlyArray<{ value: 'YES' | 'NO'; label: string }> = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
];
/** The hint of buyer 1's answer while it still is the profile's. */
const FROM_PROFILE = 'From your profile. Change it if it is different for this purchase.';

export interface WhoIsBuyingFieldsProps {
  /** prefixes each field's id: 'afford', 'plan', 'recommended' */
  idPrefix: string;
  value: WhoIsBuying;
  onChange: (value: WhoIsBuying) => void;
  revealed?: boolean;
  /** the resident's profile, to say which of buyer 1's answers came from it */
  profile?: ProfileFacts | null;
  /** the purchase date the profile's age is worked out on */
  purchaseDate: string;
}

/**
 * "Who is buying" (docs/decisions.md "Who is buying"): the household, its marital status, whether this is its first
 * home, and for each buyer the residency, age, housing subsidy and private property, each with why it is asked.
 */
export function WhoIsBuyingFields({ idPrefix, value, onChange, revealed, profile, purchaseDate }: WhoIsBuyingFieldsProps) {
  const buyers = buyerCount(value);
  const full = withBuyers(value, value.noOfBuyers);
  const set = (change: Partial<WhoIsBuying>) => onChange({ ...full, ...change });
  const setBuyer = <K extends 'buyerResidencies' | 'buyerAges' | 'buyerHadSubsidy' | 'buyerOwnedPrivateProperty'>(key: K, i: number, answer: WhoIsBuying[K][number]) =>
    set({ [key]: full[key].map((old, j) => (j === i ? answer : old)) } as Partial<WhoIsBuying>);
  const fromProfile = profileStart(profile, purchaseDate);
  const firstHome: YesNo = value.propertiesOwned.trim() === '' ? '' : value.propertiesOwned.trim() === '0' ? 'YES' : 'NO';
  const name = (i: number) => `Buyer ${i + 1}`;
  /** "Your residency" for one buyer, "Buyer 2: residency" for one of several. */
  const label = (i: number, yours: string, theirs: string) => (buyers === 1 ? yours : `${name(i)}: ${theirs}`);
  return (
    <div className="who-is-buying">
      <RadioGroup<HouseholdType>
        id={`${idPrefix}-household`}
        label="Who is buying?"
        hint="Singles and families buy under different HDB schemes, with different grants and income ceilings"
        inline
        value={value.householdType}
        onChange={(householdType) => set({ householdType })}
        options={[
          { value: 'FAMILY', label: 'A family or couple' },
          { value: 'SINGLE', label: 'Singles' },
        ]}
      />
      {value.householdType === 'FAMILY' && (
        <RadioGroup<MaritalStatus>
          id={`${idPrefix}-marital`}
          label="Are you married or engaged?"
          hint={
            fromProfile.maritalStatus && value.maritalStatus === fromProfile.maritalStatus
              ? `${FROM_PROFILE} IRAS remits the additional buyer's stamp duty of a married couple with a citizen buying their first home; an engaged couple buys under HDB's fiancé/fiancée scheme.`
              : "IRAS remits the additional buyer's stamp duty of a married couple with a citizen buying their first home; an engaged couple buys under HDB's fiancé/fiancée scheme."
          }
          optional
          value={value.maritalStatus}
          onChange={(maritalStatus) => set({ maritalStatus })}
          options={MARITAL_OPTIONS}
        />
      )}
      <RadioGroup
        id={`${idPrefix}-first-home`}
        label="Is this your first home?"
        hint="Do any of you own a home now, an HDB flat or private property, in Singapore or abroad? IRAS charges additional buyer's stamp duty on a second home"
        inline
        value={firstHome}
        onChange={(answer) => set({ propertiesOwned: answer === 'YES' ? '0' : value.propertiesOwned.trim() === '0' || value.propertiesOwned.trim() === '' ? '1' : value.propertiesOwned })}
        options={YES_NO}
      />
      {firstHome === 'NO' && (
        <TextInput
          id={`${idPrefix}-properties-owned`}
          label="Homes you own now"
          inputMode="numeric"
          hint="All buyers together, in Singapore or abroad: IRAS counts them for the additional buyer's stamp duty"
          value={value.propertiesOwned}
          onChange={(propertiesOwned) => set({ propertiesOwned })}
          validate={validatePropertiesOwned}
          forceShowError={revealed}
        />
      )}
      <SelectField
        id={`${idPrefix}-buyers`}
        label="Number of buyers"
        hint="We ask each buyer's residency, age and housing history: HDB and IRAS look at every buyer"
        value={String(buyers)}
        onChange={(noOfBuyers) => onChange(withBuyers(full, noOfBuyers))}
        options={BUYER_OPTIONS}
      />
      {Array.from({ length: buyers }, (_, i) => (
        <fieldset className="who-is-buying__buyer" key={i}>
          <legend>{buyers === 1 ? 'About you' : `Buyer ${i + 1}${i === 0 ? ' (you)' : ''}`}</legend>
          <SelectField<Residency>
            id={`${idPrefix}-residency-${i}`}
            label={label(i, 'Your residency', 'residency')}
            hint={
              i === 0
                ? `${fromProfile.residency && full.buyerResidencies[0] === fromProfile.residency ? `${FROM_PROFILE} ` : ''}It sets the additional buyer's stamp duty and the grants you can get, and which flats you may buy`
                : "Every buyer's counts: the highest stamp duty rate among you applies"
            }
            value={full.buyerResidencies[i] ?? 'CITIZEN'}
            onChange={(residency) => setBuyer('buyerResidencies', i, residency)}
            options={RESIDENCY_OPTIONS}
          />
          <TextInput
            id={`${idPrefix}-age-${i}`}
            label={label(i, 'Your age on the purchase date', 'age on the purchase date')}
            inputMode="numeric"
            optional
            hint={
              i === 0 && fromProfile.age !== undefined && full.buyerAges[0] === String(fromProfile.age)
                ? `${FROM_PROFILE} Worked out from your date of birth.`
                : i === 0
                  ? 'A single buys from 35; ages set how long an HDB loan can run and how much CPF an older flat can take'
                  : "Every buyer's counts: the average for the loan, the youngest for CPF"
            }
            value={full.buyerAges[i] ?? ''}
            onChange={(age) => setBuyer('buyerAges', i, age)}
            validate={validateBuyerAge}
            forceShowError={revealed}
          />
          <RadioGroup
            id={`${idPrefix}-subsidy-${i}`}
            label={label(i, 'Have you had a housing subsidy before?', 'had a housing subsidy before?')}
            hint="A flat bought from HDB, or a CPF housing grant. First-timers get the most grants; a first-timer with a second-timer spouse gets half"
            optional
            inline
            value={full.buyerHadSubsidy[i] ?? ''}
            onChange={(answer) => setBuyer('buyerHadSubsidy', i, answer)}
            options={YES_NO}
          />
          <RadioGroup
            id={`${idPrefix}-private-${i}`}
            label={label(i, 'Do you own, or have you owned in the last 30 months, private residential property?', 'owns, or owned in the last 30 months, private residential property?')}
            hint="In Singapore or abroad. HDB then sells no new flat, lends no HDB loan and gives no grant; a resale flat waits 15 months after the sale"
            optional
            inline
            value={full.buyerOwnedPrivateProperty[i] ?? ''}
            onChange={(answer) => setBuyer('buyerOwnedPrivateProperty', i, answer)}
            options={YES_NO}
          />
        </fieldset>
      ))}
    </div>
  );
}
