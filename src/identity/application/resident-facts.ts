import type { EmploymentStatusRange } from '../domain/enums.js';
import type { UserRepository } from '../ports/user-repository.js';

/** What other contexts may know about a resident (through public.ts): their date of birth and employment status. */
export interface ResidentFactsResult {
  /** 'YYYY-MM-DD'; null when unknown. */
  dateOfBirth: string | null;
  employmentStatus: EmploymentStatusRange | null;
}

/** The resident's facts from their profile (one read by id); a resident who no longer exists has none. */
export class ResidentFacts {
  constructor(private readonly users: UserRepository) {}

  async execute(userId: string): Promise<ResidentFactsResult> {
    const user = await this.users.findById(userId);
    return { dateOfBirth: user?.dob ?? null, employmentStatus: user?.employmentStatusRange ?? null };
  }
}
