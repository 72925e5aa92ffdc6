import type { PersonBasics } from '../domain/user.js';
import type { SingpassIdentity } from './singpass-provider.js';

/**
 * Where a new resident's basic profile (name, date of birth, sex, marital and residential status) comes from at
 * first sign-in: the sandbox's persona data in development, Myinfo in production (data-import context).
 */
export interface PersonBasicsDirectory {
  basicsFor(identity: SingpassIdentity): Promise<PersonBasics | null>;
}
