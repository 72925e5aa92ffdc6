import { ValidationFailed } from '../../shared-kernel/errors.js';
import type { Asset } from '../domain/asset.js';
import { homeLinkProblems } from '../domain/home-link.js';
import { LIABILITY_NOT_FOUND } from '../domain/liability.js';
import { itemNotFound } from '../domain/owned-items.js';
import type { AssetRepository } from '../ports/asset-repository.js';
import type { LiabilityRepository } from '../ports/owned-item-repository.js';
import type { UpdateAsset } from './update-asset.js';

/**
 * PUT and DELETE /liability/{id}/home (docs/decisions.md "Links and feeds"): "Is this the mortgage on this home?"
 * answered from the mortgage's side. The link is the home's `securedLiabilityId`, written through UpdateAsset, so
 * the home's own checks and the finances snapshot (net worth without the home) follow as for any edit of the home.
 */
export class HomeMortgageLink {
  constructor(
    private readonly liabilities: LiabilityRepository,
    private readonly assets: AssetRepository,
    private readonly updateAsset: UpdateAsset,
  ) {}

  /**
   * Links the resident's mortgage `liabilityId` to their home `homeId`; answers the home.
   * @throws NotFound (404) when the liability is not the resident's; ValidationFailed (400) on `homeId` when the
   * asset is not one of the resident's homes (another resident's, missing, or another kind) and on `category`
   * when the liability is not a mortgage.
   */
  async link(userId: string, liabilityId: string, homeId: string): Promise<Asset> {
    const liability = await this.liabilityOf(userId, liabilityId);
    const asset = (await this.assets.listForUser(userId)).find((item) => item.id === homeId) ?? null;
    const problems = homeLinkProblems(asset?.kind ?? null, liability.category);
    if (problems.length > 0) throw new ValidationFailed(problems, problems[0]!.message);
    return this.updateAsset.execute(userId, 'property', homeId, { property: { securedLiabilityId: liabilityId } });
  }

  /** Unlinks every home of the resident that the liability secures; answers those homes (none: an empty list). @throws NotFound (404). */
  async unlink(userId: string, liabilityId: string): Promise<Asset[]> {
    await this.liabilityOf(userId, liabilityId);
    const homes = (await this.assets.listForUser(userId)).filter((asset) => asset.kind === 'property' && asset.property?.securedLiabilityId === liabilityId);
    const unlinked: Asset[] = [];
    for (const home of homes) unlinked.push(await this.updateAsset.execute(userId, 'property', home.id, { property: { securedLiabilityId: null } }));
    return unlinked;
  }

  private async liabilityOf(userId: string, id: string) {
    const liability = (await this.liabilities.listForUser(userId)).find((item) => item.id === id);
    if (!liability) throw itemNotFound(LIABILITY_NOT_FOUND);
    return liability;
  }
}
