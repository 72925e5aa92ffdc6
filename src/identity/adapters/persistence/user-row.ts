import type { User } from '../../domain/user.js';

/** A `users` row as the pg driver returns it (snake_case, dates as Date, BIGINT as number). */
export interface UserRow {
  id: string;
  singpass_uuid: string;
  name: string | null;
  dob: string | null;
  sex: User['sex'];
  marital_status: User['maritalStatus'];
  residential_status: User['residentialStatus'];
  email: string | null;
  work_years_range: User['workYearsRange'];
  employment_status_range: User['employmentStatusRange'];
  email_verification_status: User['emailVerificationStatus'];
  email_notifications_status: boolean;
  analytics_enabled: boolean;
  defer_email_verification: boolean;
  has_started_planning: boolean;
  day_of_transfer: number | null;
  target_monthly_savings: number | null;
  automatic_transfer_status: boolean | null;
  has_completed_feedback_form: boolean;
  consented_to_app_tnc_at: Date | null;
  latest_consented_to_app_noc_at: Date | null;
  registered_at: Date;
  last_login: Date | null;
  login_count: number;
  account_status: User['accountStatus'];
  account_status_updated_at: Date | null;
  scheduled_deletion_at: Date | null;
  apim_myinfo_data_selection_state: User['apimMyinfoDataSelectionState'];
  myinfo_latest_pull_consent_at: Date | null;
  apim_latest_pull_consent_at: Date | null;
  myinfo_basics?: User['myinfoBasics'];
  current_session_token?: string | null;
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    singpassUuid: row.singpass_uuid,
    name: row.name,
    dob: row.dob,
    sex: row.sex,
    maritalStatus: row.marital_status,
    residentialStatus: row.residential_status,
    email: row.email,
    workYearsRange: row.work_years_range,
    employmentStatusRange: row.employment_status_range,
    emailVerificationStatus: row.email_verification_status,
    emailNotificationsStatus: row.email_notifications_status,
    analyticsEnabled: row.analytics_enabled,
    deferEmailVerification: row.defer_email_verification,
    hasStartedPlanning: row.has_started_planning,
    dayOfTransfer: row.day_of_transfer,
    targetMonthlySavings: row.target_monthly_savings,
    automaticTransferStatus: row.automatic_transfer_status,
    hasCompletedFeedbackForm: row.has_completed_feedback_form,
    consentedToAppTNCAt: row.consented_to_app_tnc_at,
    latestConsentedToAppNOCAt: row.latest_consented_to_app_noc_at,
    registeredAt: row.registered_at,
    lastLogin: row.last_login,
    loginCount: row.login_count,
    accountStatus: row.account_status,
    accountStatusUpdatedAt: row.account_status_updated_at,
    scheduledDeletionAt: row.scheduled_deletion_at,
    apimMyinfoDataSelectionState: row.apim_myinfo_data_selection_state,
    myinfoLatestPullConsentAt: row.myinfo_latest_pull_consent_at,
    apimLatestPullConsentAt: row.apim_latest_pull_consent_at,
    myinfoBasics: row.myinfo_basics ?? null,
  };
}

/** Every column but the secrets (`nric_hash`, `current_session_token`), for SELECT lists. */
export const USER_COLUMNS = [
  'id', 'singpass_uuid', 'name', 'dob', 'sex', 'marital_status', 'residential_status', 'email', 'work_years_range',
  'employment_status_range', 'email_verification_status', 'email_notifications_status', 'defer_email_verification',
  'has_started_planning', 'day_of_transfer', 'target_monthly_savings', 'automatic_transfer_status',
  'has_completed_feedback_form', 'consented_to_app_tnc_at', 'latest_consented_to_app_noc_at', 'registered_at',
  'last_login', 'login_count', 'account_status', 'apim_myinfo_data_selection_state', 'myinfo_latest_pull_consent_at',
  'apim_latest_pull_consent_at', 'analytics_enabled', 'account_status_updated_at',
  'scheduled_deletion_at', 'myinfo_basics',
].join(', ');

const TIMESTAMP_COLUMNS = [
  'consented_to_app_tnc_at', 'latest_consented_to_app_noc_at', 'registered_at', 'last_login', 'myinfo_latest_pull_consent_at',
  'apim_latest_pull_consent_at', 'account_status_updated_at', 'scheduled_deletion_at',
] as const;

/**
 * A `users` row read as one JSON value (`to_jsonb(u)`): one field for the driver to parse instead of thirty, on the
 * session hot path. JSON carries timestamps as ISO text, so they become Dates here; DATE stays 'YYYY-MM-DD' text.
 */
export function userRowFromJson(json: Record<string, unknown>): UserRow {
  const row = { ...json } as Record<string, unknown>;
  for (const column of TIMESTAMP_COLUMNS) {
    const value = row[column];
    row[column] = typeof value === 'string' ? new Date(value) : null;
  }
  return row as unknown as UserRow;
}
