import type { CustomHelpers } from 'joi';
import type { ApiRoutes } from '../../../platform/http/http-types.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { LIABILITY_CATEGORIES, MAX_LIABILITY_NAME_LENGTH, type Liability } from '../../domain/liability.js';
import { displayWidth } from '../../domain/display-width.js';
import { INVESTMENT_ASSET_TYPES, INVESTMENT_NAME_TOO_WIDE, MAX_INVESTMENT_NAME_WIDTH, type MonthlyInvestment } from '../../domain/monthly-investment.js';
import type { LiabilityInput, MonthlyInvestmentInput } from './cashflow-wealth.contract.js';
import { centsAnyCurrency, currencyCode, positiveCentsAnyCurrency } from './outflow-schemas.js';
import { ownedItemRoutes, type OwnedItemRoutesDeps } from './owned-item.routes.js';

/** Spec 2 §3 monthly investment fields (POST: all required; PATCH: any of them). */
export const monthlyInvestmentFields = {
  name: Joi.trimmedText()
    .custom((value: string, helpers: CustomHelpers) => (displayWidth(value) > MAX_INVESTMENT_NAME_WIDTH ? helpers.error('investment.nameWidth') : value))
    .messages({ 'investment.nameWidth': INVESTMENT_NAME_TOO_WIDE }),
  amount: positiveCentsAnyCurrency(),
  ccy: currencyCode(),
  assetType: Joi.string().valid(...INVESTMENT_ASSET_TYPES),
} satisfies Record<keyof MonthlyInvestmentInput, unknown>;

/** Spec 2 §3 liability fields (POST: all required; PATCH: any of them). */
export const liabilityFields = {
  name: Joi.trimmedText().max(MAX_LIABILITY_NAME_LENGTH),
  amount: centsAnyCurrency(),
  ccy: currencyCode(),
  category: Joi.string().valid(...LIABILITY_CATEGORIES),
} satisfies Record<keyof LiabilityInput, unknown>;

/** POST /investment -> `{ data }`, PATCH /investment/{id} -> `{ data }`, DELETE /investment/{id} -> `{ id }` (spec 2 §7). */
export const monthlyInvestmentRoutes = (deps: OwnedItemRoutesDeps<MonthlyInvestment>): ApiRoutes =>
  ownedItemRoutes({ name: 'cashflow-wealth.monthly-investments', path: '/investment', answerKey: 'data', fields: monthlyInvestmentFields }, deps);

/** POST /liability -> `{ liability }`, PATCH /liability/{id} -> `{ liability }`, DELETE /liability/{id} -> `{ id }` (spec 2 §7). */
export const liabilityRoutes = (deps: OwnedItemRoutesDeps<Liability>): ApiRoutes =>
  ownedItemRoutes({ name: 'cashflow-wealth.liabilities', path: '/liability', answerKey: 'liability', fields: liabilityFields }, deps);
