/**
 * What other contexts may use of cashflow-wealth (the `contexts-meet-through-public-api` rule): writing an import's
 * items into the resident's lists (the data-import context), and the figures the targets plan with (targets).
 */
import { CASHFLOW_WEALTH } from './cashflow-wealth.tokens.js';

/** Resolve this token for `execute(userId, source, items)`: see application/replace-imported-items.ts. */
export const ReplaceImportedItemsToken = CASHFLOW_WEALTH.ReplaceImportedItems;
export type { ReplaceImportedItems } from './application/replace-imported-items.js';
export type { ImportSource, ImportedItems, ImportedHome, ItemOrigin } from './ports/imported-items-store.js';

/** Resolve this token for `execute()`: each currency's latest stored rate (SGD per unit), for converting imports. */
export const LatestFxRatesToken = CASHFLOW_WEALTH.LatestFxRates;
export type { LatestFxRates } from './application/fx-rates.js';

/** Resolve this token for `execute(userId)`: available funds, income, spending and target monthly savings in SGD cents. */
export const ReadMoneyForTargetsToken = CASHFLOW_WEALTH.ReadMoneyForTargets;
export type { ReadMoneyForTargets, MoneyForTargets } from './application/money-for-targets.js';

/** Bind this token (the targets context does) to answer whether the resident has any target: see ports/targets-presence.ts. */
export const TargetsPresenceToken = CASHFLOW_WEALTH.TargetsPresence;
export type { TargetsPresence } from './ports/targets-presence.js';
