import { DataTypes, fn } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/**
 * Email verification (spec 1 §4 "Email verification", §7 email calls).
 *
 * - `email_verification_codes`: one row per code emailed. Only the SHA-256 of the code is kept (base64url); the
 *   address it was sent to, so a code stops working once the resident changes their email. A code replaced by a
 *   newer one gets `expires_at` set to the moment it was replaced; `used_at` is set when it verified the email.
 *   Rows are also the record the per-user rate limit counts (created_at in the last hour).
 * - `email_outbox`: outside production without an SMTP server, emails are written here instead of being sent
 *   (read back through GET /api/v1/dev/outbox). Gone with the user.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('email_verification_codes', {
    id: { type: DataTypes.UUID, primaryKey: true, defaultValue: fn('gen_random_uuid') },
    user_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    code_hash: { type: DataTypes.TEXT, allowNull: false, unique: true },
    email: { type: DataTypes.TEXT, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    used_at: { type: DataTypes.DATE, allowNull: true },
  });
  // "This resident's recent codes" (rate limit, replacing older codes).
  await qi.addIndex('email_verification_codes', ['user_id', 'created_at'], { name: 'email_verification_codes_user_created_idx' });

  await qi.createTable('email_outbox', {
    id: { type: DataTypes.UUID, primaryKey: true, defaultValue: fn('gen_random_uuid') },
    user_id: { type: DataTypes.UUID, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    to_address: { type: DataTypes.TEXT, allowNull: false },
    subject: { type: DataTypes.TEXT, allowNull: false },
    text_body: { type: DataTypes.TEXT, allowNull: false },
    html_body: { type: DataTypes.TEXT, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
  });
  await qi.addIndex('email_outbox', ['created_at'], { name: 'email_outbox_created_idx' });
  await qi.addIndex('email_outbox', ['user_id'], { name: 'email_outbox_user_idx' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('email_outbox');
  await qi.dropTable('email_verification_codes');
}
