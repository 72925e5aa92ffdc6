import { checkLoanLinks, checkLoanRepayments, planLoanRepaymentSync, type LoanRepayment, type LoanRepaymentDraft } from '../domain/loan-repayment.js';
import type { FxRateRepository } from '../ports/fx-rate-repository.js';
import type { LoanRepaymentRepository } from '../ports/loan-repayment-repository.js';
import type { LiabilityRepository } from '../ports/owned-item-repository.js';
import { storedRatesToSgd } from './stored-rates.js';
import type { RecordFinancesSnapshot } from './record-finances-snapshot.js';

/**
 * POST /loan-repayment (spec 2 §4 "Synced lists"): the sent list replaces the stored one in one transaction.
 * @throws as checkLoanRepayments (400/422), checkLoanLinks (404 for a liability that is not the resident's, 400 for
 * one linked twice) and planLoanRepaymentSync (404 for an id that is not the resident's).
 */
export class SaveLoanRepayments {
  constructor(
    private readonly loans: LoanRepaymentRepository,
    private readonly rates: FxRateRepository,
    private readonly snapshot: RecordFinancesSnapshot,
    private readonly liabilities: LiabilityRepository,
  ) {}

  async execute(userId: string, items: readonly LoanRepaymentDraft[]): Promise<LoanRepayment[]> {
    checkLoanRepayments(items, await storedRatesToSgd(this.rates));
    if (items.some((item) => item.liabilityId)) checkLoanLinks(items, new Set((await this.liabilities.listForUser(userId)).map((liability) => liability.id)));
    const saved = await this.loans.sync(userId, (storedIds) => planLoanRepaymentSync(storedIds, items));
    await this.snapshot.execute(userId);
    return saved;
  }
}
