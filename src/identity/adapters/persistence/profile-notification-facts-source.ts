import type { NotificationFacts } from '../../domain/notifications/notification-facts.js';
import { profileOnlyFacts } from '../../domain/notifications/notification-facts.js';
import type { User } from '../../domain/user.js';
import type { NotificationFactsSource } from '../../ports/notification-facts-source.js';
import type { BankDataMonthSource } from '../../ports/bank-data-month-source.js';
import type { PlanFactsSource } from '../../ports/plan-facts-source.js';
import type { ArticleReadSource } from '../../ports/article-read-source.js';

/**
 * The facts the identity context holds itself: the resident's profile (already loaded with the session, so no
 * query), plus the bank-data month from data-import (`BankDataMonthSource`) and the plan's dates from targets
 * (`PlanFactsSource`) and whether the anti-scam article was read from content (`ArticleReadSource`), each bound by its context through identity's public API. The last investments update stays
 * "no data" until a context tracks it; the due rules need no change when one does.
 */
export class ProfileNotificationFactsSource implements NotificationFactsSource {
  constructor(
    private readonly bankData: BankDataMonthSource | null = null,
    private readonly plan: PlanFactsSource | null = null,
    private readonly articles: ArticleReadSource | null = null,
  ) {}

  async factsFor(user: User): Promise<NotificationFacts> {
    const facts = profileOnlyFacts({
      registeredAt: user.registeredAt,
      consentedToAppTermsAt: user.consentedToAppTNCAt,
      emailVerified: user.emailVerificationStatus === 'VERIFIED',
      hasCompletedFeedbackForm: user.hasCompletedFeedbackForm,
      bankDataConsentAt: user.apimLatestPullConsentAt,
    });
    const [latestBankDataMonth, plan, antiScamArticleRead] = await Promise.all([
      this.bankData?.latestMonth(user.id) ?? null,
      this.plan?.factsFor(user.id) ?? null,
      this.articles?.hasReadAntiScamArticle(user.id) ?? false,
    ]);
    return { ...facts, latestBankDataMonth, ...(plan ?? {}), antiScamArticleRead };
  }
}
