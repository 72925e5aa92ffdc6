import type { Clock } from '../../shared-kernel/clock.js';
import { todayInSingapore } from '../../shared-kernel/dates.js';
import { DomainError, ValidationFailed, atItem } from '../../shared-kernel/errors.js';
import { MAX_ASSETS_PER_KIND, assetMessages, settleAsset, type Asset, type AssetDraft, type AssetKind } from '../domain/asset.js';
import type { AssetRepository } from '../ports/asset-repository.js';
import type { FxRateRepository } from '../ports/fx-rate-repository.js';
import type { LiabilityRepository } from '../ports/owned-item-repository.js';
import { checkSecuredLiability } from './secured-liability.js';
import { propertyMessages } from '../domain/property-details.js';
import type { RecordFinancesSnapshot } from './record-finances-snapshot.js';
import { storedRatesToSgd } from './stored-rates.js';

/**
 * POST /asset/{kind}: adds one manual asset; lastUpdatedAt is now; a UNIT_PRICE asset's total is worked out here.
 * @throws ValidationFailed (400), also for a home securing a liability that is not the resident's; DomainError CASHFLOW.TOO_MANY_ASSETS (422) when the resident has 100 of that kind.
 */
export class CreateAsset {
  constructor(
    private readonly assets: AssetRepository,
    private readonly rates: FxRateRepository,
    private readonly clock: Clock,
    private readonly snapshot: RecordFinancesSnapshot,
    private readonly liabilities: LiabilityRepository,
  ) {}

  async execute(userId: string, kind: AssetKind, draft: AssetDraft): Promise<Asset> {
    const fields = settleAsset(kind, draft, await storedRatesToSgd(this.rates), todayInSingapore(this.clock));
    await checkSecuredLiability(this.liabilities, userId, fields);
    const asset = await this.assets.create(userId, kind, this.clock.now(), (storedCount) => {
      if (storedCount >= MAX_ASSETS_PER_KIND) throw new DomainError('CASHFLOW.TOO_MANY_ASSETS', assetMessages.tooMany, 'business-rule');
      return fields;
    });
    await this.snapshot.execute(userId);
    return asset;
  }

  /**
   * Several assets of any kinds in one write (an import's list), each under POST's rules; the cap counts the stored
   * assets of a kind and those before it in the list. @throws as execute, the fields under `assets.{index}.`
   */
  async executeMany(userId: string, items: ReadonlyArray<{ kind: AssetKind; draft: AssetDraft }>): Promise<Asset[]> {
    const rates = await storedRatesToSgd(this.rates);
    const today = todayInSingapore(this.clock);
    const settled = items.map(({ kind, draft }, index) => ({ kind, fields: atItem('assets', index, () => settleAsset(kind, draft, rates, today)) }));
    if (settled.some(({ fields }) => fields.property?.securedLiabilityId)) {
      const owned = new Set((await this.liabilities.listForUser(userId)).map((liability) => liability.id));
      settled.forEach(({ fields }, index) => {
        const id = fields.property?.securedLiabilityId ?? null;
        if (id !== null && !owned.has(id)) throw new ValidationFailed([{ field: `assets.${index}.property.securedLiabilityId`, message: propertyMessages.notYourLiability }]);
      });
    }
    const created = await this.assets.createMany(userId, this.clock.now(), settled, (storedByKind) => {
      const counts = new Map(storedByKind);
      settled.forEach(({ kind }, index) => {
        const count = counts.get(kind) ?? 0;
        if (count >= MAX_ASSETS_PER_KIND) throw new DomainError('CASHFLOW.TOO_MANY_ASSETS', assetMessages.tooMany, 'business-rule', [{ field: `assets.${index}`, message: assetMessages.tooMany }]);
        counts.set(kind, count + 1);
      });
    });
    await this.snapshot.execute(userId);
    return created;
  }
}
