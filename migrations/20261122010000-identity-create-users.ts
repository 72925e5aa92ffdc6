import { DataTypes, fn } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/** Residents, keyed by their Singpass UUID. The NRIC is never stored: only a keyed hash (HMAC-SHA256). */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('users', {
    id: { type: DataTypes.UUID, primaryKey: true, defaultValue: fn('gen_random_uuid') },
    singpass_uuid: { type: DataTypes.TEXT, allowNull: false, unique: true },
    nric_hash: { type: DataTypes.TEXT, allowNull: true },
    name: { type: DataTypes.TEXT, allowNull: true },
    dob: { type: DataTypes.DATEONLY, allowNull: true },
    sex: { type: DataTypes.TEXT, allowNull: true },
    marital_status: { type: DataTypes.TEXT, allowNull: true },
    residential_status: { type: DataTypes.TEXT, allowNull: true },
    email: { type: DataTypes.TEXT, allowNull: true },
    work_years_range: { type: DataTypes.TEXT, allowNull: true },
    employment_status_range: { type: DataTypes.TEXT, allowNull: true },
    email_verification_status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'UNVERIFIED' },
    email_notifications_status: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    defer_email_verification: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    has_started_planning: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    day_of_transfer: { type: DataTypes.SMALLINT, allowNull: true },
    target_monthly_savings: { type: DataTypes.BIGINT, allowNull: true },
    automatic_transfer_status: { type: DataTypes.BOOLEAN, allowNull: true },
    has_completed_feedback_form: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    consented_to_app_tnc_at: { type: DataTypes.DATE, allowNull: true },
    latest_consented_to_app_noc_at: { type: DataTypes.DATE, allowNull: true },
    registered_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
    last_login: { type: DataTypes.DATE, allowNull: true },
    login_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    account_status: { type: DataTypes.TEXT, allowNull: true },
    account_status_updated_at: { type: DataTypes.DATE, allowNull: true },
    apim_myinfo_data_selection_state: { type: DataTypes.TEXT, allowNull: true },
    myinfo_latest_pull_consent_at: { type: DataTypes.DATE, allowNull: true },
    apim_latest_pull_consent_at: { type: DataTypes.DATE, allowNull: true },
    /** The one session allowed for this user; an older session that sees another token answers 440. */
    current_session_token: { type: DataTypes.TEXT, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('users');
}
