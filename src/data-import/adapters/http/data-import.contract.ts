/**
 * The wire shapes of the data-import calls (spec 2 §7), shared with the web app. Amounts are SGD cents.
 */
import type { IncomeOffer } from '../../domain/income-offers.js';
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

/**
 * GET and POST /api/v1/myinfo/income-offers (docs/decisions.md "Imports ask before they add"): the incomes of the
 * notice of assessment, each with its tick; `confirmed` once the resident has answered for this notice. null: no
 * notice of assessment on record.
 */
export interface MyinfoIncomeOffersResponse {
  data: { yearOfAssessment: number; offers: IncomeOffer[]; confirmed: boolean } | null;
}
export type { IncomeOffer };

/** POST /api/v1/myinfo/income-offers body: the refs of the offers ticked; the others are not added. */
export interface MyinfoIncomeChoiceRequest {
  ticked: string[];
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

/**
 * POST /api/v1/apim/user-data: the record of the chosen banks (now also in the lists) and the Myinfo record.
 * `growthRateFlags`: the imported assets whose estimated growth rate is implausible for their kind, with our default
 * offered (flagged, never changed: docs/decisions.md "Links and feeds").
 */
export interface BankUserDataResponse {
  data: { fpdata: FpData; myinfo: NonNullable<MyinfoPersonResponse['data']> | null; growthRateFlags: ImportedGrowthRateFlagDto[] };
}

/** One flagged rate: the asset (its name, kind path and where it came from) and the flag (growth-plausibility.ts). */
export interface ImportedGrowthRateFlagDto {
  name: string;
  kind: string;
  sourceName: string;
  sourceRef: string;
  growthClass: string;
  ratePercent: number;
  direction: 'HIGH' | 'LOW';
  minPercent: number;
  maxPercent: number;
  defaultRatePercent: number | null;
  message: string;
}

/**
 * GET /api/v1/apim/data: the resident's stored bank data (null before the first import), the month it is from
 * ('YYYY-MM', for the /update-bank-data gate), the institutions shared and when consent was last given.
 */
export interface BankDataResponse {
  data: { fpdata: FpData; banks: string[]; latestMonth: string; latestConsentAt: string } | null;
}

/** The institutions' display names by code ('DBS' -> 'DBS Bank'), for the pages that show the record. */
export { BANKS, INSURER_CODES, isInsurerCode, type BankCode, type InstitutionCode, type ProviderStatus, type InsurancePolicy } from '../../domain/bank-data.js';
/** The names the web shows for holdings (docs/decisions.md "Rough edges smoothed"). */
export { holdingDisplayName, holdingTypeLabel } from '../../domain/display-names.js';
