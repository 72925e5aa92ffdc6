import { checkLoanRepayments, planLoanRepaymentSync, type LoanRepayment, type LoanRepaymentDraft } from '../domain/loan-repayment.js';
import type { FxRateRepository } from '../ports/fx-rate-repository.js';
import type { LoanRepaymentRepository } from '../ports/loan-repayment-repository.js';
import { storedRatesToSgd } from './stored-rates.js';
import type { RecordFinancesSnapshot } from './record-finances-snapshot.js';

/**
 * POST /loan-repayment (spec 2 §4 "Synced lists"): the sent list replaces the stored one in one transaction.
 * @throws as checkLoanRepayments (400/422) and planLoanRepaymentSync (404 for an id that is not the resident's).
 */
export class SaveLoanRepayments {
  constructor(
    private readonly loans: LoanRepaymentRepository,
    private readonly rates: FxRateRepository,
    private readonly snapshot: RecordFinancesSnapshot,
  ) {}

  async execute(userId: string, items: readonly LoanRepaymentDraft[]): Promise<LoanRepayment[]> {
    checkLoanRepayments(items, await storedRatesToSgd(this.rates));
    const saved = await this.loans.sync(userId, (storedIds) => planLoanRepaymentSync(storedIds, items));
    await this.snapshot.execute(userId);
    return saved;
  }
}
