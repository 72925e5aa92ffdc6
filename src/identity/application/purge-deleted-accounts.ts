import type { Clock } from '../../shared-kernel/clock.js';
import { isDueForPurge } from '../domain/account-lifecycle.js';
import type { AccountRepository } from '../ports/account-repository.js';

/** Some accounts could not be purged; the others were. The scheduler logs it and tries again next time. */
export class PurgeIncomplete extends Error {
  constructor(
    readonly purged: number,
    readonly failures: Array<{ userId: string; error: unknown }>,
  ) {
    super(`Purged ${purged} account(s); ${failures.length} could not be purged: ${failures.map((f) => `${f.userId} (${String(f.error)})`).join(', ')}`);
    this.name = 'PurgeIncomplete';
  }
}

/**
 * Deletes every account whose grace period after deactivation is over: the user row and, through ON DELETE
 * CASCADE, every row of every table that belongs to the user, plus all their sessions; one transaction per
 * account, so one failure never leaves an account half deleted. Answers how many accounts were deleted.
 */
export class PurgeDeletedAccounts {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  /** @throws PurgeIncomplete when some accounts failed (after trying every one). */
  async execute(): Promise<number> {
    const now = this.clock.now();
    const due = await this.accounts.findDueForPurge(now);
    let purged = 0;
    const failures: Array<{ userId: string; error: unknown }> = [];
    for (const account of due) {
      try {
        // Checked again inside the transaction: a reactivation between the two reads wins.
        if (await this.accounts.deleteAccount(account.id, (current) => isDueForPurge(current, now))) purged += 1;
      } catch (error) {
        failures.push({ userId: account.id, error });
      }
    }
    if (failures.length > 0) throw new PurgeIncomplete(purged, failures);
    return purged;
  }
}
