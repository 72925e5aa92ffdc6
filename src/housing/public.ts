/**
 * What other contexts may use of housing (the `contexts-meet-through-public-api` rule): the export and import of a
 * resident's data (data-import context; docs/decisions.md "Export and import of one's data") list the plans and
 * write them back through the same commands as POST and DELETE /housing-plan.
 */
import { HOUSING } from './housing.tokens.js';

/** Resolve for `list(userId)`, `create(userId, change)` and `delete(userId, id)`. */
export const HousingPlanCommandsToken = HOUSING.HousingPlanCommands;
export { FEE_ITEMS } from './domain/housing-plan.js';
/** POST /housing-plan's edge schema: an import checks each plan with it. */
export { housingPlanSchema } from './adapters/http/housing.routes.js';
/** At most this many plans a resident (docs/decisions.md "Every list has a cap"). */
export { MAX_PLANS_PER_RESIDENT } from './domain/housing-plan.js';
