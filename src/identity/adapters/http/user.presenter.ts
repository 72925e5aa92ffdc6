import { needsNoticeOfCollectionConsent } from '../../../shared-kernel/access-gating.js';
import type { User } from '../../domain/user.js';
import type { ProfileFacts } from '../../domain/profile-facts.js';
import { ageOn, ageRange, fieldsFromMyinfo, isOnboardingComplete, isReturnUser } from '../../domain/user.js';
import type { UserProfile } from './identity.contract.js';

/** What a profile's derived fields depend on besides the user. */
export interface ProfileContext {
  /** Today in Singapore, 'YYYY-MM-DD' (for the age). */
  today: string;
  /** The notice-of-collection cut-off of this environment (shared-kernel `nocCutoffDate`). */
  nocCutoffDate: string;
}

/** Reads the profile fields other contexts hold (`ReadProfileFacts`). */
export interface ProfileFactsReader {
  execute(userId: string): Promise<ProfileFacts>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The whitelist of what a resident's profile looks like on the wire (spec 1 §3). Secrets never appear. The fields
 * whose truth lives in other contexts (consents, banks, money-plan figures, planning started) come from `facts`
 * (`ReadProfileFacts`), never from copies on the `users` row.
 */
export function presentUser(user: User, context: ProfileContext, facts: ProfileFacts): UserProfile {
  const age = ageOn(user.dob, context.today);
  const latestConsentedToAppNOCAt = iso(user.latestConsentedToAppNOCAt);
  const fromMyinfo = fieldsFromMyinfo(user);
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
    analyticsEnabled: user.analyticsEnabled,
    deferEmailVerification: user.deferEmailVerification,
    hasStartedPlanning: facts.hasStartedPlanning,
    dayOfTransfer: facts.dayOfTransfer,
    targetMonthlySavings: facts.targetMonthlySavings,
    automaticTransferStatus: facts.automaticTransferStatus,
    hasCompletedFeedbackForm: user.hasCompletedFeedbackForm,
    consentedToAppTNCAt: iso(user.consentedToAppTNCAt),
    latestConsentedToAppNOCAt,
    registeredAt: user.registeredAt.toISOString(),
    lastLogin: iso(user.lastLogin),
    isReturnUser: isReturnUser(user),
    accountStatus: user.accountStatus,
    scheduledDeletionAt: user.accountStatus === 'PENDING_DELETION' ? iso(user.scheduledDeletionAt) : null,
    apimMyinfoDataSelectionState: user.apimMyinfoDataSelectionState,
    myinfoLatestPullConsentAtDate: iso(facts.myinfoLatestPullConsentAt),
    apimLatestPullConsentAtDate: iso(facts.apimLatestPullConsentAt),
    connectedBanks: facts.connectedBanks,
    totalBudget: facts.totalBudget,
    estimatedMonthlyExpenses: facts.estimatedMonthlyExpenses,
    onboardingComplete: isOnboardingComplete(user),
    needsNoticeOfCollectionConsent: needsNoticeOfCollectionConsent({ latestConsentedToAppNOCAt, nocCutoffDate: context.nocCutoffDate }),
    ...(fromMyinfo.length > 0 ? { fromMyinfo } : {}),
  };
}
