import type { Clock } from '../../shared-kernel/clock.js';
import { settleCpfBalances, visibleCpfAsset, type CpfUpdate, type VisibleCpfAsset } from '../domain/cpf-asset.js';
import type { CpfAssetRepository } from '../ports/cpf-asset-repository.js';
import type { ResidentFactsSource } from '../ports/resident-facts.js';
import type { RecordFinancesSnapshot } from './record-finances-snapshot.js';
import { retirementAccountApplies } from './retirement-account.js';

/**
 * PATCH /asset/cpf: creates or replaces the resident's CPF balances; the answer leaves `ra` out before 55.
 * @throws ValidationFailed (400), e.g. a positive `ra` from a resident younger than 55.
 */
export class UpdateCpfAsset {
  constructor(
    private readonly cpf: CpfAssetRepository,
    private readonly facts: ResidentFactsSource,
    private readonly clock: Clock,
    private readonly snapshot: RecordFinancesSnapshot,
  ) {}

  async execute(userId: string, update: CpfUpdate): Promise<VisibleCpfAsset> {
    const retirementAccount = await retirementAccountApplies(this.facts, this.clock, userId);
    const saved = await this.cpf.upsert(userId, (stored) => settleCpfBalances(stored, update, retirementAccount));
    await this.snapshot.execute(userId);
    return visibleCpfAsset(saved, retirementAccount);
  }
}
