import type { Clock } from '../../shared-kernel/clock.js';
import { todayInSingapore } from '../../shared-kernel/dates.js';
import { DomainError, ValidationFailed } from '../../shared-kernel/errors.js';
import { MAX_ASSETS_PER_KIND, assetMessages, settleAsset, type Asset, type AssetDraft, type AssetKind } from '../domain/asset.js';
import type { AssetRepository } from '../ports/asset-repository.js';
import type { FxRateRepository } from '../ports/fx-rate-repository.js';
import type { LiabilityRepository } from '../ports/owned-item-repository.js';
import { propertyMessages } from '../domain/property-details.js';
import type { RecordFinancesSnapshot } from './record-finances-snapshot.js';
import { atPlace } from './item-place.js';
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
    const [asset] = await this.create(userId, [{ kind, draft }], null);
    return asset!;
  }

  /**
   * Several assets of any kinds in one write (an import's list), each under POST's rules; the cap counts the stored
   * assets of a kind and those before it in the list. @throws as execute, the fields under `assets.{index}.`
   */
  async executeMany(userId: string, items: ReadonlyArray<{ kind: AssetKind; draft: AssetDraft }>): Promise<Asset[]> {
    return this.create(userId, items, 'assets');
  }

  /**
   * The one path of both: settles each draft, checks each home's liability, then writes the list in one statement
   * under the cap; a refusal's fields under `{list}.{index}.` when `list` is given (atPlace).
   */
  private async create(userId: string, items: ReadonlyArray<{ kind: AssetKind; draft: AssetDraft }>, list: string | null): Promise<Asset[]> {
    const rates = await storedRatesToSgd(this.rates);
    const today = todayInSingapore(this.clock);
    const settled = items.map(({ kind, draft }, index) => ({ kind, fields: atPlace(list, index, () => settleAsset(kind, draft, rates, today)) }));
    // A home may secure only one of the resident's own liabilities; another resident's id reads like one that does
    // not exist (docs/decisions.md "The home as an asset"). The liabilities are read once, and only if a home names one.
    if (settled.some(({ fields }) => fields.property?.securedLiabilityId)) {
      const owned = new Set((await this.liabilities.listForUser(userId)).map((liability) => liability.id));
      settled.forEach(({ fields }, index) =>
        atPlace(list, index, () => {
          const id = fields.property?.securedLiabilityId ?? null;
          if (id !== null && !owned.has(id)) throw new ValidationFailed([{ field: 'property.securedLiabilityId', message: propertyMessages.notYourLiability }]);
        }),
      );
    }
    const created = await this.assets.createMany(userId, this.clock.now(), settled, (storedByKind) => {
      const counts = new Map(storedByKind);
      settled.forEach(({ kind }, index) =>
        atPlace(list, index, () => {
          const count = counts.get(kind) ?? 0;
          if (count >= MAX_ASSETS_PER_KIND) throw new DomainError('CASHFLOW.TOO_MANY_ASSETS', assetMessages.tooMany, 'business-rule');
          counts.set(kind, count + 1);
        }),
      );
    });
    await this.snapshot.execute(userId);
    return created;
  }
}
