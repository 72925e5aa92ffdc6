/**
 * Myinfo's basic data in the profile's terms (spec 1 onboarding step 1 is "prefilled from Singpass / Myinfo basic
 * data where available"): Myinfo v3 codes become the profile's enumerations; anything else is left empty rather
 * than guessed.
 */
import type { PersonBasic } from './personal-data.js';

/** The profile fields Myinfo can fill (the identity context's PersonBasics, by shape). */
export interface ProfileBasics {
  name: string | null;
  dob: string | null;
  sex: 'F' | 'M' | null;
  maritalStatus: 'S' | 'M' | 'W' | 'D' | null;
  residentialStatus: 'CITIZEN' | 'PR' | 'FOREIGNER' | null;
}

// Myinfo v3 code tables: marital 1 single, 2 married, 3 widowed, 5 divorced; residential C citizen, P PR, A alien.
const MARITAL: Record<string, ProfileBasics['maritalStatus']> = { '1': 'S', '2': 'M', '3': 'W', '5': 'D' };
const RESIDENTIAL: Record<string, ProfileBasics['residentialStatus']> = { C: 'CITIZEN', P: 'PR', A: 'FOREIGNER' };

/** `foreignId`: the NRIC/FIN is a FIN (F, G or M), so a missing residential status means a foreigner. */
export function profileBasicsOf(basic: PersonBasic, foreignId: boolean): ProfileBasics {
  const name = basic.name?.trim() ?? '';
  return {
    name: name === '' ? null : name,
    dob: /^\d{4}-\d{2}-\d{2}$/.test(basic.dob ?? '') ? basic.dob : null,
    sex: basic.sex === 'F' || basic.sex === 'M' ? basic.sex : null,
    maritalStatus: MARITAL[basic.maritalStatus ?? ''] ?? null,
    residentialStatus: RESIDENTIAL[basic.residentialStatus ?? ''] ?? (foreignId ? 'FOREIGNER' : null),
  };
}

/** A FIN (foreigners' number) starts with F, G or M; an NRIC with S or T. */
export const isForeignId = (uinfin: string): boolean => /^[FGM]/i.test(uinfin);
