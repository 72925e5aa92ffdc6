import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { AccountStatusChange } from '../../domain/account-lifecycle.js';
import type { User } from '../../domain/user.js';
import type { AccountRepository, PurgeCandidate } from '../../ports/account-repository.js';
import { toUser, USER_COLUMNS, type UserRow } from './user-row.js';

interface CandidateRow {
  id: string;
  account_status: User['accountStatus'];
  scheduled_deletion_at: Date | null;
}

const toCandidate = (row: CandidateRow): PurgeCandidate => ({ id: row.id, accountStatus: row.account_status, scheduledDeletionAt: row.scheduled_deletion_at });

/**
 * A user's sessions: linked by the `user_id` column, and also matched on the user id inside the session data, so a
 * session stored without the column (or by an older store) cannot outlive its user.
 */
const DELETE_SESSIONS_OF_USER = "DELETE FROM sessions WHERE user_id = $1::uuid OR data->>'userId' = $1::text";

/** The account lifecycle in PostgreSQL: bound parameters only, one transaction per change. */
export class SequelizeAccountRepository implements AccountRepository {
  constructor(private readonly sequelize: Sequelize) {}

  async changeStatusEndingSessions(userId: string, change: AccountStatusChange): Promise<User | null> {
    return this.sequelize.transaction(async (transaction) => {
      // Without a current token every remaining session is judged replaced, even one re-saved by a request in flight.
      const user = await this.writeStatus(userId, change, transaction, ', current_session_token = NULL');
      await this.sequelize.query(DELETE_SESSIONS_OF_USER, { bind: [userId], type: QueryTypes.DELETE, transaction });
      return user;
    });
  }

  async changeStatus(userId: string, change: AccountStatusChange): Promise<User | null> {
    return this.writeStatus(userId, change);
  }

  async findDueForPurge(now: Date): Promise<PurgeCandidate[]> {
    const rows = await this.sequelize.query<CandidateRow>(
      `SELECT id, account_status, scheduled_deletion_at FROM users
       WHERE account_status = 'PENDING_DELETION' AND (scheduled_deletion_at IS NULL OR scheduled_deletion_at <= $1)
       ORDER BY scheduled_deletion_at NULLS FIRST, id`,
      { bind: [now], type: QueryTypes.SELECT },
    );
    return rows.map(toCandidate);
  }

  async deleteAccount(userId: string, stillDue: (account: PurgeCandidate) => boolean): Promise<boolean> {
    return this.sequelize.transaction(async (transaction) => {
      const rows = await this.sequelize.query<CandidateRow>('SELECT id, account_status, scheduled_deletion_at FROM users WHERE id = $1 FOR UPDATE', {
        bind: [userId],
        type: QueryTypes.SELECT,
        transaction,
      });
      if (!rows[0] || !stillDue(toCandidate(rows[0]))) return false;
      await this.sequelize.query(DELETE_SESSIONS_OF_USER, { bind: [userId], type: QueryTypes.DELETE, transaction });
      // Every table referencing users does so with ON DELETE CASCADE (docs/architecture.md, "Deleting an account").
      await this.sequelize.query('DELETE FROM users WHERE id = $1', { bind: [userId], type: QueryTypes.DELETE, transaction });
      return true;
    });
  }

  private async writeStatus(userId: string, change: AccountStatusChange, transaction?: Transaction, extraAssignments = ''): Promise<User | null> {
    const rows = await this.sequelize.query<UserRow>(
      `UPDATE users SET account_status = $2, account_status_updated_at = $3, scheduled_deletion_at = $4, updated_at = now()${extraAssignments}
       WHERE id = $1 RETURNING ${USER_COLUMNS}`,
      { bind: [userId, change.accountStatus, change.accountStatusUpdatedAt, change.scheduledDeletionAt], type: QueryTypes.SELECT, transaction },
    );
    return rows[0] ? toUser(rows[0]) : null;
  }
}
