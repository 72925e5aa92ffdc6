import type { CustomHelpers, ObjectSchema } from 'joi';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { messages } from '../../../shared-kernel/validation/messages.js';
import { formatLimit } from '../../../shared-kernel/validation/values.js';
import {
  ASSET_KIND_LIST,
  ENTER_OPTIONS,
  GROWTH_RATE_DECIMALS,
  INVESTMENT_SOURCES,
  MAX_ASSET_NAME_WIDTH,
  MAX_ASSET_QUANTITY,
  MAX_ASSET_VALUE_CENTS,
  MAX_GROWTH_RATE,
  assetMessages,
  quantityDecimalsOf,
  type AssetKind,
} from '../../domain/asset.js';
import { displayWidth } from '../../domain/display-width.js';
import { HDB_FLAT_TYPES, MAX_ADDRESS_LENGTH, PROPERTY_TYPES } from '../../domain/property-details.js';
import type { AssetInput, UpdateCpfAssetRequest } from './cashflow-wealth.contract.js';
import { insuranceDetailsSchema } from './insurance.schemas.js';
import { centsAnyCurrency, changesOnly, currencyCode } from './outflow-schemas.js';

/** Required, trimmed, at most 24 columns wide (East Asian wide characters and emoji count 2). */
const assetName = () =>
  Joi.trimmedText()
    .custom((value: string, helpers: CustomHelpers) => (displayWidth(value) > MAX_ASSET_NAME_WIDTH ? helpers.error('asset.nameWidth') : value))
    .messages({ 'asset.nameWidth': assetMessages.nameTooWide });

/** Units > 0, at most 99,999,999, whole units or (gold) up to 3 decimals. */
const quantity = (kind: AssetKind) => {
  // A custom rule rather than .max(): joi's {#limit} would print 99999999 without the separators the form shows.
  const base = Joi.number()
    .greater(0)
    .custom((value: number, helpers: CustomHelpers) => (value > MAX_ASSET_QUANTITY ? helpers.error('asset.quantityMax') : value))
    .messages({ 'asset.quantityMax': messages.maxInclusive(formatLimit(MAX_ASSET_QUANTITY)) });
  const places = quantityDecimalsOf(kind);
  return places === 0 ? base.integer() : base.precision(places);
};

const insuranceDetails = insuranceDetailsSchema(centsAnyCurrency).allow(null);

/**
 * A home's details (decisions.md "The home as an asset"); every field optional here, as a PATCH merges them: the
 * domain asks for the type, share and valuation date of a new home, and for a valuation date not in the future.
 * `valueSource` is the server's to set.
 */
const propertyDetails = Joi.object({
  propertyType: Joi.string().valid(...PROPERTY_TYPES),
  hdbFlatType: Joi.string()
    .valid(...HDB_FLAT_TYPES)
    .allow(null),
  address: Joi.trimmedText().max(MAX_ADDRESS_LENGTH).allow(null),
  ownershipShare: Joi.number().min(1).max(100).precision(2),
  valuationDate: Joi.localDate(),
  securedLiabilityId: Joi.string().guid().allow(null),
}).allow(null);

/** Every asset field, each optional: the PATCH body, and the POST body once the required ones are marked. */
const assetFields = (kind: AssetKind) =>
  ({
    name: assetName(),
    totalValueAmount: Joi.cents().maxCents(MAX_ASSET_VALUE_CENTS).allow(null),
    currency: currencyCode(),
    investmentSource: Joi.string().valid(...INVESTMENT_SOURCES),
    enterOption: Joi.string().valid(...ENTER_OPTIONS),
    quantity: quantity(kind).allow(null),
    unitPrice: centsAnyCurrency().allow(null),
    estimatedGrowthRate: Joi.number().min(-MAX_GROWTH_RATE).max(MAX_GROWTH_RATE).precision(GROWTH_RATE_DECIMALS).allow(null),
    insurance: insuranceDetails,
    property: propertyDetails,
  }) satisfies Record<keyof AssetInput, unknown>;

/** Required and not null: both read 'Please enter a value'. */
const present = () => Joi.any().required().invalid(null).messages({ 'any.invalid': messages.required });

/** POST /asset/{kind}: name, currency, source and option required; a total (TOTAL_VALUE) or a quantity and unit price (UNIT_PRICE). */
function createSchema(kind: AssetKind): ObjectSchema {
  const fields = assetFields(kind);
  return Joi.object({
    ...fields,
    name: fields.name.required(),
    currency: fields.currency.required(),
    investmentSource: fields.investmentSource.required(),
    enterOption: fields.enterOption.required(),
    totalValueAmount: fields.totalValueAmount.when('enterOption', { is: 'TOTAL_VALUE', then: present() }),
    quantity: fields.quantity.when('enterOption', { is: 'UNIT_PRICE', then: present() }),
    unitPrice: fields.unitPrice.when('enterOption', { is: 'UNIT_PRICE', then: present() }),
  }).required();
}

/** PATCH /asset/{kind}/{id}: changed fields only; empty -> 400. */
const updateSchema = (kind: AssetKind): ObjectSchema => changesOnly(Joi.object(assetFields(kind))).required();

/** The schemas by kind (quantity decimals differ), built once. */
export const ASSET_SCHEMAS: ReadonlyMap<AssetKind, { create: ObjectSchema; update: ObjectSchema }> = new Map(
  ASSET_KIND_LIST.map((kind) => [kind, { create: createSchema(kind), update: updateSchema(kind) }]),
);

/** PATCH /asset/cpf: oa, sa, ma integer SGD cents within the money cap; ra optional (from age 55). */
export const updateCpfAssetSchema = Joi.object<UpdateCpfAssetRequest>({
  oa: Joi.cents().required(),
  sa: Joi.cents().required(),
  ma: Joi.cents().required(),
  ra: Joi.cents(),
}).required();
