import type { ServiceIdentifier } from 'inversify';
import type { BeginSingpassLogin } from './application/begin-singpass-login.js';
import type { CompleteSingpassLogin } from './application/complete-singpass-login.js';
import type { SignOut } from './application/sign-out.js';
import type { AppMiddleware } from '../platform/http/http-types.js';
import type { GuardOptions } from './adapters/http/session-guard.js';
import type { NricHasher } from './ports/nric-hasher.js';
import type { PersonBasicsDirectory } from './ports/person-basics-directory.js';
import type { RelyingPartyJwks, SingpassProvider } from './ports/singpass-provider.js';
import type { UserRepository } from './ports/user-repository.js';

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
  /** Other contexts protect their routes with this: `guard()` in front of a handler. */
  SessionGuard: token<(options?: GuardOptions) => AppMiddleware>('identity.SessionGuard'),
} as const;
