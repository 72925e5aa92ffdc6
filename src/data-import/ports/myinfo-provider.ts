import type { PersonalData, PersonBasic } from '../domain/personal-data.js';

/** What Myinfo gives for one consent: the person's NRIC/FIN, their basic data and the financial record. */
export interface MyinfoPerson {
  uinfin: string;
  basic: PersonBasic;
  record: Omit<PersonalData, 'latestConsentAt'>;
}

/**
 * The government personal-data service (spec 2 §7 "POST /myinfo/token", "GET /myinfo/person"): where to send the
 * resident for consent, and the person once they have consented. Mockpass's Myinfo v3 in development and tests;
 * the real service by configuration.
 */
export interface MyinfoProvider {
  /** The consent page for this resident's browser; `state` comes back with the code. */
  consentUrl(request: { state: string; redirectUri: string }): string;
  /** Exchanges the code (once) and reads the person. @throws MyinfoUnavailable when Myinfo refuses or fails. */
  personOf(code: string, redirectUri: string): Promise<MyinfoPerson>;
}
