import type { EmploymentStatusRange, WorkYearsRange } from '../../../../src/identity/adapters/http/identity.contract.js';
import { RadioGroup } from '../../shared/ui/fields';
import { EMPLOYMENT_OPTIONS, WORK_YEARS_OPTIONS, validateChoice } from '../profile-rules';

export const EMPLOYMENT_FIELDS = ['employmentStatusRange', 'workYearsRange'] as const;
export type EmploymentField = (typeof EMPLOYMENT_FIELDS)[number];

export interface EmploymentFieldsProps {
  employment: EmploymentStatusRange | '';
  workYears: WorkYearsRange | '';
  onEmploymentChange: (value: EmploymentStatusRange) => void;
  onWorkYearsChange: (value: WorkYearsRange) => void;
  revealed: boolean;
  errors: Partial<Record<EmploymentField, string>>;
}

/** The two work questions: asked by onboarding step 3 and edited again from the profile. */
export function EmploymentFields({ employment, workYears, onEmploymentChange, onWorkYearsChange, revealed, errors }: EmploymentFieldsProps) {
  return (
    <>
      <RadioGroup
        label="What is your employment status?"
        value={employment}
        options={EMPLOYMENT_OPTIONS}
        onChange={onEmploymentChange}
        validate={validateChoice}
        forceShowError={revealed}
        error={errors.employmentStatusRange}
      />
      <RadioGroup
        label="How many years have you worked in total?"
        value={workYears}
        options={WORK_YEARS_OPTIONS}
        onChange={onWorkYearsChange}
        validate={validateChoice}
        forceShowError={revealed}
        error={errors.workYearsRange}
      />
    </>
  );
}
