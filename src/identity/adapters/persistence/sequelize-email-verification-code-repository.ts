import { QueryTypes, type Sequelize } from 'sequelize';
import type { StoredVerificationCode } from '../../domain/email-verification.js';
import type { EmailVerificationCodeRepository, NewVerificationCode } from '../../ports/email-verification-code-repository.js';

interface CodeRow {
  id: string;
  user_id: string;
  email: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

/** Verification codes in PostgreSQL; `issue` serialises per resident by locking their users row. */
export class SequelizeEmailVerificationCodeRepository implements EmailVerificationCodeRepository {
  constructor(private readonly sequelize: Sequelize) {}

  async issue(code: NewVerificationCode, since: Date, decide: (createdAt: Date[]) => void): Promise<void> {
    await this.sequelize.transaction(async (transaction) => {
      await this.sequelize.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', { bind: [code.userId], type: QueryTypes.SELECT, transaction });
      const recent = await this.sequelize.query<{ created_at: Date }>(
        'SELECT created_at FROM email_verification_codes WHERE user_id = $1 AND created_at > $2',
        { bind: [code.userId, since], type: QueryTypes.SELECT, transaction },
      );
      decide(recent.map((r) => new Date(r.created_at)));
      // Older unused codes stop working now (a code replaced by a newer one expires when it is replaced).
      await this.sequelize.query(
        'UPDATE email_verification_codes SET expires_at = $2 WHERE user_id = $1 AND used_at IS NULL AND expires_at > $2',
        { bind: [code.userId, code.createdAt], type: QueryTypes.UPDATE, transaction },
      );
      await this.sequelize.query(
        'INSERT INTO email_verification_codes (user_id, code_hash, email, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
        { bind: [code.userId, code.codeHash, code.email, code.createdAt, code.expiresAt], type: QueryTypes.INSERT, transaction },
      );
    });
  }

  async findByHash(codeHash: string): Promise<StoredVerificationCode | null> {
    const rows = await this.sequelize.query<CodeRow>(
      'SELECT id, user_id, email, created_at, expires_at, used_at FROM email_verification_codes WHERE code_hash = $1',
      { bind: [codeHash], type: QueryTypes.SELECT },
    );
    const r = rows[0];
    if (!r) return null;
    return {
      id: r.id,
      userId: r.user_id,
      email: r.email,
      createdAt: new Date(r.created_at),
      expiresAt: new Date(r.expires_at),
      usedAt: r.used_at === null ? null : new Date(r.used_at),
    };
  }

  async markUsed(id: string, at: Date): Promise<boolean> {
    const rows = await this.sequelize.query<{ id: string }>(
      'UPDATE email_verification_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
      { bind: [id, at], type: QueryTypes.SELECT },
    );
    return rows.length === 1;
  }
}
