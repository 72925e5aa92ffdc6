import type { FpData, InstitutionCode } from '../domain/bank-data.js';

/**
 * Bank data (SGFinDex shape, spec 2 §7 "POST /apim/token", "POST /apim/user-data"): where to send the resident to
 * choose their banks and consent, and the record once they have. The project's sandbox until an SGFinDex
 * participant's adapter replaces it.
 */
export interface BankDataProvider {
  /** The consent page; a code and `state` come back to `redirectUri` (/apim-callback). */
  consentUrl(request: { state: string; redirectUri: string }): string;
  /** Exchanges the code (once) for access to the banks the resident chose. @throws BankDataUnavailable */
  token(code: string): Promise<{ accessToken: string; banks: InstitutionCode[] }>;
  /** The record of those banks for the resident; `today` ('YYYY-MM-DD') dates its months. @throws BankDataUnavailable */
  userData(accessToken: string, residentId: string, today: string): Promise<FpData>;
}
