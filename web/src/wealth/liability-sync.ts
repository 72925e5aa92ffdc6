/** Liabilities as a synced list (spec 2 §4): new ones POSTed, changed ones PATCHed with their changed fields. */
import { planListSync, type ListSyncPlan } from '../shared/synced-list';
import type { LiabilityDto, LiabilityInput } from './wealth.types';

export type LiabilityDraft = LiabilityInput & { id: string };

export const LIABILITY_SYNC_FIELDS: readonly (keyof LiabilityDraft)[] = ['name', 'amount', 'ccy', 'category'];

export function planLiabilitySync(stored: readonly LiabilityDto[], edited: readonly LiabilityDraft[]): ListSyncPlan<LiabilityDraft> {
  return planListSync<LiabilityDraft>(stored, edited, LIABILITY_SYNC_FIELDS);
}

export const LIABILITY_CATEGORY_LABELS = { MORTGAGE: 'Mortgage', NON_MORTGAGE: 'Other' } as const;
