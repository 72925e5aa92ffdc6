/**
 * The recommended plan in the web app: what its answers afford, from the housing domain's `recommendedPlan` (the
 * price search and that price's `housingPlanSummary`, docs/decisions.md "One housing engine"). Pure.
 */
import type { HousingPlanFields } from '../../../src/housing/adapters/http/housing.contract.js';
import { recommendedPlan, type RecommendedPlan } from '../../../src/housing/domain/recommended-plan.js';
import { FINANCING_PLAN_PATH } from './plan-paths';

export const RECOMMENDED_PLAN_NAME = 'My recommended plan';
export const RECOMMENDED_STEP_PATH = `${FINANCING_PLAN_PATH}/recommended/step-1`;

/** What a recommended plan affords and every figure of it; its grants are kept in the CPF Housing Grant field. */
export function recommendedOf(plan: HousingPlanFields): RecommendedPlan {
  return recommendedPlan(plan);
}

const GAP_WORDS: Readonly<Record<string, string>> = { income: 'income', savings: 'savings', 'flat size': 'flat size' };

/**
 * What to complete before a recommended plan shows figures, in the resident's words, with where to do it; null when
 * it is complete. "Complete your recommended plan's income and savings to see its figures."
 */
export function recommendedPlanPrompt(plan: HousingPlanFields & { id?: string }, missing: readonly string[]): { text: string; to: string } | null {
  if (missing.length === 0) return null;
  const words = missing.map((gap) => GAP_WORDS[gap] ?? gap);
  const list = words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]!}` : words[0]!;
  return {
    text: `Complete your recommended plan's ${list} to see its figures: in Buying a house, open Financing plan, then ${plan.planName}, and choose Change my answers.`,
    to: plan.id ? `${RECOMMENDED_STEP_PATH}?plan=${plan.id}` : RECOMMENDED_STEP_PATH,
  };
}
