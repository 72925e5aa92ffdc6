import type { NotificationFacts } from '../../domain/notifications/notification-facts.js';
import { profileOnlyFacts } from '../../domain/notifications/notification-facts.js';
import type { User } from '../../domain/user.js';
import type { NotificationFactsSource } from '../../ports/notification-facts-source.js';
import type { BankDataMonthSource } from '../../ports/bank-data-month-source.js';

/**
 * The facts the identity context holds itself: the resident's profile (already loaded with the session, so no
 * query), plus the bank-data month from data-import through the `BankDataMonthSource` port. The other money facts
 * (last cash and investments updates, target and emergency-fund dates) belong to contexts not built yet and stay
 * "no data" here. When such a context arrives it binds a source the same way (see docs/decisions.md
 * "Notifications"), and the due rules need no change.
 */
export class ProfileNotificationFactsSource implements NotificationFactsSource {
  constructor(private readonly bankData: BankDataMonthSource | null = null) {}

  async factsFor(user: User): Promise<NotificationFacts> {
    const facts = profileOnlyFacts({
      registeredAt: user.registeredAt,
      consentedToAppTermsAt: user.consentedToAppTNCAt,
      emailVerified: user.emailVerificationStatus === 'VERIFIED',
      hasCompletedFeedbackForm: user.hasCompletedFeedbackForm,
      bankDataConsentAt: user.apimLatestPullConsentAt,
    });
    return this.bankData ? { ...facts, latestBankDataMonth: await this.bankData.latestMonth(user.id) } : facts;
  }
}
