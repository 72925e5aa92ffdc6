import type { RecommendedAction } from '../../domain/notifications/recommended-action.js';
import type { RecommendedActionView } from './notifications.contract.js';

export function presentRecommendedAction(a: RecommendedAction): RecommendedActionView {
  return { id: a.id, key: a.key, completedAt: a.completedAt.toISOString(), completedBy: a.completedBy };
}
