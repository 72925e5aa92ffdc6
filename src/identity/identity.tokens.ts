import type { ServiceIdentifier } from 'inversify';
import type { BeginSingpassLogin } from './application/begin-singpass-login.js';
import type { CompleteSingpassLogin } from './application/complete-singpass-login.js';
import type { SignOut } from './application/sign-out.js';
import type { UpdateProfile } from './application/update-profile.js';
import type { ListModuleStatuses, RecordModuleProgress } from './application/module-statuses.js';
import type { ModuleStatusRepository } from './ports/module-status-repository.js';
import type { AppContext, AppMiddleware } from '../platform/http/http-types.js';
import type { PageResident } from '../platform/http/page-documents.js';
import type { GuardOptions } from './adapters/http/session-guard.js';
import type { NricHasher } from './ports/nric-hasher.js';
import type { ResidentMatchesNric } from './application/resident-matches-nric.js';
import type { PrefillProfile } from './application/prefill-profile.js';
import type { PersonBasicsDirectory } from './ports/person-basics-directory.js';
import type { RelyingPartyJwks, SingpassProvider } from './ports/singpass-provider.js';
import type { UserRepository } from './ports/user-repository.js';
import type { SendVerificationCode, VerifyEmail } from './application/email-verification.js';
import type { EmailOutbox, EmailSender } from './ports/email-sender.js';
import type { EmailVerificationCodeRepository } from './ports/email-verification-code-repository.js';
import type { VerificationCodeGenerator } from './ports/verification-code-generator.js';
import type { AccountRepository } from './ports/account-repository.js';
import type { DeactivateAccount, ReactivateAccount } from './application/account-lifecycle.js';
import type { PurgeDeletedAccounts } from './application/purge-deleted-accounts.js';

import type { ListNotifications, CreatePersonalNotification } from './application/notifications.js';
import type { AcknowledgeNotification } from './application/notifications-acknowledgement.js';
import type { RecommendedActions } from './application/recommended-actions.js';
import type { ResidentFacts } from './application/resident-facts.js';
import type { NotificationFactsSource } from './ports/notification-facts-source.js';
import type { BankDataMonthSource } from './ports/bank-data-month-source.js';
import type { PlanFactsSource } from './ports/plan-facts-source.js';
import type { InvestmentsUpdateSource } from './ports/investments-update-source.js';
import type { ArticleReadSource } from './ports/article-read-source.js';
import type { InsuranceRecordSource } from './ports/insurance-record-source.js';
import type { ImportedDataFactsPart, ImportedDataFactsSource, MoneyPlanFactsPart } from './ports/profile-facts-sources.js';
import type { ReadProfileFacts } from './application/read-profile-facts.js';
import type { RecordFeedbackGiven } from './application/feedback-form.js';
import type { NotificationRepository } from './ports/notification-repository.js';
import type { GlobalNotificationRepository } from './ports/notification-global-repository.js';
import type { RecommendedActionRepository } from './ports/recommended-action-repository.js';

const token = <T>(name: string) => Symbol.for(name) as ServiceIdentifier<T> & symbol;

export const IDENTITY = {
  UserRepository: token<UserRepository>('identity.UserRepository'),
  PersonBasicsDirectory: token<PersonBasicsDirectory>('identity.PersonBasicsDirectory'),
  NricHasher: token<NricHasher>('identity.NricHasher'),
  ResidentMatchesNric: token<ResidentMatchesNric>('identity.ResidentMatchesNric'),
  PrefillProfile: token<PrefillProfile>('identity.PrefillProfile'),
  SingpassProvider: token<SingpassProvider>('identity.SingpassProvider'),
  RelyingPartyJwks: token<RelyingPartyJwks>('identity.RelyingPartyJwks'),
  BeginSingpassLogin: token<BeginSingpassLogin>('identity.BeginSingpassLogin'),
  CompleteSingpassLogin: token<CompleteSingpassLogin>('identity.CompleteSingpassLogin'),
  SignOut: token<SignOut>('identity.SignOut'),
  ModuleStatusRepository: token<ModuleStatusRepository>('identity.ModuleStatusRepository'),
  UpdateProfile: token<UpdateProfile>('identity.UpdateProfile'),
  RecordModuleProgress: token<RecordModuleProgress>('identity.RecordModuleProgress'),
  ListModuleStatuses: token<ListModuleStatuses>('identity.ListModuleStatuses'),
  EmailSender: token<EmailSender>('identity.EmailSender'),
  /** The development outbox as a reader (GET /dev/outbox, never mounted in production). */
  EmailOutbox: token<EmailOutbox>('identity.EmailOutbox'),
  EmailVerificationCodeRepository: token<EmailVerificationCodeRepository>('identity.EmailVerificationCodeRepository'),
  VerificationCodeGenerator: token<VerificationCodeGenerator>('identity.VerificationCodeGenerator'),
  SendVerificationCode: token<SendVerificationCode>('identity.SendVerificationCode'),
  VerifyEmail: token<VerifyEmail>('identity.VerifyEmail'),
  /** The notice-of-collection cut-off date of this environment ('YYYY-MM-DD', spec 1 §4). */
  NocCutoffDate: token<string>('identity.NocCutoffDate'),
  AccountRepository: token<AccountRepository>('identity.AccountRepository'),
  DeactivateAccount: token<DeactivateAccount>('identity.DeactivateAccount'),
  ReactivateAccount: token<ReactivateAccount>('identity.ReactivateAccount'),
  /** Deletes every account past its grace period; run by the scheduler (bootstrap) and callable from tests. */
  PurgeDeletedAccounts: token<PurgeDeletedAccounts>('identity.PurgeDeletedAccounts'),
  /** Notifications and recommended actions (spec 1 §4). Later contexts extend the facts adapter (docs/decisions.md). */
  NotificationFactsSource: token<NotificationFactsSource>('identity.NotificationFactsSource'),
  BankDataMonthSource: token<BankDataMonthSource>('identity.BankDataMonthSource'),
  PlanFactsSource: token<PlanFactsSource>('identity.PlanFactsSource'),
  ArticleReadSource: token<ArticleReadSource>('identity.ArticleReadSource'),
  InsuranceRecordSource: token<InsuranceRecordSource>('identity.InsuranceRecordSource'),
  InvestmentsUpdateSource: token<InvestmentsUpdateSource>('identity.InvestmentsUpdateSource'),
  /** The profile fields other contexts hold (spec 1 §3): bound by data-import and cashflow-wealth. */
  ImportedDataFactsSource: token<ImportedDataFactsSource>('identity.ImportedDataFactsSource'),
  ImportedDataFactsPart: token<ImportedDataFactsPart>('identity.ImportedDataFactsPart'),
  MoneyPlanFactsPart: token<MoneyPlanFactsPart>('identity.MoneyPlanFactsPart'),
  ReadProfileFacts: token<ReadProfileFacts>('identity.ReadProfileFacts'),
  RecordFeedbackGiven: token<RecordFeedbackGiven>('identity.RecordFeedbackGiven'),
  NotificationRepository: token<NotificationRepository>('identity.NotificationRepository'),
  GlobalNotificationRepository: token<GlobalNotificationRepository>('identity.GlobalNotificationRepository'),
  RecommendedActionRepository: token<RecommendedActionRepository>('identity.RecommendedActionRepository'),
  ListNotifications: token<ListNotifications>('identity.ListNotifications'),
  CreatePersonalNotification: token<CreatePersonalNotification>('identity.CreatePersonalNotification'),
  AcknowledgeNotification: token<AcknowledgeNotification>('identity.AcknowledgeNotification'),
  RecommendedActions: token<RecommendedActions>('identity.RecommendedActions'),
  /** Date of birth and employment status, for other contexts (public.ts ResidentFactsQuery). */
  ResidentFacts: token<ResidentFacts>('identity.ResidentFacts'),
  /** Other contexts protect their routes with this: `guard()` in front of a handler. */
  SessionGuard: token<(options?: GuardOptions) => AppMiddleware>('identity.SessionGuard'),
  /** Who a private page's frame may go to (adapters/http/page-resident.ts). */
  PageResident: token<(ctx: AppContext, address: string) => Promise<PageResident | null>>('identity.PageResident'),
} as const;
