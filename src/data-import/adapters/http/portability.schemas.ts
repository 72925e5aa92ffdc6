import type { Schema } from 'joi';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import type { ExportDocument } from '../../domain/portability/export-document.js';

/**
 * POST /import's body: the shape of an export (docs/api.md "Export document, version 1"). Shape only: each item is
 * checked again with its own list's write schema and rules when it is written, naming the item.
 */
const amount = Joi.object({ cents: Joi.number().integer().min(0).required(), currency: Joi.string().pattern(/^[A-Z]{3}$/).required() });
const text = (max = 500) => Joi.string().allow('').max(max);
const id = Joi.string().min(1).max(100);
const provenance = {
  source: Joi.string().valid('MANUAL', 'MYINFO', 'BANK').required(),
  sourceName: text(200).allow(null).required(),
  asOf: text(40).allow(null).required(),
};
const item = (fields: Record<string, Schema>) => Joi.object({ id: id.required(), ...fields, ...provenance });
/**
 * A bound on the work of checking the shape only (the 2 MB body holds at most a few thousand items): each list's own
 * cap, the one its call keeps, is checked after the shape and named in the answer (import-rules.ts checkListCaps).
 */
const SHAPE_MAX_ITEMS = 5_000;
const list = (schema: Schema, max = SHAPE_MAX_ITEMS) => Joi.array().items(schema).max(max).required();
const date = Joi.string().max(40);

/** The two fields read first: a file of a newer version is refused with its own message whatever its shape. */
export const exportHeaderSchema = Joi.object({
  schemaVersion: Joi.number().integer().min(1).required(),
  product: Joi.string().max(100).required(),
})
  .unknown(true)
  .required();

export const exportDocumentSchema = Joi.object<ExportDocument>({
  schemaVersion: Joi.number().integer().min(1).required(),
  exportedAt: date.required(),
  product: Joi.string().max(100).required(),
  profile: Joi.object().unknown(true).required(),
  preferences: Joi.object().unknown(true).required(),
  incomes: list(item({ name: text().required(), type: text(40).required(), gross: amount.required(), net: amount.allow(null).required() })),
  estimatedMonthlyExpenses: Joi.object({ amount: amount.required(), isDerived: Joi.boolean().required(), enteredDate: date.required() }).allow(null).required(),
  expenses: list(
    item({
      category: text().required(),
      amount: amount.required(),
      timeInterval: text(40).required(),
      budget: amount.allow(null).required(),
      budgetTimeInterval: text(40).allow(null).required(),
      colour: text(40).allow(null).required(),
    }),
  ),
  loanRepayments: list(item({ name: text().required(), type: text(40).required(), amount: amount.required(), cash: amount.required(), cpf: amount.required(), liabilityId: id.allow(null).required() })),
  monthlyInvestments: list(item({ name: text().required(), assetType: text(40).required(), amount: amount.required() })),
  liabilities: list(item({ name: text().required(), category: text(40).required(), amount: amount.required() })),
  assets: list(
    item({
      kind: text(40).required(),
      name: text().required(),
      totalValue: amount.required(),
      investmentSource: text(40).required(),
      enterOption: text(40).required(),
      quantity: Joi.number().allow(null).required(),
      unitPrice: amount.allow(null).required(),
      estimatedGrowthRate: Joi.number().allow(null).required(),
      insurance: Joi.object().unknown(true).allow(null).required(),
      property: Joi.object({
        propertyType: text(40).required(),
        hdbFlatType: text(40).allow(null).required(),
        address: text().allow(null).required(),
        ownershipShare: Joi.number().required(),
        valuationDate: date.required(),
        valueSource: text(40).required(),
        securedLiabilityId: id.allow(null).required(),
      })
        .allow(null)
        .required(),
    }),
  ),
  cpf: Joi.object({ oa: amount.required(), sa: amount.required(), ma: amount.required(), ra: amount.required(), ...provenance }).allow(null).required(),
  targetMonthlySavings: Joi.object({ amount: amount.required(), enteredDate: date.required(), dayOfTransfer: Joi.number().integer().allow(null).required(), automaticTransfer: Joi.boolean().allow(null).required() })
    .allow(null)
    .required(),
  totalBudget: amount.allow(null).required(),
  emergencyFund: Joi.object({ target: amount.required(), allocated: amount.required(), date: date.required() }).allow(null).required(),
  goals: list(
    Joi.object({
      id: id.required(),
      name: text().required(),
      target: amount.required(),
      allocated: amount.required(),
      date: date.required(),
      paidOut: Joi.boolean().required(),
      paidOutAmount: amount.allow(null).required(),
      paidOutDate: date.allow(null).required(),
    }),
  ),
  housingPlans: list(Joi.object({ id: id.required(), name: text().required(), lastUpdatedAt: date.required(), fields: Joi.object().unknown(true).required() })),
  investingGuideSteps: list(Joi.string().max(100)),
  insurancePolicies: list(Joi.object({ id: id.required(), details: Joi.object().unknown(true).required() })),
  // Optional: a file made before the retirement plan existed has none (its import keeps the account's plan).
  retirementPlan: Joi.object({ savedAt: date.required(), settings: Joi.object().unknown(true).required() }).allow(null),
}).required();

export const importQuerySchema = Joi.object({ mode: Joi.string().valid('preview', 'apply').default('preview') });
export const exportQuerySchema = Joi.object({ format: Joi.string().valid('json', 'zip').default('json') });
