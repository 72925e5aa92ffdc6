import { createRequire } from 'node:module';
import type { PersonBasics } from '../../domain/user.js';
import type { PersonBasicsDirectory } from '../../ports/person-basics-directory.js';
import type { SingpassIdentity } from '../../ports/singpass-provider.js';

interface MyinfoItem {
  value?: string;
  code?: string;
}
type Persona = Record<string, MyinfoItem | undefined>;

// Myinfo v3 code tables (marital: 1 single, 2 married, 3 widowed, 5 divorced; residential: C citizen, P PR, A alien).
const MARITAL: Record<string, PersonBasics['maritalStatus']> = { '1': 'S', '2': 'M', '3': 'W', '5': 'D' };
const RESIDENTIAL: Record<string, PersonBasics['residentialStatus']> = { C: 'CITIZEN', P: 'PR', A: 'FOREIGNER' };

/**
 * Development and test stand-in for Myinfo's basic profile: the personas that ship with the mockpass sandbox,
 * looked up by NRIC. Production reads the same facts from Myinfo (data-import context), never from here.
 */
export class MockpassPersonaDirectory implements PersonBasicsDirectory {
  private readonly personas: Record<string, Persona>;

  constructor() {
    const require = createRequire(import.meta.url);
    this.personas = (require('@opengovsg/mockpass/static/myinfo/v3.json') as { personas: Record<string, Persona> }).personas;
  }

  async basicsFor(identity: SingpassIdentity): Promise<PersonBasics | null> {
    const persona = identity.nric ? this.personas[identity.nric] : undefined;
    if (!persona) return null;
    const sex = persona.sex?.code;
    const residential = persona.residentialstatus?.code ?? '';
    const foreignId = /^[FGM]/.test(identity.nric ?? '');
    return {
      name: persona.name?.value?.trim() || null,
      dob: /^\d{4}-\d{2}-\d{2}$/.test(persona.dob?.value ?? '') ? persona.dob!.value! : null,
      sex: sex === 'F' || sex === 'M' ? sex : null,
      maritalStatus: MARITAL[persona.marital?.code ?? ''] ?? null,
      residentialStatus: RESIDENTIAL[residential] ?? (foreignId ? 'FOREIGNER' : null),
    };
  }
}

/** Production default until Myinfo basics are wired: no prefill, the resident types their profile in onboarding. */
export class NoPersonBasics implements PersonBasicsDirectory {
  async basicsFor(): Promise<PersonBasics | null> {
    return null;
  }
}
