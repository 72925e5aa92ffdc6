/** Employment status as the identity context stores it (spec 1 onboarding step 2). */
export type ResidentEmploymentStatus = 'FULL_PART_TIME' | 'SELF_FREELANCE' | 'UNEMPLOYED' | 'NOT_WORKING';

/** What cashflow-wealth knows about the resident from their profile. */
export interface ResidentFacts {
  /** 'YYYY-MM-DD'; null when unknown (for CPF: treated as younger than 55) */
  dateOfBirth: string | null;
  employmentStatus: ResidentEmploymentStatus | null;
}

/** Where the resident's facts come from (the identity context, through its public API). */
export interface ResidentFactsSource {
  factsOf(userId: string): Promise<ResidentFacts>;
}
