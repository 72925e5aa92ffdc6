import type { ImportedDataFacts, ResidentAccount } from '../../../identity/public.js';
import { NotFound } from '../../../shared-kernel/errors.js';
import type { ExportedPreferences, ExportedProfile } from '../../domain/portability/export-document.js';
import { singaporeIso } from '../../domain/portability/export-mapper.js';
import type { ProfileSource } from '../../ports/portability.js';

const iso = (at: Date | null): string | null => (at === null ? null : singaporeIso(at));

/**
 * The profile and preferences from identity's account record. Only these fields: the Singpass subject, session
 * and sign-in counters are the product's bookkeeping, and the NRIC is never stored in clear (a keyed hash only).
 */
export function profileOf(
  user: ResidentAccount,
  imported: Pick<ImportedDataFacts, 'myinfoLatestPullConsentAt' | 'apimLatestPullConsentAt'> | null = null,
): { profile: ExportedProfile; preferences: ExportedPreferences } {
  return {
    profile: {
      name: user.name,
      dateOfBirth: user.dob,
      sex: user.sex,
      maritalStatus: user.maritalStatus,
      residentialStatus: user.residentialStatus,
      email: user.email,
      emailVerified: user.emailVerificationStatus === 'VERIFIED',
      employmentStatusRange: user.employmentStatusRange,
      workYearsRange: user.workYearsRange,
      registeredAt: singaporeIso(user.registeredAt),
    },
    preferences: {
      emailNotifications: user.emailNotificationsStatus,
      analyticsEnabled: user.analyticsEnabled,
      consentedToAppTermsAt: iso(user.consentedToAppTNCAt),
      latestConsentedToNoticeAt: iso(user.latestConsentedToAppNOCAt),
      // The latest Myinfo and bank-data consents live with the imported records, as GET /user reads them (the
      // profile's own columns are not written): the same facts, so the export says what the profile says.
      myinfoConsentAt: iso(imported?.myinfoLatestPullConsentAt ?? user.myinfoLatestPullConsentAt),
      bankDataConsentAt: iso(imported?.apimLatestPullConsentAt ?? user.apimLatestPullConsentAt),
    },
  };
}

export class IdentityProfileSource implements ProfileSource {
  constructor(
    private readonly accounts: { findById(userId: string): Promise<ResidentAccount | null> },
    private readonly importedFacts?: { factsFor(userId: string): Promise<ImportedDataFacts> },
  ) {}

  async read(userId: string): Promise<{ profile: ExportedProfile; preferences: ExportedPreferences }> {
    const [user, imported] = await Promise.all([this.accounts.findById(userId), this.importedFacts?.factsFor(userId) ?? null]);
    if (!user) throw new NotFound('DATA_IMPORT.ACCOUNT_NOT_FOUND', 'We could not find your account. Please log in again.');
    return profileOf(user, imported);
  }
}
