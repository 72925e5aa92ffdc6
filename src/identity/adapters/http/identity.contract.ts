/**
 * Wire types of the identity context's HTTP API (`/api/v1`). The web app imports these with `import type`,
 * so the two sides cannot drift apart silently.
 */

/** GET /api/v1/auth/singpass/authorize -> where to send the browser to sign in. */
export interface AuthorizationUrlResponse {
  authorizationUrl: string;
}

/** POST /api/v1/auth/singpass/callback body: what Singpass appended to /sp-callback. */
export interface SingpassCallbackRequest {
  code: string;
  state: string;
  /** Present when the provider sends it (FAPI 2.0, RFC 9207): pass it through unchanged. */
  iss?: string;
}

/** GET /api/v1/auth/token-expiry and POST /api/v1/auth/refresh -> seconds until the session token expires. */
export interface TokenExpiryResponse {
  tokenExpiry: number;
}

export type EmailVerificationStatus = 'UNVERIFIED' | 'PENDING_VERIFICATION' | 'VERIFIED';
export type AccountStatus = 'PENDING_DELETION' | 'DELETED' | null;
/** Spec 1 §3 enumerations as keys. */
export type Sex = 'F' | 'M';
export type MaritalStatus = 'S' | 'M' | 'W' | 'D';
export type ResidentialStatus = 'CITIZEN' | 'PR' | 'FOREIGNER';
export type EmploymentStatusRange = 'FULL_PART_TIME' | 'SELF_FREELANCE' | 'UNEMPLOYED' | 'NOT_WORKING';
/** Years worked: under 3, 3-5, above 5, never. */
export type WorkYearsRange = 'UNDER_3' | '3_TO_5' | 'ABOVE_5' | 'NEVER';
/**
 * Spec 1 §3 data-selection modes as stored: personal-data service (Myinfo) only, or bank data plus Myinfo.
 * The third mode, 'manage bank-data connections', is stored as BANK_AND_MYINFO (spec 1 §4 "Account").
 */
export type ApimMyinfoDataSelectionState = 'MYINFO_ONLY' | 'BANK_AND_MYINFO';
/** What PATCH /user accepts: the stored modes, plus MANAGE_CONNECTION, which the server saves as BANK_AND_MYINFO. */
export type DataSelectionMode = ApimMyinfoDataSelectionState | 'MANAGE_CONNECTION';

/** GET /api/v1/user (and the body of a successful callback). Fields not yet known are null. */
export interface UserProfile {
  id: string;
  name: string | null;
  dob: string | null;
  sex: Sex | null;
  maritalStatus: MaritalStatus | null;
  residentialStatus: ResidentialStatus | null;
  email: string | null;
  age: number | null;
  ageRange: string | null;
  workYearsRange: WorkYearsRange | null;
  employmentStatusRange: EmploymentStatusRange | null;
  emailVerificationStatus: EmailVerificationStatus;
  emailNotificationsStatus: boolean;
  /** Analytics opt-in (spec 1 §6 toggle): false until the resident turns it on (privacy by default). */
  analyticsEnabled: boolean;
  deferEmailVerification: boolean;
  hasStartedPlanning: boolean;
  dayOfTransfer: number | null;
  targetMonthlySavings: number | null;
  automaticTransferStatus: boolean | null;
  hasCompletedFeedbackForm: boolean;
  consentedToAppTNCAt: string | null;
  latestConsentedToAppNOCAt: string | null;
  registeredAt: string;
  lastLogin: string | null;
  isReturnUser: boolean;
  accountStatus: AccountStatus;
  /**
   * While `accountStatus` is PENDING_DELETION: when the account and all its data will be deleted (ISO; the
   * deactivation time plus the grace period, fixed at deactivation). Null when the account is active.
   */
  scheduledDeletionAt: string | null;
  apimMyinfoDataSelectionState: ApimMyinfoDataSelectionState | null;
  myinfoLatestPullConsentAtDate: string | null;
  apimLatestPullConsentAtDate: string | null;
  /**
   * The basic fields that still hold the value Myinfo gave ('Retrieved from Myinfo' beside them); absent when none
   * does, as for every account without Myinfo (docs/decisions.md "Imports ask before they add").
   */
  fromMyinfo?: Array<'name' | 'dob' | 'sex' | 'maritalStatus' | 'residentialStatus'>;
  connectedBanks: Array<{ id: string; bankName: string }>;
  totalBudget: { amount: number } | null;
  estimatedMonthlyExpenses: { amount: number; enteredDate: string; isDerived: boolean } | null;
  /**
   * Derived: the onboarding profile questions are answered (name, dob, sex, maritalStatus, residentialStatus,
   * employmentStatusRange, workYearsRange all set) AND the email is VERIFIED or its verification deferred.
   */
  onboardingComplete: boolean;
  /**
   * Derived (spec 1 §4): the latest notice-of-collection consent is absent or on or before the cut-off date of the
   * server's environment (2023-10-29 in production, 2023-10-25 elsewhere), so the resident must consent again.
   */
  needsNoticeOfCollectionConsent: boolean;
}

/**
 * PATCH /api/v1/user body: every field optional, at least one required (else 400 'Nothing to update').
 * Unknown fields are dropped. Answer: the updated `UserProfile`.
 *
 * Before the resident has consented to the app terms (`consentedToAppTNCAt` null), ONLY the two consent fields
 * may be sent; anything else is 403 `IDENTITY.CONSENT_REQUIRED`.
 */
export interface UpdateUserRequest {
  /** 1 to 66 characters, no leading or trailing space. */
  name?: string;
  /** 'YYYY-MM-DD', or the same day as an ISO timestamp at 00:00:00.000Z (spec 1 §5); not in the future, age 0 to 120. */
  dob?: string;
  sex?: Sex;
  maritalStatus?: MaritalStatus;
  residentialStatus?: ResidentialStatus;
  /** Trimmed by the server too; at most 254 characters. A different address (ignoring case) resets verification to UNVERIFIED. */
  email?: string;
  employmentStatusRange?: EmploymentStatusRange;
  workYearsRange?: WorkYearsRange;
  deferEmailVerification?: boolean;
  /** The newsletter flag. */
  emailNotificationsStatus?: boolean;
  /** The analytics opt-in (true: opted in). */
  analyticsEnabled?: boolean;
  /**
   * Any ISO timestamp: its presence means "I consent to the app terms now". The server records ITS OWN time;
   * the value sent is never stored.
   */
  consentedToAppTNCAt?: string;
  /** As `consentedToAppTNCAt`, for the notice of collection. */
  latestConsentedToAppNOCAt?: string;
  apimMyinfoDataSelectionState?: DataSelectionMode;
}

/**
 * PUT /api/v1/email-notifications body: the newsletter preference (stored as `emailNotificationsStatus`).
 * Answer: the updated `UserProfile`. Missing or not a boolean: 400. Needs app-terms consent (403).
 */
export interface EmailNotificationsRequest {
  newsletter: boolean;
}

/**
 * POST /api/v1/user/deactivate-account (no body). Every session of the resident ends, this one included (the
 * cookie is cleared): the web app signs out and shows /deactivated. Already pending: 409.
 */
export interface DeactivateAccountResponse {
  accountStatus: 'PENDING_DELETION';
  /** When the account and all its data will be deleted (ISO): now plus the grace period. */
  scheduledDeletionAt: string;
}

/** Spec 1 §3 module ids, and the investing guide's and readiness assessment's (docs/decisions.md "Investing for beginners"). */
export type ModuleId = 'CASHFLOW' | 'WEALTH' | 'SET_SAVING_TARGETS' | 'BUDGET_CALCULATOR' | 'EXPENSE_MANAGER' | 'INVESTING_FOR_BEGINNERS' | 'READINESS_ASSESSMENT';

/**
 * One module's progress for the signed-in resident (spec 1 §3 "Module status"). A module never saved reads
 * `{ currentStep: null, lastUpdated: null, lastCompleted: null, completed: false }`.
 *
 * EXPENSE_MANAGER uses the same record: the spec's `currentStepIndex` is `currentStep` and its `completed` is
 * `completed` (true once `lastCompleted` is set, as for every module).
 */
export interface ModuleStatus {
  module: ModuleId;
  /** Step index in progress; null when not in progress (never started, or just completed). */
  currentStep: number | null;
  /** Server time of the last save (ISO). */
  lastUpdated: string | null;
  /** Server time of the last completion (ISO); set means completed. */
  lastCompleted: string | null;
  /** Derived: `lastCompleted !== null`. */
  completed: boolean;
}

/** PUT /api/v1/module-status, progress: stores the step (integer 0 to 20). `lastUpdated` is ignored: server time is stored. */
export interface ModuleProgressRequest {
  module: ModuleId;
  currentStep: number;
  lastUpdated?: string;
}

/** PUT /api/v1/module-status, completion: clears the step; the server stores ITS time as lastUpdated and lastCompleted. */
export interface ModuleCompletionRequest {
  module: ModuleId;
  currentStep: null;
  lastUpdated?: string;
  lastCompleted: string;
}

/** PUT /api/v1/module-status body (spec 1 §7). Answer: the stored `ModuleStatus`. */
export type PutModuleStatusRequest = ModuleProgressRequest | ModuleCompletionRequest;

/** GET /api/v1/module-status -> every module of the signed-in resident, in `ModuleId` order, unsaved ones included. */
export interface ModuleStatusesResponse {
  modules: ModuleStatus[];
}

/**
 * POST /api/v1/email/generate-verification-code (no body) and POST /api/v1/email/regenerate-verification-code
 * (`RegenerateVerificationCodeRequest`): a new code was emailed to the resident's address; every older code is
 * now unusable. Errors: 422 `IDENTITY.EMAIL_REQUIRED` (no email on the profile), 429 `IDENTITY.EMAIL_RATE_LIMITED`
 * (more than 1 email a minute or 5 an hour).
 */
export interface GenerateVerificationCodeResponse {
  emailVerificationStatus: 'PENDING_VERIFICATION';
  /** When the emailed link stops working (ISO, 24 hours after sending). */
  expiresAt: string;
}

/** POST /api/v1/email/regenerate-verification-code body: the old code is optional and not needed (ignored). */
export interface RegenerateVerificationCodeRequest {
  verificationCode?: string;
}

/**
 * POST /api/v1/email/verify-email body: the code from the link `/email-verification/{verificationCode}`.
 * Answer: the updated `UserProfile` (emailVerificationStatus VERIFIED). A code that is unknown, used, expired,
 * replaced or for another address: 422 `IDENTITY.VERIFICATION_CODE_INVALID`; a live code of another resident:
 * 422 `IDENTITY.VERIFICATION_CODE_OTHER_ACCOUNT` (and it stays usable by its owner).
 */
export interface VerifyEmailRequest {
  verificationCode: string;
}

/** One email written to the development outbox (no SMTP server configured outside production). */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** ISO timestamp. */
  createdAt: string;
}

/** GET /api/v1/dev/outbox (development and test only; 404 in production): newest first, at most 50. */
export interface OutboxResponse {
  messages: OutboxMessage[];
}

/** Every API error, whatever the status. */
export interface ApiErrorBody {
  errorMessage: string;
  code: string;
  details?: Array<{ field: string; message: string }>;
  requestId: string;
}
