import { useState } from 'react';
import type { EmploymentStatusRange, UserProfile, WorkYearsRange } from '../../../../src/identity/adapters/http/identity.contract.js';
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

/**
 * The answers of the two work questions, started from what the resident saved, for onboarding step 3 and the
 * profile's edit page alike. Changing an answer clears the server's message about that field.
 */
export function useEmploymentAnswers(user: UserProfile, clearServerError: (field: EmploymentField) => void) {
  const saved = { employment: user.employmentStatusRange ?? '', workYears: user.workYearsRange ?? '' } as const;
  const [employment, setEmployment] = useState<EmploymentStatusRange | ''>(saved.employment);
  const [workYears, setWorkYears] = useState<WorkYearsRange | ''>(saved.workYears);
  return {
    valid: validateChoice(employment) === null && validateChoice(workYears) === null,
    changed: employment !== saved.employment || workYears !== saved.workYears,
    /** Only call once `valid`. */
    answers: () => ({ employmentStatusRange: employment as EmploymentStatusRange, workYearsRange: workYears as WorkYearsRange }),
    fieldProps: {
      employment,
      workYears,
      onEmploymentChange: (value: EmploymentStatusRange) => {
        setEmployment(value);
        clearServerError('employmentStatusRange');
      },
      onWorkYearsChange: (value: WorkYearsRange) => {
        setWorkYears(value);
        clearServerError('workYearsRange');
      },
    },
  };
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
