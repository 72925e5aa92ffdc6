/**
 * The link between a home and the mortgage on it (docs/decisions.md "Links and feeds"): stored on the home
 * (`property.securedLiabilityId`, spec 2 §3 "Assets" and "Liability" carry no such field, so the home holds it), so
 * deleting the home removes the link with it and deleting the liability unlinks the home (a trigger): there is
 * never a reference to something that is gone. Pure rules: which of the resident's items may be linked.
 */
import type { FieldError } from '../../shared-kernel/errors.js';
import type { LiabilityCategory } from './liability.js';

export const homeLinkMessages = {
  /** another resident's asset, an asset that does not exist, or one that is not a home: the same words */
  notYourHome: 'Choose one of your homes',
  notAMortgage: 'Only a mortgage (a home loan) can be linked to a home',
} as const;

/** The field errors of a link from the liability `category` to the asset of `assetKind` (null: not the resident's). */
export function homeLinkProblems(assetKind: string | null, category: LiabilityCategory): FieldError[] {
  const problems: FieldError[] = [];
  if (assetKind !== 'property') problems.push({ field: 'homeId', message: homeLinkMessages.notYourHome });
  if (category !== 'MORTGAGE') problems.push({ field: 'category', message: homeLinkMessages.notAMortgage });
  return problems;
}
