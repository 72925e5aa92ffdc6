import type { ServiceIdentifier } from 'inversify';
import type { BeginSingpassLogin } from './application/begin-singpass-login.js';
import type { CompleteSingpassLogin } from './application/complete-singpass-login.js';
import type { SignOut } from './application/sign-out.js';
import type { UpdateProfile } from './application/update-profile.js';
import type { ListModuleStatuses, RecordModuleProgress } from './application/module-statuses.js';
import type { ModuleStatusRepository } from './ports/module-status-repository.js';
import type { AppMiddleware } from '../platform/http/http-types.js';
import type { GuardOptions } from './adapters/http/session-guard.js';
import type { NricHasher } from './ports/nric-hasher.js';
import type { PersonBasicsDirectory } from './ports/person-basics-directory.js';
import type { RelyingPartyJwks, SingpassProvider } from './ports/singpass-provider.js';
import type { UserRepository } from './ports/user-repository.js';
import type { SendVerificationCode, VerifyEmail } from './application/email-verification.js';
import type { EmailOutbox, EmailSender } from './ports/email-sender.js';
import type { EmailVerificationCodeRepository } from './ports/email-verification-code-repository.js';
import type { VerificationCodeGenerator } from './ports/verification-code-generator.js';

const token = <T>(name: string) => Symbol.for(name) as ServiceIdentifier<T> & symbol;

export const IDENTITY = {
  UserRepository: token<UserRepository>('identity.UserRepository'),
  PersonBasicsDirectory: token<PersonBasicsDirectory>('identity.PersonBasicsDirectory'),
  NricHasher: token<NricHasher>('identity.NricHasher'),
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
  /** Other contexts protect their routes with this: `guard()` in front of a handler. */
  SessionGuard: token<(options?: GuardOptions) => AppMiddleware>('identity.SessionGuard'),
} as const;
