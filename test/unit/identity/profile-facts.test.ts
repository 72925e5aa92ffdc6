import { expect } from 'chai';
import { presentUser } from '../../../src/identity/adapters/http/user.presenter.js';
import { ProfileNotificationFactsSource } from '../../../src/identity/adapters/persistence/profile-notification-facts-source.js';
import { RecordFeedbackGiven } from '../../../src/identity/application/feedback-form.js';
import { ReadProfileFacts } from '../../../src/identity/application/read-profile-facts.js';
import { notStarted, type ModuleId, type ModuleProgress } from '../../../src/identity/domain/module-progress.js';
import { giveFeedback, systemUpdate, termsUpdate } from '../../../src/identity/domain/notifications/due-notifications.js';
import { hasStartedPlanning, NO_PROFILE_FACTS, type ImportedDataFacts, type MoneyPlanFacts, type ProfileFacts } from '../../../src/identity/domain/profile-facts.js';
import type { ProfileChanges } from '../../../src/identity/domain/profile-update.js';
import type { User } from '../../../src/identity/domain/user.js';
import type { UserRepository } from '../../../src/identity/ports/user-repository.js';
import type { ProfileFactsParts, ProfileFactsReader } from '../../../src/identity/ports/profile-facts-sources.js';
import { connectedBanks } from '../../../src/data-import/domain/connected-banks.js';
import { aUser } from './user-fixture.js';

const progress = (module: ModuleId, fields: Partial<ModuleProgress> = {}): ModuleProgress => ({ ...notStarted(module), ...fields });

/** The one-statement reader's answer, as the parts parsed it (a context not loaded answers null). */
const reader = (parts: Partial<ProfileFactsParts>): ProfileFactsReader => ({ read: async () => ({ modules: [], imported: null, money: null, ...parts }) });

const IMPORTED: ImportedDataFacts = {
  myinfoLatestPullConsentAt: new Date('2026-11-20T03:00:00.000Z'),
  apimLatestPullConsentAt: new Date('2026-11-21T04:00:00.000Z'),
  connectedBanks: [{ id: 'DBS', bankName: 'DBS Bank' }],
};
const MONEY: MoneyPlanFacts = {
  targetMonthlySavings: 150_000,
  dayOfTransfer: 5,
  automaticTransferStatus: true,
  totalBudget: { amount: 320_000 },
  estimatedMonthlyExpenses: { amount: 280_000, enteredDate: '2026-11-02', isDerived: false },
};

describe('Profile fields other contexts hold (spec 1 §3)', () => {
  describe('hasStartedPlanning', () => {
    it('is false with no module saved, or only the expense manager or the investing reading', () => {
      expect(hasStartedPlanning([])).to.equal(false);
      expect(hasStartedPlanning([progress('EXPENSE_MANAGER', { currentStep: 2 }), progress('INVESTING_FOR_BEGINNERS', { lastCompleted: new Date() })])).to.equal(false);
    });
    it('is false for a planning module saved without a step or completion', () => {
      expect(hasStartedPlanning([progress('CASHFLOW', { lastUpdated: new Date() })])).to.equal(false);
    });
    it('is true once a step of a planning module is saved, or one is completed', () => {
      expect(hasStartedPlanning([progress('CASHFLOW', { currentStep: 0 })])).to.equal(true);
      expect(hasStartedPlanning([progress('BUDGET_CALCULATOR', { lastCompleted: new Date() })])).to.equal(true);
      expect(hasStartedPlanning([progress('SET_SAVING_TARGETS', { currentStep: 1 })])).to.equal(true);
      expect(hasStartedPlanning([progress('WEALTH', { currentStep: 3 })])).to.equal(true);
    });
  });

  describe('ReadProfileFacts', () => {
    it('gathers the consents and banks, the money-plan figures and whether planning started', async () => {
      const read = new ReadProfileFacts(reader({ modules: [progress('CASHFLOW', { currentStep: 1 })], imported: IMPORTED, money: MONEY }));
      expect(await read.execute('u1')).to.deep.equal({ ...IMPORTED, ...MONEY, hasStartedPlanning: true });
    });
    it('leaves a context’s fields empty when that context is not loaded', async () => {
      const read = new ReadProfileFacts(reader({}));
      expect(await read.execute('u1')).to.deep.equal(NO_PROFILE_FACTS);
    });
  });

  describe('presentUser', () => {
    const context = { today: '2026-11-26', nocCutoffDate: '2023-10-25' };
    it('shows each field from the facts, never the copies on the users row', () => {
      const user = aUser({
        hasStartedPlanning: false,
        targetMonthlySavings: 1,
        dayOfTransfer: 20,
        automaticTransferStatus: false,
        myinfoLatestPullConsentAt: new Date('2020-01-01T00:00:00.000Z'),
        apimLatestPullConsentAt: new Date('2020-01-01T00:00:00.000Z'),
      });
      const facts: ProfileFacts = { ...IMPORTED, ...MONEY, hasStartedPlanning: true };
      expect(presentUser(user, context, facts)).to.deep.include({
        hasStartedPlanning: true,
        targetMonthlySavings: 150_000,
        dayOfTransfer: 5,
        automaticTransferStatus: true,
        myinfoLatestPullConsentAtDate: '2026-11-20T03:00:00.000Z',
        apimLatestPullConsentAtDate: '2026-11-21T04:00:00.000Z',
        connectedBanks: [{ id: 'DBS', bankName: 'DBS Bank' }],
        totalBudget: { amount: 320_000 },
        estimatedMonthlyExpenses: { amount: 280_000, enteredDate: '2026-11-02', isDerived: false },
      });
    });
    it('shows them empty when nothing is held', () => {
      expect(presentUser(aUser(), context, NO_PROFILE_FACTS)).to.deep.include({
        hasStartedPlanning: false,
        targetMonthlySavings: null,
        dayOfTransfer: null,
        automaticTransferStatus: null,
        myinfoLatestPullConsentAtDate: null,
        apimLatestPullConsentAtDate: null,
        connectedBanks: [],
        totalBudget: null,
        estimatedMonthlyExpenses: null,
      });
    });
  });

  describe('connectedBanks (data-import)', () => {
    it('names each bank of the record by its code, and an unknown code by itself', () => {
      expect(connectedBanks(['DBS', 'CDP', 'XYZ'])).to.deep.equal([
        { id: 'DBS', bankName: 'DBS Bank' },
        { id: 'CDP', bankName: 'The Central Depository (CDP)' },
        { id: 'XYZ', bankName: 'XYZ' },
      ]);
    });
  });

  describe('the bank notices read the bank-data consent from data-import', () => {
    const withConsent = (at: Date | null) => new ProfileNotificationFactsSource(null, null, null, null, { factsFor: async () => ({ ...IMPORTED, apimLatestPullConsentAt: at }) });
    it('a consent before the banks’ system update and the revised terms makes both notices due', async () => {
      const facts = await withConsent(new Date('2022-12-01T00:00:00.000Z')).factsFor(aUser({ apimLatestPullConsentAt: null }));
      expect(facts.bankDataConsentAt?.toISOString()).to.equal('2022-12-01T00:00:00.000Z');
      expect(systemUpdate(facts)?.kind).to.equal('SYSTEM_UPDATE');
      expect(termsUpdate(facts)?.kind).to.equal('TERMS_UPDATE');
    });
    it('a recent consent makes neither due, whatever the users row says', async () => {
      const facts = await withConsent(new Date('2026-11-21T04:00:00.000Z')).factsFor(aUser({ apimLatestPullConsentAt: new Date('2022-01-01T00:00:00.000Z') }));
      expect(systemUpdate(facts)).to.equal(null);
      expect(termsUpdate(facts)).to.equal(null);
    });
  });
});

class RecordingUsers implements Pick<UserRepository, 'changeProfile'> {
  writes: ProfileChanges[] = [];
  constructor(public stored: User | null) {}
  async changeProfile(_userId: string, decide: (stored: User) => ProfileChanges): Promise<User | null> {
    if (!this.stored) return null;
    const changes = decide(this.stored);
    if (Object.keys(changes).length > 0) this.writes.push(changes);
    this.stored = { ...this.stored, ...changes };
    return this.stored;
  }
}

describe('RecordFeedbackGiven (spec 1 §4 "feedback shows until given")', () => {
  it('records the feedback as given, which ends the feedback notice', async () => {
    const users = new RecordingUsers(aUser({ hasCompletedFeedbackForm: false }));
    const user = await new RecordFeedbackGiven(users as unknown as UserRepository).execute('u1');
    expect(users.writes).to.deep.equal([{ hasCompletedFeedbackForm: true }]);
    const facts = await new ProfileNotificationFactsSource().factsFor(user);
    expect(giveFeedback(facts)).to.equal(null);
  });
  it('writes nothing the second time', async () => {
    const users = new RecordingUsers(aUser({ hasCompletedFeedbackForm: true }));
    await new RecordFeedbackGiven(users as unknown as UserRepository).execute('u1');
    expect(users.writes).to.deep.equal([]);
  });
  it('is a 401 when the resident no longer exists', async () => {
    const users = new RecordingUsers(null);
    const error = await new RecordFeedbackGiven(users as unknown as UserRepository).execute('u1').catch((e: unknown) => e);
    expect(error).to.have.property('code', 'IDENTITY.NOT_SIGNED_IN');
  });
});
