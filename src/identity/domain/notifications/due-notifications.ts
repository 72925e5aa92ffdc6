import { LocalDate } from '../../../shared-kernel/local-date.js';
import { YearMonth } from '../../../shared-kernel/year-month.js';
import type { InbuiltKind, NotificationCategory, NotificationKind, TodoKind } from './notification.js';
import type { NotificationFacts } from './notification-facts.js';
import { notificationKey } from './notification-key.js';
import { singaporeDayOf, startOfSingaporeDay } from '../../../shared-kernel/dates.js';

/**
 * The computed notices of spec 1 §4 "Notifications" as one pure function of a resident's facts and today's date
 * (Singapore). Each rule says whether its notice is due and which day it is dated; the day goes into the key, so
 * a notice that comes back for a new reason (a new month, a new stale period) is unread again.
 */

/** Cash or investments last updated at least this many days ago are stale (the spec does not give the number). */
export const STALE_DAYS = 30;

/** Spec 1 §4: bank data dated on or before this instant needs reconnecting after the banks' system update. */
export const SYSTEM_UPDATE_CUTOFF = new Date('2022-12-12T06:00:00.000Z');
const SYSTEM_UPDATE_DAY = '2022-12-12' as LocalDate;

/** The data-sharing scheme's revised terms took effect on this day (spec 1 §3: dated 2023-12). */
export const TERMS_UPDATE_DAY = '2023-12-01' as LocalDate;

export interface DueNotification {
  type: 'todo' | 'inbuilt';
  kind: NotificationKind;
  key: string;
  /** The day the notice is dated (and keyed by). */
  date: LocalDate;
  title: string;
  description: string;
  category: NotificationCategory;
  link: string | null;
}

interface NoticeText {
  title: string;
  description: string;
  category: NotificationCategory;
  link: string | null;
}

/** Titles quoted by the spec are kept word for word. */
export const NOTICE_TEXTS = {
  UPDATE_BANK_DATA: {
    title: 'Update your bank data',
    description: 'Your bank data is not from last month. Update it so your plan works with your latest balances.',
    category: 'TO_DO',
    link: '/update-bank-data',
  },
  UPDATE_FUNDS_AND_TARGETS: {
    title: 'Update your available funds and target status',
    description: 'Your cash or investment figures have not been updated for a while. Update them so your targets show where you really stand.',
    category: 'TO_DO',
    // Stale funds only: the allocation page, where the funds are updated; a passed date: the update flow.
    link: '/allocate-funds-and-allocation',
  },
  GIVE_FEEDBACK: {
    title: 'Leave a feedback',
    description: 'Tell us what you think of this service in a short survey. It takes about 2 minutes and helps us make it better.',
    category: 'TO_DO',
    link: null,
  },
  READ_ANTI_SCAM_ARTICLE: {
    title: 'Learn how to spot investment scams and avoid them',
    description: 'Scammers promise high returns with little or no risk and push you to decide quickly. Learn the warning signs and what to do if you are approached.',
    category: 'LEARNING',
    link: '/investment-resources/beware-of-investment-scams',
  },
  INSURANCE_MODULE: {
    title: 'List your insurance policies',
    description:
      'Protect yourself and your family before you invest. List the insurance policies you hold, so you can see whether your cover is enough.',
    category: 'TO_DO',
    // The guide's "get insured" step, where the list is kept (spec 1 §3 kind "insurance module").
    link: '/investment-resources/investing-for-beginners#get-insured',
  },
  INCOMPLETE_PROFILE: {
    title: 'Complete your profile',
    description: 'Verify your email address so we can reach you about your account and your plan.',
    category: 'TO_DO',
    link: '/profile',
  },
  SYSTEM_UPDATE: {
    title: 'Reconnect your bank accounts',
    description:
      'The participating banks updated their systems on 12 Dec 2022, so bank data you connected before then no longer updates. Reconnect your bank accounts in Settings to keep your plan up to date.',
    category: 'ANNOUNCEMENT',
    link: '/settings',
  },
  TERMS_UPDATE: {
    title: 'Revisions to the Terms and Conditions governing your usage of the data-sharing scheme',
    description:
      'The Terms and Conditions of the data-sharing scheme that brings your bank data into your plan were revised in December 2023. Please read the revised terms: they apply whenever you share your bank data.',
    category: 'ANNOUNCEMENT',
    link: '/data-sharing-terms',
  },
} as const satisfies Record<NotificationKind, NoticeText>;

/** Where the funds-and-targets notice leads when only the investments are stale: where they are updated. */
export const STALE_INVESTMENTS_LINK = '/dashboard/wealth/investments';

/** Description of the funds-and-targets notice when a target or the emergency fund is past its date. */
export const DATE_PASSED_DESCRIPTION =
  'The date of one of your targets or of your emergency fund has passed. Update your available funds and tell us how your targets went.';

function todo(kind: TodoKind, date: LocalDate, text: NoticeText = NOTICE_TEXTS[kind]): DueNotification {
  return { type: 'todo', kind, key: notificationKey(kind, date), date, ...text };
}

function inbuilt(kind: InbuiltKind, date: LocalDate): DueNotification {
  return { type: 'inbuilt', kind, key: notificationKey(kind, date), date, ...NOTICE_TEXTS[kind] };
}

/**
 * Due unless the newest bank data is exactly one month old (spec 1 §4), for residents who have bank data at all.
 * Dated the first of the current month: one reminder a month. Data of the current month counts as not one month
 * old, as in the gate of /update-bank-data, which lets the resident in then.
 */
export function updateBankData(facts: NotificationFacts, today: LocalDate): DueNotification | null {
  if (facts.latestBankDataMonth === null) return null;
  const thisMonth = YearMonth.fromLocalDate(today);
  if (facts.latestBankDataMonth === YearMonth.addMonths(thisMonth, -1)) return null;
  return todo('UPDATE_BANK_DATA', YearMonth.firstDay(thisMonth));
}

/**
 * Due when cash or investments were last updated STALE_DAYS or more ago, or when an open target's or the emergency
 * fund's date has passed (spec 1 §4). Dated the day it first became due (the earliest reason); a passed date is the
 * more pressing reason, so its description wins whenever one applies.
 */
export function updateFundsAndTargets(facts: NotificationFacts, today: LocalDate): DueNotification | null {
  const staleSince = (day: LocalDate | null): LocalDate | null => {
    if (day === null) return null;
    const from = LocalDate.addDays(day, STALE_DAYS);
    return LocalDate.compare(from, today) <= 0 ? from : null;
  };
  const cashStale = staleSince(facts.lastCashUpdateOn);
  const staleFrom = [staleSince(facts.lastInvestmentsUpdateOn), cashStale].filter((from): from is LocalDate => from !== null);
  const passedFrom = [...facts.openTargetDueDates, facts.emergencyFundDueDate]
    .filter((day): day is LocalDate => day !== null && LocalDate.compare(day, today) < 0)
    .map((day) => LocalDate.addDays(day, 1));
  const reasons = [...staleFrom, ...passedFrom].sort(LocalDate.compare);
  const first = reasons[0];
  if (first === undefined) return null;
  // Where the resident fixes it: a passed date, the update flow; stale cash, the allocation page (the funds);
  // only the investments stale, the investments page (docs/decisions.md "The spec's remaining units").
  const text =
    passedFrom.length > 0
      ? { ...NOTICE_TEXTS.UPDATE_FUNDS_AND_TARGETS, description: DATE_PASSED_DESCRIPTION, link: '/update-savings-preview' }
      : cashStale === null
        ? { ...NOTICE_TEXTS.UPDATE_FUNDS_AND_TARGETS, link: STALE_INVESTMENTS_LINK }
        : NOTICE_TEXTS.UPDATE_FUNDS_AND_TARGETS;
  return todo('UPDATE_FUNDS_AND_TARGETS', first, text);
}

/** Until the feedback form is done; dated the day the resident registered. */
export function giveFeedback(facts: NotificationFacts): DueNotification | null {
  return facts.hasCompletedFeedbackForm ? null : todo('GIVE_FEEDBACK', singaporeDayOf(facts.registeredAt));
}

/**
 * To residents who have consented to the app terms (the "terms flag"), dated that day, until they read the article
 * (opening it records the read); acknowledging it earlier keeps it in the list as read.
 */
export function readAntiScamArticle(facts: NotificationFacts): DueNotification | null {
  if (facts.consentedToAppTermsAt === null || facts.antiScamArticleRead) return null;
  return todo('READ_ANTI_SCAM_ARTICLE', singaporeDayOf(facts.consentedToAppTermsAt));
}

/**
 * The "insurance module" notice (spec 1 §3 kinds; the spec gives no rule, ours is in docs/decisions.md "Investing for
 * beginners"): to onboarded residents who consented to the app terms and have recorded no insurance anywhere (no
 * insurance asset, nothing on the guide's insurance list), dated the day of that consent, as the anti-scam notice.
 * It ends once a policy is recorded (or the resident acknowledges it). Not known whether any is recorded: not due.
 */
export function insuranceModule(facts: NotificationFacts): DueNotification | null {
  if (!facts.onboardingComplete || facts.consentedToAppTermsAt === null || facts.insuranceRecorded !== false) return null;
  return todo('INSURANCE_MODULE', singaporeDayOf(facts.consentedToAppTermsAt));
}

/** Until the email is verified (spec 1 §4 "Email verification"); dated the day the resident registered. */
export function incompleteProfile(facts: NotificationFacts): DueNotification | null {
  return facts.emailVerified ? null : todo('INCOMPLETE_PROFILE', singaporeDayOf(facts.registeredAt));
}

/** To residents whose bank data date is on or before 12 Dec 2022 06:00 UTC (spec 1 §4). */
export function systemUpdate(facts: NotificationFacts): DueNotification | null {
  if (facts.bankDataConsentAt === null || facts.bankDataConsentAt.getTime() > SYSTEM_UPDATE_CUTOFF.getTime()) return null;
  return inbuilt('SYSTEM_UPDATE', SYSTEM_UPDATE_DAY);
}

/**
 * To residents whose latest consent to the data-sharing scheme is older than its revised terms (before 1 Dec 2023,
 * Singapore time): they agreed to the old terms. A consent given since covers the revised ones.
 */
export function termsUpdate(facts: NotificationFacts): DueNotification | null {
  if (facts.bankDataConsentAt === null || facts.bankDataConsentAt.getTime() >= startOfSingaporeDay(TERMS_UPDATE_DAY).getTime()) return null;
  return inbuilt('TERMS_UPDATE', TERMS_UPDATE_DAY);
}

/** Every computed notice due for the resident today, in rule order. */
export function dueNotifications(facts: NotificationFacts, today: LocalDate): DueNotification[] {
  return [
    updateBankData(facts, today),
    updateFundsAndTargets(facts, today),
    giveFeedback(facts),
    readAntiScamArticle(facts),
    insuranceModule(facts),
    incompleteProfile(facts),
    systemUpdate(facts),
    termsUpdate(facts),
  ].filter((notice): notice is DueNotification => notice !== null);
}
