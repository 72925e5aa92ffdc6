import type { NotificationFacts } from '../../domain/notifications/notification-facts.js';
import { profileOnlyFacts } from '../../domain/notifications/notification-facts.js';
import type { User } from '../../domain/user.js';
import type { NotificationFactsSource } from '../../ports/notification-facts-source.js';

/**
 * The facts the identity context holds itself: the resident's profile (already loaded with the session, so no
 * query). The money facts (bank-data month, last cash and investments updates, target and emergency-fund dates)
 * belong to contexts not built yet and stay "no data" here. When such a context arrives it adds its reads to this
 * adapter through its own public API (see docs/decisions.md "Notifications"), and the due rules need no change.
 */
export class ProfileNotificationFactsSource implements NotificationFactsSource {
  async factsFor(user: User): Promise<NotificationFacts> {
    return profileOnlyFacts({
      registeredAt: user.registeredAt,
      consentedToAppTermsAt: user.consentedToAppTNCAt,
      emailVerified: user.emailVerificationStatus === 'VERIFIED',
      hasCompletedFeedbackForm: user.hasCompletedFeedbackForm,
      bankDataConsentAt: user.apimLatestPullConsentAt,
    });
  }
}
