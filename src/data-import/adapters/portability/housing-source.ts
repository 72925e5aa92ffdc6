import { housingPlanSchema } from '../../../housing/public.js';
import type { Amount } from '../../domain/portability/export-document.js';
import type { HousingRecords } from '../../domain/portability/export-mapper.js';
import { refusalFor, type RestoreSet } from '../../domain/portability/import-rules.js';
import type { HousingSource } from '../../ports/portability.js';
import { checkedBody, namedWrite } from './checked-body.js';

/** The housing calls this adapter uses (resolved from housing's public.ts in the composition root). */
export interface HousingServices {
  list(userId: string): Promise<Array<{ plan: { id: string; planName: string; lastUpdatedAt: string } & Record<string, unknown> }>>;
  create(userId: string, change: never): Promise<unknown>;
  delete(userId: string, id: string): Promise<void>;
}

/** The plan's amounts (all SGD cents): `{ cents, currency }` in the export, cents again for the housing-plan calls. */
const MONEY_FIELDS = [
  'monthlyHouseholdIncome', 'cpfOABalance', 'cashSavings', 'estimatedFlatBudget', 'flatValueAtTimeOfPurchase', 'flatValuation',
  'upfrontPaymentInCash', 'cpfHousingGrant', 'enhancedCpfHousingGrant', 'proximityGrant', 'cpfMonthlyInstalment',
] as const;
const SGD = 'SGD';

type Fee = { amount: number; paymentMethod: string };
const toAmount = (cents: unknown): Amount | null => (typeof cents === 'number' ? { cents, currency: SGD } : null);
const isAmount = (value: unknown): value is Amount => typeof value === 'object' && value !== null && typeof (value as Amount).cents === 'number' && typeof (value as Amount).currency === 'string';

/** A stored plan's answers as the export writes them. */
export function exportedPlanFields(plan: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, lastUpdatedAt: _at, summary: _summary, ...fields } = plan;
  for (const key of MONEY_FIELDS) if (key in fields) fields[key] = toAmount(fields[key]);
  if (fields.fees && typeof fields.fees === 'object') {
    fields.fees = Object.fromEntries(Object.entries(fields.fees as Record<string, Fee>).map(([name, fee]) => [name, { amount: toAmount(fee.amount), paymentMethod: fee.paymentMethod }]));
  }
  return fields;
}

/** The export's plan answers as POST /housing-plan's body; an amount in another currency than SGD is refused. */
function planBody(fields: Record<string, unknown>, fail: (message: string) => never): Record<string, unknown> {
  const cents = (key: string, value: unknown): unknown => {
    if (value === null || value === undefined) return value;
    if (!isAmount(value)) fail(`${key} must be an amount: { cents, currency }.`);
    if (value.currency !== SGD) fail(`${key} must be in SGD, the currency housing plans are worked out in.`);
    return value.cents;
  };
  const body: Record<string, unknown> = { ...fields };
  for (const key of MONEY_FIELDS) if (key in body) body[key] = cents(key, body[key]);
  if (body.fees && typeof body.fees === 'object') {
    body.fees = Object.fromEntries(Object.entries(body.fees as Record<string, { amount: unknown; paymentMethod: unknown }>).map(([name, fee]) => [name, { ...fee, amount: cents(`fees.${name}`, fee?.amount) }]));
  }
  return body;
}

/** Housing plans (spec 3 §3): read for the export, written back through POST /housing-plan's rules. */
export class HousingPortabilitySource implements HousingSource {
  constructor(private readonly plans: HousingServices) {}

  async read(userId: string): Promise<HousingRecords> {
    const listed = await this.plans.list(userId);
    return { plans: listed.map(({ plan }) => ({ id: plan.id, planName: plan.planName, lastUpdatedAt: plan.lastUpdatedAt, fields: exportedPlanFields(plan) })) };
  }

  async restore(userId: string, plans: RestoreSet['housingPlans']): Promise<void> {
    for (const { plan } of await this.plans.list(userId)) await this.plans.delete(userId, plan.id);
    for (const [index, p] of plans.entries()) {
      const fail = (message: string): never => {
        throw refusalFor('housingPlans', index, p.name, message);
      };
      const body = checkedBody<Record<string, unknown>>(housingPlanSchema, planBody(p.fields, fail), 'housingPlans', index, p.name);
      const { lastUpdatedAt: _ignored, ...change } = body;
      await namedWrite('housingPlans', index, p.name, () => this.plans.create(userId, change as never));
    }
  }
}
