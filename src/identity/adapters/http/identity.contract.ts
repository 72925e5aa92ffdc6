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

/** GET /api/v1/user (and the body of a successful callback). Fields not yet known are null. */
export interface UserProfile {
  id: string;
  name: string | null;
  dob: string | null;
  sex: 'F' | 'M' | null;
  maritalStatus: 'S' | 'M' | 'W' | 'D' | null;
  residentialStatus: 'CITIZEN' | 'PR' | 'FOREIGNER' | null;
  email: string | null;
  age: number | null;
  ageRange: string | null;
  workYearsRange: string | null;
  employmentStatusRange: string | null;
  emailVerificationStatus: EmailVerificationStatus;
  emailNotificationsStatus: boolean;
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
  apimMyinfoDataSelectionState: string | null;
  myinfoLatestPullConsentAtDate: string | null;
  apimLatestPullConsentAtDate: string | null;
  connectedBanks: Array<{ id: string; bankName: string }>;
  totalBudget: { amount: number } | null;
  estimatedMonthlyExpenses: { amount: number; enteredDate: string; isDerived: boolean } | null;
}

/** Every API error, whatever the status. */
export interface ApiErrorBody {
  errorMessage: string;
  code: string;
  details?: Array<{ field: string; message: string }>;
  requestId: string;
}
