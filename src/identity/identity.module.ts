import { randomBytes } from 'node:crypto';
import { ContainerModule } from 'inversify';
import type { Sequelize } from 'sequelize';
import { PLATFORM } from '../platform/di/platform.tokens.js';
import { IDENTITY } from './identity.tokens.js';
import { BeginSingpassLogin } from './application/begin-singpass-login.js';
import { CompleteSingpassLogin } from './application/complete-singpass-login.js';
import { SignOut } from './application/sign-out.js';
import { UpdateProfile } from './application/update-profile.js';
import { ListModuleStatuses, RecordModuleProgress } from './application/module-statuses.js';
import { nocCutoffDate } from '../shared-kernel/access-gating.js';
import { SequelizeUserRepository } from './adapters/persistence/sequelize-user-repository.js';
import { PgSessionStore } from './adapters/persistence/pg-session-store.js';
import { MODULE_MARKS_PART, SequelizeModuleStatusRepository } from './adapters/persistence/sequelize-module-status-repository.js';
import { HmacNricHasher } from './adapters/crypto/hmac-nric-hasher.js';
import { MockpassPersonaDirectory, NoPersonBasics } from './adapters/sandbox/mockpass-persona-directory.js';
import { OpenIdSingpassProvider } from './adapters/singpass/openid-singpass-provider.js';
import type { RelyingPartyKeys } from './adapters/singpass/relying-party-keys.js';
import type { SingpassConfig } from './adapters/singpass/singpass-config.js';
import { sessionGuard } from './adapters/http/session-guard.js';
import { pageResident } from './adapters/http/page-resident.js';
import { authRoutes } from './adapters/http/auth.routes.js';
import { PendingLoginCookie } from './adapters/http/pending-login-cookie.js';
import { userRoutes } from './adapters/http/user.routes.js';
import { moduleStatusRoutes } from './adapters/http/module-status.routes.js';
import { jwksRoutes } from './adapters/http/jwks.routes.js';
import { SendVerificationCode, VerifyEmail } from './application/email-verification.js';
import { RandomVerificationCodes } from './adapters/crypto/random-verification-codes.js';
import { OutboxEmailSender } from './adapters/email/outbox-email-sender.js';
import { SmtpEmailSender } from './adapters/email/smtp-email-sender.js';
import { SequelizeEmailVerificationCodeRepository } from './adapters/persistence/sequelize-email-verification-code-repository.js';
import { emailRoutes } from './adapters/http/email.routes.js';
import { devOutboxRoutes } from './adapters/http/dev-outbox.routes.js';
import { ProfileNotificationFactsSource } from './adapters/persistence/profile-notification-facts-source.js';
import type { BankDataMonthSource } from './ports/bank-data-month-source.js';
import type { PlanFactsSource } from './ports/plan-facts-source.js';
import type { InvestmentsUpdateSource } from './ports/investments-update-source.js';
import type { ArticleReadSource } from './ports/article-read-source.js';
import type { InsuranceRecordSource } from './ports/insurance-record-source.js';
import { SequelizeNotificationRepository } from './adapters/persistence/sequelize-notification-repository.js';
import { SequelizeGlobalNotificationRepository } from './adapters/persistence/sequelize-global-notification-repository.js';
import { SequelizeRecommendedActionRepository } from './adapters/persistence/sequelize-recommended-action-repository.js';
import { CreatePersonalNotification, ListNotifications } from './application/notifications.js';
import { AcknowledgeNotification } from './application/notifications-acknowledgement.js';
import { RecommendedActions } from './application/recommended-actions.js';
import { ResidentFacts } from './application/resident-facts.js';
import { notificationRoutes } from './adapters/http/notification.routes.js';
import { recommendedActionRoutes } from './adapters/http/recommended-action.routes.js';
import { emailNotificationsRoutes } from './adapters/http/email-notifications.routes.js';
import { SequelizeAccountRepository } from './adapters/persistence/sequelize-account-repository.js';
import { DeactivateAccount, ReactivateAccount } from './application/account-lifecycle.js';
import { PurgeDeletedAccounts } from './application/purge-deleted-accounts.js';
import { accountRoutes } from './adapters/http/account.routes.js';
import { ResidentMatchesNric } from './application/resident-matches-nric.js';
import { PrefillProfile } from './application/prefill-profile.js';
import { ReadProfileFacts } from './application/read-profile-facts.js';
import { RecordFeedbackGiven } from './application/feedback-form.js';
import type { ImportedDataFactsPart, ImportedDataFactsSource, MoneyPlanFactsPart } from './ports/profile-facts-sources.js';
import { SqlProfileFactsReader } from './adapters/persistence/sql-profile-facts-reader.js';

export interface IdentityModuleOptions {
  /** Singpass settings with the issuer resolved (the sandbox's URL when running against mockpass). */
  singpass: SingpassConfig;
  /** Loaded before the container is built (reading or generating keys is asynchronous). */
  keys: RelyingPartyKeys;
  /** Prefill first-time profiles from the sandbox personas (development and tests only). */
  useSandboxPersonas: boolean;
  /** Test seam: a shorter idle limit for journeys that must see the timeout without waiting 10 minutes. */
  idleTimeoutMs?: number;
  /**
   * Test seam: the notice-of-collection cut-off as in production (true) or elsewhere (false). Unset: from the
   * configured environment (PLATFORM.Config), never from process.env.
   */
  productionRules?: boolean;
}

/** The only file of the identity context that knows about inversify: ports bound to adapters, routes registered. */
export function identityModule(options: IdentityModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(IDENTITY.UserRepository).toResolvedValue((sequelize) => new SequelizeUserRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(PLATFORM.SessionStore).toResolvedValue((sequelize, clock) => new PgSessionStore(sequelize, () => clock.now()), [PLATFORM.Sequelize, PLATFORM.Clock]).inSingletonScope();
    bind(IDENTITY.PersonBasicsDirectory).toConstantValue(options.useSandboxPersonas ? new MockpassPersonaDirectory() : new NoPersonBasics());
    bind(IDENTITY.NricHasher).toResolvedValue((config) => new HmacNricHasher(config.nricHashSecret), [PLATFORM.Config]).inSingletonScope();
    bind(IDENTITY.ResidentMatchesNric).toResolvedValue((users, hasher) => new ResidentMatchesNric(users, hasher), [IDENTITY.UserRepository, IDENTITY.NricHasher]);
    bind(IDENTITY.PrefillProfile).toResolvedValue((users) => new PrefillProfile(users), [IDENTITY.UserRepository]);
    bind(IDENTITY.RelyingPartyJwks).toConstantValue(options.keys);
    // Real time on purpose, not PLATFORM.Clock: token lifetimes are agreed with an outside party (Singpass), so a
    // test that moves the business clock must not make our client assertions look expired to it.
    bind(IDENTITY.SingpassProvider).toConstantValue(new OpenIdSingpassProvider(options.singpass, options.keys));

    bind(IDENTITY.BeginSingpassLogin).toResolvedValue((singpass) => new BeginSingpassLogin(singpass), [IDENTITY.SingpassProvider]);
    bind(IDENTITY.CompleteSingpassLogin).toResolvedValue(
      (singpass, users, directory, hasher, clock) =>
        new CompleteSingpassLogin(singpass, users, directory, hasher, clock, () => randomBytes(32).toString('base64url')),
      [IDENTITY.SingpassProvider, IDENTITY.UserRepository, IDENTITY.PersonBasicsDirectory, IDENTITY.NricHasher, PLATFORM.Clock],
    );
    bind(IDENTITY.SignOut).toResolvedValue((users) => new SignOut(users), [IDENTITY.UserRepository]);
    bind(IDENTITY.ModuleStatusRepository).toResolvedValue((sequelize) => new SequelizeModuleStatusRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(IDENTITY.UpdateProfile).toResolvedValue((users, clock) => new UpdateProfile(users, clock), [IDENTITY.UserRepository, PLATFORM.Clock]);
    bind(IDENTITY.RecordFeedbackGiven).toResolvedValue((users) => new RecordFeedbackGiven(users), [IDENTITY.UserRepository]);
    // The profile fields other contexts hold (spec 1 §3): optional, so identity stands alone in its tests.
    // All of them in one statement with the module progress (docs/decisions.md "Profile facts in one statement").
    bind(IDENTITY.ReadProfileFacts)
      .toResolvedValue(
        (sequelize: Sequelize, imported?: ImportedDataFactsPart, money?: MoneyPlanFactsPart) =>
          new ReadProfileFacts(new SqlProfileFactsReader(sequelize, MODULE_MARKS_PART, imported ?? null, money ?? null)),
        [PLATFORM.Sequelize, { serviceIdentifier: IDENTITY.ImportedDataFactsPart, optional: true }, { serviceIdentifier: IDENTITY.MoneyPlanFactsPart, optional: true }],
      )
      .inSingletonScope();
    bind(IDENTITY.RecordModuleProgress).toResolvedValue((statuses, clock) => new RecordModuleProgress(statuses, clock), [IDENTITY.ModuleStatusRepository, PLATFORM.Clock]);
    bind(IDENTITY.ListModuleStatuses).toResolvedValue((statuses) => new ListModuleStatuses(statuses), [IDENTITY.ModuleStatusRepository]);
    // Email: SMTP when configured (always in production: the config requires it), else the development outbox.
    bind(IDENTITY.EmailOutbox).toResolvedValue((sequelize, clock) => new OutboxEmailSender(sequelize, clock), [PLATFORM.Sequelize, PLATFORM.Clock]).inSingletonScope();
    bind(IDENTITY.EmailSender)
      .toResolvedValue(
        (config, sequelize, clock) => (config.smtpUrl ? new SmtpEmailSender(config.smtpUrl, config.emailFrom) : new OutboxEmailSender(sequelize, clock)),
        [PLATFORM.Config, PLATFORM.Sequelize, PLATFORM.Clock],
      )
      .inSingletonScope();
    bind(IDENTITY.EmailVerificationCodeRepository).toResolvedValue((sequelize) => new SequelizeEmailVerificationCodeRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(IDENTITY.VerificationCodeGenerator).toConstantValue(new RandomVerificationCodes());
    bind(IDENTITY.SendVerificationCode).toResolvedValue(
      (users, codes, generator, sender, clock, config) =>
        new SendVerificationCode(users, codes, generator, sender, clock, { productName: config.productName, publicUrl: config.publicUrl }),
      [IDENTITY.UserRepository, IDENTITY.EmailVerificationCodeRepository, IDENTITY.VerificationCodeGenerator, IDENTITY.EmailSender, PLATFORM.Clock, PLATFORM.Config],
    );
    bind(IDENTITY.VerifyEmail).toResolvedValue(
      (users, codes, generator, clock) => new VerifyEmail(users, codes, generator, clock),
      [IDENTITY.UserRepository, IDENTITY.EmailVerificationCodeRepository, IDENTITY.VerificationCodeGenerator, PLATFORM.Clock],
    );
    // Spec 1 §4: the cut-off differs between production and every other environment.
    bind(IDENTITY.NocCutoffDate).toResolvedValue((config) => nocCutoffDate(options.productionRules ?? config.environment === 'production'), [PLATFORM.Config]);
    bind(IDENTITY.PageResident)
      .toResolvedValue((users, clock, cutoff) => pageResident({ users, clock, idleTimeoutMs: options.idleTimeoutMs, nocCutoffDate: cutoff }), [IDENTITY.UserRepository, PLATFORM.Clock, IDENTITY.NocCutoffDate])
      .inSingletonScope();
    bind(IDENTITY.SessionGuard)
      .toResolvedValue((users, clock) => sessionGuard({ users, clock, idleTimeoutMs: options.idleTimeoutMs }), [IDENTITY.UserRepository, PLATFORM.Clock])
      .inSingletonScope();

    bind(PLATFORM.ApiRoutes).toResolvedValue(
      (begin, complete, signOut, clock, guard, cutoff, config, logger, profileFacts) =>
        authRoutes({
          profileFacts,
          begin,
          complete,
          signOut,
          clock,
          guard,
          pendingLogins: new PendingLoginCookie(config.sessionSecrets, config.publicUrl.startsWith('https://')),
          // Someone may be using another person's Singpass, or records were mixed up: support needs to know. Never
          // the NRIC or its hash in the line (docs/decisions.md "A Singpass account keeps its NRIC").
          onDetailsMismatch: (userId) =>
            logger.warn({ userId, code: 'IDENTITY.SINGPASS_DETAILS_MISMATCH' }, 'Singpass sign-in refused: the NRIC differs from the one this Singpass account is bound to'),
          idleTimeoutMs: options.idleTimeoutMs,
          nocCutoffDate: cutoff,
        }),
      [IDENTITY.BeginSingpassLogin, IDENTITY.CompleteSingpassLogin, IDENTITY.SignOut, PLATFORM.Clock, IDENTITY.SessionGuard, IDENTITY.NocCutoffDate, PLATFORM.Config, PLATFORM.Logger, IDENTITY.ReadProfileFacts],
    );
    bind(PLATFORM.ApiRoutes).toResolvedValue(
      (guard, clock, updateProfile, cutoff, profileFacts, recordFeedback) => userRoutes({ guard, clock, updateProfile, nocCutoffDate: cutoff, profileFacts, recordFeedback }),
      [IDENTITY.SessionGuard, PLATFORM.Clock, IDENTITY.UpdateProfile, IDENTITY.NocCutoffDate, IDENTITY.ReadProfileFacts, IDENTITY.RecordFeedbackGiven],
    );
    bind(PLATFORM.ApiRoutes).toResolvedValue(
      (guard, record, list) => moduleStatusRoutes({ guard, record, list }),
      [IDENTITY.SessionGuard, IDENTITY.RecordModuleProgress, IDENTITY.ListModuleStatuses],
    );
    bind(PLATFORM.ApiRoutes).toResolvedValue(
      (guard, clock, send, verify, cutoff, profileFacts) => emailRoutes({ guard, clock, send, verify, nocCutoffDate: cutoff, profileFacts }),
      [IDENTITY.SessionGuard, PLATFORM.Clock, IDENTITY.SendVerificationCode, IDENTITY.VerifyEmail, IDENTITY.NocCutoffDate, IDENTITY.ReadProfileFacts],
    );
    bind(PLATFORM.ApiRoutes).toResolvedValue(
      (guard, clock, updateProfile, cutoff, profileFacts) => emailNotificationsRoutes({ guard, clock, updateProfile, nocCutoffDate: cutoff, profileFacts }),
      [IDENTITY.SessionGuard, PLATFORM.Clock, IDENTITY.UpdateProfile, IDENTITY.NocCutoffDate, IDENTITY.ReadProfileFacts],
    );
    // Account lifecycle: deactivation, reactivation within the grace period, and the purge after it.
    bind(IDENTITY.AccountRepository).toResolvedValue((sequelize) => new SequelizeAccountRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(IDENTITY.DeactivateAccount).toResolvedValue(
      (accounts, clock, config) => new DeactivateAccount(accounts, clock, config.accountDeletionGraceDays),
      [IDENTITY.AccountRepository, PLATFORM.Clock, PLATFORM.Config],
    );
    bind(IDENTITY.ReactivateAccount).toResolvedValue((accounts, clock) => new ReactivateAccount(accounts, clock), [IDENTITY.AccountRepository, PLATFORM.Clock]);
    bind(IDENTITY.PurgeDeletedAccounts).toResolvedValue((accounts, clock) => new PurgeDeletedAccounts(accounts, clock), [IDENTITY.AccountRepository, PLATFORM.Clock]).inSingletonScope();
    bind(PLATFORM.ApiRoutes).toResolvedValue(
      (guard, clock, deactivate, reactivate, cutoff, profileFacts) => accountRoutes({ guard, clock, deactivate, reactivate, nocCutoffDate: cutoff, profileFacts }),
      [IDENTITY.SessionGuard, PLATFORM.Clock, IDENTITY.DeactivateAccount, IDENTITY.ReactivateAccount, IDENTITY.NocCutoffDate, IDENTITY.ReadProfileFacts],
    );
    // Notifications and recommended actions (spec 1 §4, §7).
    // The bank-data month comes from data-import when that context is loaded (optional: identity stands alone).
    bind(IDENTITY.NotificationFactsSource).toResolvedValue(
      (
        bankData?: BankDataMonthSource,
        plan?: PlanFactsSource,
        articles?: ArticleReadSource,
        insurance?: InsuranceRecordSource,
        imported?: ImportedDataFactsSource,
        investments?: InvestmentsUpdateSource,
      ) => new ProfileNotificationFactsSource(bankData ?? null, plan ?? null, articles ?? null, insurance ?? null, imported ?? null, investments ?? null),
      [
        { serviceIdentifier: IDENTITY.BankDataMonthSource, optional: true },
        { serviceIdentifier: IDENTITY.PlanFactsSource, optional: true },
        { serviceIdentifier: IDENTITY.ArticleReadSource, optional: true },
        { serviceIdentifier: IDENTITY.InsuranceRecordSource, optional: true },
        { serviceIdentifier: IDENTITY.ImportedDataFactsSource, optional: true },
        { serviceIdentifier: IDENTITY.InvestmentsUpdateSource, optional: true },
      ],
    );
    bind(IDENTITY.NotificationRepository).toResolvedValue((sequelize) => new SequelizeNotificationRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(IDENTITY.GlobalNotificationRepository).toResolvedValue((sequelize) => new SequelizeGlobalNotificationRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(IDENTITY.RecommendedActionRepository).toResolvedValue((sequelize) => new SequelizeRecommendedActionRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(IDENTITY.ListNotifications).toResolvedValue(
      (facts, notifications, globals, clock) => new ListNotifications(facts, notifications, globals, clock),
      [IDENTITY.NotificationFactsSource, IDENTITY.NotificationRepository, IDENTITY.GlobalNotificationRepository, PLATFORM.Clock],
    );
    bind(IDENTITY.CreatePersonalNotification).toResolvedValue((notifications, clock) => new CreatePersonalNotification(notifications, clock), [IDENTITY.NotificationRepository, PLATFORM.Clock]);
    bind(IDENTITY.AcknowledgeNotification).toResolvedValue((notifications, clock) => new AcknowledgeNotification(notifications, clock), [IDENTITY.NotificationRepository, PLATFORM.Clock]);
    bind(IDENTITY.RecommendedActions).toResolvedValue((actions, clock) => new RecommendedActions(actions, clock), [IDENTITY.RecommendedActionRepository, PLATFORM.Clock]);
    bind(IDENTITY.ResidentFacts).toResolvedValue((users) => new ResidentFacts(users), [IDENTITY.UserRepository]);
    bind(PLATFORM.ApiRoutes).toResolvedValue(
      (guard, list, createPersonal, acknowledge) => notificationRoutes({ guard, list, createPersonal, acknowledge }),
      [IDENTITY.SessionGuard, IDENTITY.ListNotifications, IDENTITY.CreatePersonalNotification, IDENTITY.AcknowledgeNotification],
    );
    bind(PLATFORM.ApiRoutes).toResolvedValue((guard, actions) => recommendedActionRoutes({ guard, actions }), [IDENTITY.SessionGuard, IDENTITY.RecommendedActions]);
    // A local developer tool: mounts nothing in production (see exposesDevOutbox).
    bind(PLATFORM.ApiRoutes).toResolvedValue((config, outbox) => devOutboxRoutes(config.environment, outbox), [PLATFORM.Config, IDENTITY.EmailOutbox]);
    bind(PLATFORM.RootRoutes).toResolvedValue((jwks) => jwksRoutes(jwks), [IDENTITY.RelyingPartyJwks]);
  });
}
