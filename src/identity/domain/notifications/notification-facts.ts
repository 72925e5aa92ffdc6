import type { LocalDate } from '../../../shared-kernel/local-date.js';
import type { YearMonth } from '../../../shared-kernel/year-month.js';

/**
 * What the due rules look at, gathered for one resident by the `NotificationFactsSource` port. A null (or an empty
 * list) means "no such data yet" and never makes a notice due: facts owned by contexts not built yet stay null
 * until those contexts fill them in.
 */
export interface NotificationFacts {
  registeredAt: Date;
  /** Consent to the app terms (the "terms flag" of the anti-scam article). */
  consentedToAppTermsAt: Date | null;
  emailVerified: boolean;
  hasCompletedFeedbackForm: boolean;
  /** The resident's latest consent to pull bank data through the data-sharing scheme: their bank "data date". */
  bankDataConsentAt: Date | null;
  /** The newest month of bank data held for the resident; null when they have none. */
  latestBankDataMonth: YearMonth | null;
  /** The day investments were last updated; null without investments. */
  lastInvestmentsUpdateOn: LocalDate | null;
  /** The day cash (available funds) was last updated; null without any. */
  lastCashUpdateOn: LocalDate | null;
  /** Due dates of the resident's targets still open (not yet achieved or paid out). */
  openTargetDueDates: LocalDate[];
  /** The emergency fund's due date; null without an emergency fund. */
  emergencyFundDueDate: LocalDate | null;
  /** The resident has opened the anti-scam article (recorded by the content context). */
  antiScamArticleRead: boolean;
  /** The onboarding questions are answered, so the signed-in tools (the investing guide among them) open. */
  onboardingComplete: boolean;
  /**
   * Whether the resident has recorded any insurance policy: a manual or imported insurance asset, or a policy on the
   * investing guide's insurance list (cashflow-wealth). Null when no context has told us.
   */
  insuranceRecorded: boolean | null;
}

/** Facts about a resident no other context has told us anything about yet. */
export function profileOnlyFacts(
  profile: Pick<NotificationFacts, 'registeredAt' | 'consentedToAppTermsAt' | 'emailVerified' | 'hasCompletedFeedbackForm' | 'bankDataConsentAt'>,
): NotificationFacts {
  return {
    ...profile,
    latestBankDataMonth: null,
    lastInvestmentsUpdateOn: null,
    lastCashUpdateOn: null,
    openTargetDueDates: [],
    emergencyFundDueDate: null,
    antiScamArticleRead: false,
    onboardingComplete: false,
    insuranceRecorded: null,
  };
}
