import { expect } from 'chai';
import type { LocalDate } from '../../../../src/shared-kernel/local-date.js';
import type { YearMonth } from '../../../../src/shared-kernel/year-month.js';
import {
  DATE_PASSED_DESCRIPTION,
  dueNotifications,
  giveFeedback,
  incompleteProfile,
  insuranceModule,
  NOTICE_TEXTS,
  readAntiScamArticle,
  STALE_DAYS,
  systemUpdate,
  termsUpdate,
  updateBankData,
  updateFundsAndTargets,
  type DueNotification,
} from '../../../../src/identity/domain/notifications/due-notifications.js';
import { profileOnlyFacts, type NotificationFacts } from '../../../../src/identity/domain/notifications/notification-facts.js';

const TODAY = '2026-11-22' as LocalDate;
const day = (text: string) => text as LocalDate;
const month = (text: string) => text as YearMonth;

/** A resident with a verified email, feedback given, no terms consent and no bank data: nothing is due. */
function facts(overrides: Partial<NotificationFacts> = {}): NotificationFacts {
  return {
    ...profileOnlyFacts({
      registeredAt: new Date('2026-03-04T02:00:00.000Z'),
      consentedToAppTermsAt: null,
      emailVerified: true,
      hasCompletedFeedbackForm: true,
      bankDataConsentAt: null,
    }),
    ...overrides,
  };
}

/** [what, due?, key when due] for one rule. */
type Case = [what: string, overrides: Partial<NotificationFacts>, key: string | null];

function table(rule: (f: NotificationFacts, today: LocalDate) => DueNotification | null, cases: Case[]) {
  for (const [what, overrides, key] of cases) {
    it(what, () => expect(rule(facts(overrides), TODAY)?.key ?? null).to.equal(key));
  }
}

describe('due notifications (spec 1 §4 "Notifications")', () => {
  it('nothing is due for a resident with nothing to do', () => {
    expect(dueNotifications(facts(), TODAY)).to.deep.equal([]);
  });

  describe('update bank data: due unless the newest bank data is exactly one month old', () => {
    table(updateBankData, [
      ['not due without bank data at all', { latestBankDataMonth: null }, null],
      ['not due when the data is from last month', { latestBankDataMonth: month('2026-10') }, null],
      ['due when the data is two months old, dated the first of this month', { latestBankDataMonth: month('2026-09') }, 'UPDATE_BANK_DATA-01/11/2026'],
      ['due when the data is a year old', { latestBankDataMonth: month('2025-11') }, 'UPDATE_BANK_DATA-01/11/2026'],
      ['due when the data is from this month (not exactly one month old, as the /update-bank-data gate)', { latestBankDataMonth: month('2026-11') }, 'UPDATE_BANK_DATA-01/11/2026'],
    ]);
    it('last month across a year end: December data is one month old in January', () => {
      expect(updateBankData(facts({ latestBankDataMonth: month('2026-12') }), day('2027-01-05'))).to.equal(null);
      expect(updateBankData(facts({ latestBankDataMonth: month('2026-11') }), day('2027-01-05'))?.key).to.equal('UPDATE_BANK_DATA-01/01/2027');
    });
  });

  describe(`update funds and targets: stale after ${STALE_DAYS} days, or a date passed`, () => {
    const staleDay = day('2026-10-23'); // 30 days before TODAY
    table(updateFundsAndTargets, [
      ['not due without any cash, investments, targets or emergency fund', {}, null],
      ['not due when investments were updated 29 days ago', { lastInvestmentsUpdateOn: day('2026-10-24') }, null],
      ['due when investments were updated exactly 30 days ago, dated today', { lastInvestmentsUpdateOn: staleDay }, 'UPDATE_FUNDS_AND_TARGETS-22/11/2026'],
      ['due when cash was updated 40 days ago, dated the day it became stale', { lastCashUpdateOn: day('2026-10-13') }, 'UPDATE_FUNDS_AND_TARGETS-12/11/2026'],
      ['due when either is stale, even if the other is fresh', { lastCashUpdateOn: day('2026-11-20'), lastInvestmentsUpdateOn: staleDay }, 'UPDATE_FUNDS_AND_TARGETS-22/11/2026'],
      ['not due when a target is due today (not passed yet)', { openTargetDueDates: [TODAY] }, null],
      ['due the day after a target date passed', { openTargetDueDates: [day('2026-12-31'), day('2026-11-21')] }, 'UPDATE_FUNDS_AND_TARGETS-22/11/2026'],
      ['not due when every target is in the future', { openTargetDueDates: [day('2026-12-31')] }, null],
      ['due when the emergency fund date passed', { emergencyFundDueDate: day('2026-11-01') }, 'UPDATE_FUNDS_AND_TARGETS-02/11/2026'],
      ['not due when the emergency fund date is ahead', { emergencyFundDueDate: day('2027-01-01') }, null],
      ['dated by the earliest reason', { lastCashUpdateOn: day('2026-09-01'), emergencyFundDueDate: day('2026-11-01') }, 'UPDATE_FUNDS_AND_TARGETS-01/10/2026'],
    ]);
    it('uses the spec title; a passed date gets its own description', () => {
      const stale = updateFundsAndTargets(facts({ lastCashUpdateOn: day('2026-09-01') }), TODAY)!;
      expect(stale.title).to.equal('Update your available funds and target status');
      expect(stale.description).to.equal(NOTICE_TEXTS.UPDATE_FUNDS_AND_TARGETS.description);
      const passed = updateFundsAndTargets(facts({ lastCashUpdateOn: day('2026-09-01'), openTargetDueDates: [day('2026-11-01')] }), TODAY)!;
      expect(passed.description).to.equal(DATE_PASSED_DESCRIPTION);
    });
    it('leads to where the stale figure is updated: investments only, the investments page; cash, the allocation page; a passed date, the update flow', () => {
      const investments = updateFundsAndTargets(facts({ lastInvestmentsUpdateOn: day('2026-09-01'), lastCashUpdateOn: day('2026-11-20') }), TODAY)!;
      expect(investments.link).to.equal('/dashboard/wealth/investments');
      expect(investments.description).to.equal(NOTICE_TEXTS.UPDATE_FUNDS_AND_TARGETS.description);
      const cash = updateFundsAndTargets(facts({ lastInvestmentsUpdateOn: day('2026-09-01'), lastCashUpdateOn: day('2026-10-23') }), TODAY)!;
      expect(cash.link).to.equal('/allocate-funds-and-allocation');
      const passed = updateFundsAndTargets(facts({ lastInvestmentsUpdateOn: day('2026-09-01'), emergencyFundDueDate: day('2026-11-01') }), TODAY)!;
      expect(passed.link).to.equal('/update-savings-preview');
    });
  });

  describe('give feedback: until the feedback form is done', () => {
    table((f) => giveFeedback(f), [
      ['due before feedback, dated the registration day (Singapore)', { hasCompletedFeedbackForm: false }, 'GIVE_FEEDBACK-04/03/2026'],
      ['not due once feedback is given', { hasCompletedFeedbackForm: true }, null],
      ['a registration late in the UTC day is the next Singapore day', { hasCompletedFeedbackForm: false, registeredAt: new Date('2026-03-04T17:00:00.000Z') }, 'GIVE_FEEDBACK-05/03/2026'],
    ]);
  });

  describe('anti-scam article: to residents with the terms flag (app terms consent)', () => {
    table((f) => readAntiScamArticle(f), [
      ['not due without consent to the app terms', { consentedToAppTermsAt: null }, null],
      ['due after consent, dated that day', { consentedToAppTermsAt: new Date('2026-03-05T01:00:00.000Z') }, 'READ_ANTI_SCAM_ARTICLE-05/03/2026'],
      ['not due once the article is read', { consentedToAppTermsAt: new Date('2026-03-05T01:00:00.000Z'), antiScamArticleRead: true }, null],
    ]);
    it('uses the spec title', () => {
      expect(readAntiScamArticle(facts({ consentedToAppTermsAt: new Date() }))!.title).to.equal('Learn how to spot investment scams and avoid them');
    });
  });

  describe('insurance module: onboarded residents with no insurance recorded anywhere', () => {
    const consented = new Date('2026-03-05T01:00:00.000Z');
    const ready = { onboardingComplete: true, consentedToAppTermsAt: consented };
    table((f) => insuranceModule(f), [
      ['due with no insurance recorded, dated the day of consent to the app terms', { ...ready, insuranceRecorded: false }, 'INSURANCE_MODULE-05/03/2026'],
      ['ends once a policy is recorded (an insurance asset or a policy on the guide\'s list)', { ...ready, insuranceRecorded: true }, null],
      ['not due while it is not known whether any is recorded', { ...ready, insuranceRecorded: null }, null],
      ['not due before onboarding is complete (the guide would be locked)', { ...ready, onboardingComplete: false, insuranceRecorded: false }, null],
      ['not due without consent to the app terms', { onboardingComplete: true, consentedToAppTermsAt: null, insuranceRecorded: false }, null],
    ]);
    it("is a to-do linking to the guide's insurance step", () => {
      expect(insuranceModule(facts({ ...ready, insuranceRecorded: false }))).to.include({
        type: 'todo',
        kind: 'INSURANCE_MODULE',
        category: 'TO_DO',
        title: 'List your insurance policies',
        link: '/investment-resources/investing-for-beginners#get-insured',
      });
    });
    it('keeps its key from day to day, so an acknowledgement holds', () => {
      const f = facts({ ...ready, insuranceRecorded: false });
      expect(dueNotifications(f, TODAY).find((n) => n.kind === 'INSURANCE_MODULE')?.key).to.equal(
        dueNotifications(f, day('2027-01-15')).find((n) => n.kind === 'INSURANCE_MODULE')?.key,
      );
    });
  });

  describe('incomplete profile: until the email is verified', () => {
    table((f) => incompleteProfile(f), [
      ['due while not verified, dated the registration day', { emailVerified: false }, 'INCOMPLETE_PROFILE-04/03/2026'],
      ['not due once verified', { emailVerified: true }, null],
    ]);
    it("is titled 'Complete your profile' and links to /profile", () => {
      expect(incompleteProfile(facts({ emailVerified: false }))).to.include({ title: 'Complete your profile', link: '/profile', type: 'todo' });
    });
  });

  describe('system update: bank data dated on or before 12 Dec 2022 06:00 UTC', () => {
    table((f) => systemUpdate(f), [
      ['not due without bank data consent', { bankDataConsentAt: null }, null],
      ['due for data dated well before', { bankDataConsentAt: new Date('2022-06-01T00:00:00.000Z') }, 'SYSTEM_UPDATE-12/12/2022'],
      ['due exactly at the cut-off', { bankDataConsentAt: new Date('2022-12-12T06:00:00.000Z') }, 'SYSTEM_UPDATE-12/12/2022'],
      ['not due a millisecond after', { bankDataConsentAt: new Date('2022-12-12T06:00:00.001Z') }, null],
    ]);
    it('is an inbuilt notice asking to reconnect via settings', () => {
      const notice = systemUpdate(facts({ bankDataConsentAt: new Date('2022-01-01T00:00:00.000Z') }))!;
      expect(notice).to.include({ type: 'inbuilt', link: '/settings' });
      expect(notice.description).to.match(/Reconnect your bank accounts in Settings/);
    });
  });

  describe('terms update: data-sharing consent older than the revised terms (1 Dec 2023, Singapore)', () => {
    table((f) => termsUpdate(f), [
      ['not due without data-sharing consent', { bankDataConsentAt: null }, null],
      ['due for consent before December 2023', { bankDataConsentAt: new Date('2023-06-01T00:00:00.000Z') }, 'TERMS_UPDATE-01/12/2023'],
      ['due for consent at 23:59 on 30 Nov 2023 in Singapore', { bankDataConsentAt: new Date('2023-11-30T15:59:00.000Z') }, 'TERMS_UPDATE-01/12/2023'],
      ['not due for consent at 00:00 on 1 Dec 2023 in Singapore', { bankDataConsentAt: new Date('2023-11-30T16:00:00.000Z') }, null],
      ['not due for consent given since', { bankDataConsentAt: new Date('2026-01-01T00:00:00.000Z') }, null],
    ]);
    it('uses the spec title', () => {
      expect(termsUpdate(facts({ bankDataConsentAt: new Date('2023-01-01T00:00:00.000Z') }))!.title).to.equal(
        'Revisions to the Terms and Conditions governing your usage of the data-sharing scheme',
      );
    });
  });

  it('lists every due notice, each with its type', () => {
    const all = dueNotifications(
      facts({
        latestBankDataMonth: month('2026-01'),
        lastCashUpdateOn: day('2026-01-01'),
        hasCompletedFeedbackForm: false,
        consentedToAppTermsAt: new Date('2026-03-04T02:00:00.000Z'),
        emailVerified: false,
        bankDataConsentAt: new Date('2022-01-01T00:00:00.000Z'),
        onboardingComplete: true,
        insuranceRecorded: false,
      }),
      TODAY,
    );
    expect(all.map((n) => [n.kind, n.type])).to.deep.equal([
      ['UPDATE_BANK_DATA', 'todo'],
      ['UPDATE_FUNDS_AND_TARGETS', 'todo'],
      ['GIVE_FEEDBACK', 'todo'],
      ['READ_ANTI_SCAM_ARTICLE', 'todo'],
      ['INSURANCE_MODULE', 'todo'],
      ['INCOMPLETE_PROFILE', 'todo'],
      ['SYSTEM_UPDATE', 'inbuilt'],
      ['TERMS_UPDATE', 'inbuilt'],
    ]);
  });
});
