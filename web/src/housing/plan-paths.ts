import { FINANCING_PLAN_LOCKOUT_PATH, FINANCING_PLAN_PATH } from '../../../src/shared-kernel/access-gating.js';
import { PLAN_STEP_PAGES } from './plan-steps';

export { FINANCING_PLAN_LOCKOUT_PATH, FINANCING_PLAN_PATH };

export const planBase = (id: string): string => `${FINANCING_PLAN_PATH}/${id}`;
export const planStepPath = (id: string, index: number): string => `${planBase(id)}/${PLAN_STEP_PAGES[index]!.slug}`;
export const planSummaryPath = (id: string): string => `${planBase(id)}/summary`;
