import type { Clock } from '../../shared-kernel/clock.js';
import { todayInSingapore } from '../../shared-kernel/dates.js';
import { NotFound } from '../../shared-kernel/errors.js';
import { assetMessages, mergeAssetChange, settleAsset, type Asset, type AssetChange, type AssetKind } from '../domain/asset.js';
import type { AssetRepository } from '../ports/asset-repository.js';
import type { FxRateRepository } from '../ports/fx-rate-repository.js';
import type { LiabilityRepository } from '../ports/owned-item-repository.js';
import { checkSecuredLiability } from './secured-liability.js';
import type { RecordFinancesSnapshot } from './record-finances-snapshot.js';
import { storedRatesToSgd } from './stored-rates.js';

export const assetNotFound = (): NotFound => new NotFound('CASHFLOW.ASSET_NOT_FOUND', assetMessages.notFound);

/**
 * PATCH /asset/{kind}/{id}: the stored asset with the changed fields, checked again as a whole; lastUpdatedAt is now.
 * @throws NotFound (404, never 403) for an id that is not one of the resident's assets of that kind; ValidationFailed (400).
 */
export class UpdateAsset {
  constructor(
    private readonly assets: AssetRepository,
    private readonly rates: FxRateRepository,
    private readonly clock: Clock,
    private readonly snapshot: RecordFinancesSnapshot,
    private readonly liabilities: LiabilityRepository,
  ) {}

  async execute(userId: string, kind: AssetKind, id: string, change: AssetChange): Promise<Asset> {
    const rates = await storedRatesToSgd(this.rates);
    const today = todayInSingapore(this.clock);
    // A link sent is checked before the write (the stored one was checked when made; a deleted liability unlinks itself).
    const sentLink = change.property?.securedLiabilityId;
    if (typeof sentLink === 'string') await checkSecuredLiability(this.liabilities, userId, { property: { securedLiabilityId: sentLink } });
    const updated = await this.assets.update(userId, kind, id, this.clock.now(), (stored) => settleAsset(kind, mergeAssetChange(stored, change), rates, today));
    if (updated === null) throw assetNotFound();
    await this.snapshot.execute(userId);
    return updated;
  }
}
