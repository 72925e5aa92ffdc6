import { ValidationFailed } from '../../shared-kernel/errors.js';
import { propertyMessages, type PropertyDetails } from '../domain/property-details.js';
import type { LiabilityRepository } from '../ports/owned-item-repository.js';

/**
 * A home may secure only one of the resident's own liabilities (decisions.md "The home as an asset"); another
 * resident's id reads exactly like an id that does not exist.
 * @throws ValidationFailed (400) on `property.securedLiabilityId`.
 */
export async function checkSecuredLiability(liabilities: LiabilityRepository, userId: string, fields: { property: Pick<PropertyDetails, 'securedLiabilityId'> | null }): Promise<void> {
  const id = fields.property?.securedLiabilityId ?? null;
  if (id === null) return;
  const owned = await liabilities.listForUser(userId);
  if (!owned.some((liability) => liability.id === id)) throw new ValidationFailed([{ field: 'property.securedLiabilityId', message: propertyMessages.notYourLiability }]);
}
