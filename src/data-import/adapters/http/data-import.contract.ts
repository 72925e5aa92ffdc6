/**
 * The wire shapes of the data-import calls (spec 2 §7), shared with the web app. Amounts are SGD cents.
 */
import type { CpfBalances, HdbOwnership, NoticeOfAssessment, PersonBasic } from '../../domain/personal-data.js';

export type { CpfBalances, HdbOwnership, NoticeOfAssessment, PersonBasic };

/** POST /api/v1/myinfo/authorise: where to send the resident for consent. */
export interface MyinfoAuthoriseResponse {
  url: string;
}

/** POST /api/v1/myinfo/token body: what Myinfo sent back to /my-info-data-callback. */
export interface MyinfoTokenRequest {
  code: string;
  state: string;
}

/** POST /api/v1/myinfo/token and GET /api/v1/myinfo/person: the record (null when the resident has none). */
export interface MyinfoPersonResponse {
  data: { noa: NoticeOfAssessment | null; cpf: CpfBalances | null; hdbOwnership: HdbOwnership[]; latestConsentAt: string } | null;
}

/**
 * POST /api/v1/myinfo/token: the record, now also in the resident's lists (GET /finances lists the imported items
 * under `origins`). `cpfKept`: the resident had typed their own CPF balances, which stay.
 */
export interface MyinfoTokenResponse {
  data: NonNullable<MyinfoPersonResponse['data']>;
  cpfKept: boolean;
}

/** GET /api/v1/myinfo/person-basic: the basic data, or `{ code }` when none was applied. */
export interface MyinfoPersonBasicResponse {
  data: PersonBasic | { code: 'NO_BASIC_DATA' };
}

/** PATCH /api/v1/myinfo/hdb/ownership/{id} body; answers `{ hdbOwnership }`. */
export interface MyinfoFlatAdjustment {
  percentageShare: number;
  monthlyCashLoanInstalment: number;
  monthlyCPFLoanInstalment: number;
}

export type { FpData } from '../../domain/bank-data.js';
import type { FpData } from '../../domain/bank-data.js';

/** POST /api/v1/apim/authorise: the bank-data consent page for this resident. */
export interface BankAuthoriseResponse {
  url: string;
}

/** POST /api/v1/apim/token body: what the consent sent back to /apim-callback. Answers 204. */
export interface BankTokenRequest {
  code: string;
  state: string;
}

/** POST /api/v1/apim/user-data: the record of the chosen banks (now also in the lists) and the Myinfo record. */
export interface BankUserDataResponse {
  data: { fpdata: FpData; myinfo: NonNullable<MyinfoPersonResponse['data']> | null };
}

/**
 * GET /api/v1/apim/data: the resident's stored bank data (null before the first import), the month it is from
 * ('YYYY-MM', for the /update-bank-data gate), the institutions shared and when consent was last given.
 */
export interface BankDataResponse {
  data: { fpdata: FpData; banks: string[]; latestMonth: string; latestConsentAt: string } | null;
}

/** The institutions' display names by code ('DBS' -> 'DBS Bank'), for the pages that show the record. */
export { BANKS, type BankCode } from '../../domain/bank-data.js';
/** The names the web shows for holdings (docs/decisions.md "Rough edges smoothed"). */
export { holdingDisplayName, holdingTypeLabel } from '../../domain/display-names.js';
