import type { EmploymentStatusRange } from '../domain/enums.js';
import { fieldsFromMyinfo, type User } from '../domain/user.js';
import { singaporeDayOf } from '../../shared-kernel/dates.js';
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

/**
 * The profile facts a plan reads with where each came from: the date of birth and residential status, each marked
 * "from Myinfo" only while it holds Myinfo's value (docs/decisions.md "Imports ask before they add"), and the date
 * of the latest Myinfo retrieval as their as-of date.
 */
export interface ResidentProfileFacts extends ResidentFactsResult {
  residentialStatus: 'CITIZEN' | 'PR' | 'FOREIGNER' | null;
  dateOfBirthFromMyinfo: boolean;
  residentialStatusFromMyinfo: boolean;
  /** 'YYYY-MM-DD' in Singapore of the latest Myinfo retrieval; null if never */
  myinfoRetrievedOn: string | null;
}

/** The profile facts of a resident already loaded (the signed-in one): no read needed. */
export function residentProfileFactsOf(
  user: Pick<User, 'dob' | 'employmentStatusRange' | 'name' | 'sex' | 'maritalStatus' | 'residentialStatus' | 'myinfoBasics' | 'myinfoLatestPullConsentAt'>,
): ResidentProfileFacts {
  const fromMyinfo = fieldsFromMyinfo(user);
  return {
    ...residentFactsOf(user),
    residentialStatus: user.residentialStatus,
    dateOfBirthFromMyinfo: fromMyinfo.includes('dob'),
    residentialStatusFromMyinfo: fromMyinfo.includes('residentialStatus'),
    myinfoRetrievedOn: user.myinfoLatestPullConsentAt === null ? null : singaporeDayOf(user.myinfoLatestPullConsentAt),
  };
}
