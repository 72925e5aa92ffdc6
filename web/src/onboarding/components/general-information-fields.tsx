import { DateInput, RadioGroup, SelectField, TextInput } from '../../shared/ui/fields';
import type { GeneralInformationField, GeneralInformationValues } from '../general-information';
import { MARITAL_OPTIONS, RESIDENTIAL_OPTIONS, SEX_OPTIONS, validateChoice, validateDob, validateName } from '../profile-rules';

export interface GeneralInformationFieldsProps {
  values: GeneralInformationValues;
  onChange: <K extends GeneralInformationField>(field: K, value: GeneralInformationValues[K]) => void;
  /** Singapore's 'YYYY-MM-DD' today: the latest date of birth. */
  today: string;
  /** A pressed, blocked submit: show every error (spec 1 §5). */
  revealed: boolean;
  /** The server's per-field messages (400 `details`). */
  errors: Partial<Record<GeneralInformationField, string>>;
  /** A line under a field's label (e.g. 'Retrieved from Myinfo'). */
  hints?: Partial<Record<GeneralInformationField, string | undefined>>;
}

/**
 * The five 'general information' questions with the spec's rules: onboarding step 1 asks them and the profile's
 * 'Edit general information' page edits them, with exactly the same fields, texts and checks.
 */
export function GeneralInformationFields({ values, onChange, today, revealed, errors, hints = {} }: GeneralInformationFieldsProps) {
  return (
    <>
      <TextInput
        label="Full name"
        value={values.name}
        onChange={(value) => onChange('name', value)}
        validate={validateName}
        forceShowError={revealed}
        error={errors.name}
        hint={hints.name}
        autoComplete="name"
        maxLength={80}
      />
      <DateInput
        label="Date of birth"
        value={values.dob}
        onChange={(value) => onChange('dob', value)}
        validate={(value) => validateDob(value, today)}
        forceShowError={revealed}
        error={errors.dob}
        hint={hints.dob}
        autoComplete="bday"
        max={today}
        className="field--narrow"
      />
      <RadioGroup
        label="Sex"
        value={values.sex}
        options={SEX_OPTIONS}
        onChange={(value) => onChange('sex', value)}
        validate={validateChoice}
        forceShowError={revealed}
        error={errors.sex}
        hint={hints.sex}
        inline
      />
      <SelectField
        label="Marital status"
        value={values.maritalStatus}
        options={MARITAL_OPTIONS}
        onChange={(value) => onChange('maritalStatus', value)}
        validate={validateChoice}
        forceShowError={revealed}
        error={errors.maritalStatus}
        hint={hints.maritalStatus}
      />
      <RadioGroup
        label="Residential status"
        value={values.residentialStatus}
        options={RESIDENTIAL_OPTIONS}
        onChange={(value) => onChange('residentialStatus', value)}
        validate={validateChoice}
        forceShowError={revealed}
        error={errors.residentialStatus}
        hint={hints.residentialStatus}
      />
    </>
  );
}
