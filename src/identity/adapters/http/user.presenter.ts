import type { User } from '../../domain/user.js';
import { ageOn, ageRange, isReturnUser } from '../../domain/user.js';
import type { UserProfile } from './identity.contract.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The whitelist of what a resident's profile looks like on the wire (spec 1 §3). Secrets never appear. */
export function presentUser(user: User, today: string): UserProfile {
  const age = ageOn(user.dob, today);
  return {
    id: user.id,
    name: user.name,
    dob: user.dob,
    sex: user.sex,
    maritalStatus: user.maritalStatus,
    residentialStatus: user.residentialStatus,
    email: user.email,
    age,
    ageRange: ageRange(age),
    workYearsRange: user.workYearsRange,
    employmentStatusRange: user.employmentStatusRange,
    emailVerificationStatus: user.emailVerificationStatus,
    emailNotificationsStatus: user.emailNotificationsStatus,
    deferEmailVerification: user.deferEmailVerification,
    hasStartedPlanning: user.hasStartedPlanning,
    dayOfTransfer: user.dayOfTransfer,
    targetMonthlySavings: user.targetMonthlySavings,
    automaticTransferStatus: user.automaticTransferStatus,
    hasCompletedFeedbackForm: user.hasCompletedFeedbackForm,
    consentedToAppTNCAt: iso(user.consentedToAppTNCAt),
    latestConsentedToAppNOCAt: iso(user.latestConsentedToAppNOCAt),
    registeredAt: user.registeredAt.toISOString(),
    lastLogin: iso(user.lastLogin),
    isReturnUser: isReturnUser(user),
    accountStatus: user.accountStatus,
    apimMyinfoDataSelectionState: user.apimMyinfoDataSelectionState,
    myinfoLatestPullConsentAtDate: iso(user.myinfoLatestPullConsentAt),
    apimLatestPullConsentAtDate: iso(user.apimLatestPullConsentAt),
    connectedBanks: [],
    totalBudget: null,
    estimatedMonthlyExpenses: null,
  };
}
