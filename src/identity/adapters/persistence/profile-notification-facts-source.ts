import type { NotificationFacts } from '../../domain/notifications/notification-facts.js';
import { profileOnlyFacts } from '../../domain/notifications/notification-facts.js';
import type { NotificationFactsSource } from '../../ports/notification-facts-source.js';
import type { BankDataMonthSource } from '../../ports/bank-data-month-source.js';
import type { PlanFactsSource } from '../../ports/plan-facts-source.js';
import type { ArticleReadSource } from '../../ports/article-read-source.js';
import type { InsuranceRecordSource } from '../../ports/insurance-record-source.js';
import type { ImportedDataFactsSource } from '../../ports/profile-facts-sources.js';
import type { InvestmentsUpdateSource } from '../../ports/investments-update-source.js';
import { isOnboardingComplete, type User } from '../../domain/user.js';

/**
 * The facts the identity context holds itself: the resident's profile (already loaded with the session, so no
 * query), plus the bank-data month from data-import (`BankDataMonthSource`) and the plan's dates from targets
 * (`PlanFactsSource`), whether the anti-scam article was read from content (`ArticleReadSource`) and whether any
 * insurance is recorded and when the investments last changed from cashflow-wealth (`InsuranceRecordSource`,
 * `InvestmentsUpdateSource`), each bound by its context through identity's public API. A source not bound leaves its
 * fact "no data", which never makes a notice due.
 */
export class ProfileNotificationFactsSource implements NotificationFactsSource {
  constructor(
    private readonly bankData: BankDataMonthSource | null = null,
    private readonly plan: PlanFactsSource | null = null,
    private readonly articles: ArticleReadSource | null = null,
    private readonly insurance: InsuranceRecordSource | null = null,
    private readonly imported: ImportedDataFactsSource | null = null,
    private readonly investments: InvestmentsUpdateSource | null = null,
  ) {}

  async factsFor(user: User): Promise<NotificationFacts> {
    const facts = profileOnlyFacts({
      registeredAt: user.registeredAt,
      consentedToAppTermsAt: user.consentedToAppTNCAt,
      emailVerified: user.emailVerificationStatus === 'VERIFIED',
      hasCompletedFeedbackForm: user.hasCompletedFeedbackForm,
      bankDataConsentAt: user.apimLatestPullConsentAt,
    });
    // The bank-data consent time lives in data-import (the system-update and terms-update notices read it).
    const [latestBankDataMonth, plan, antiScamArticleRead, insuranceRecorded, imported, lastInvestmentsUpdateOn] = await Promise.all([
      this.bankData?.latestMonth(user.id) ?? null,
      this.plan?.factsFor(user.id) ?? null,
      this.articles?.hasReadAntiScamArticle(user.id) ?? false,
      this.insurance?.hasInsuranceRecorded(user.id) ?? null,
      this.imported?.factsFor(user.id) ?? null,
      this.investments?.lastInvestmentsUpdateOn(user.id) ?? null,
    ]);
    if (imported) facts.bankDataConsentAt = imported.apimLatestPullConsentAt;
    return { ...facts, latestBankDataMonth, lastInvestmentsUpdateOn, ...(plan ?? {}), antiScamArticleRead, onboardingComplete: isOnboardingComplete(user), insuranceRecorded };
  }
}
