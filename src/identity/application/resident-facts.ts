import type { EmploymentStatusRange } from '../domain/enums.js';
import type { User } from '../domain/user.js';
import type { UserRepository } from '../ports/user-repository.js';

/** What other contexts may know about a resident (through public.ts): their date of birth and employment status. */
export interface ResidentFactsResult {
  /** 'YYYY-MM-DD'; null when unknown. */
  dateOfBirth: string | null;
  employmentStatus: EmploymentStatusRange | null;
}

/** The facts of a resident already loaded (the signed-in one, `ctx.state.currentUser`): no read needed. */
export function residentFactsOf(user: Pick<User, 'dob' | 'employmentStatusRange'> | null): ResidentFactsResult {
  return { dateOfBirth: user?.dob ?? null, employmentStatus: user?.employmentStatusRange ?? null };
}

/** The resident's facts from their profile (one read by id); a resident who no longer exists has none. */
export class ResidentFacts {
  constructor(private readonly users: UserRepository) {}

  async execute(userId: string): Promise<ResidentFactsResult> {
    return residentFactsOf(await this.users.findById(userId));
  }
}
