import type { TargetsResponse } from '../../../../src/targets/adapters/http/targets.contract.js';

/**
 * The /targets page's title and h1, from what the resident has now (docs/decisions.md "Rough edges smoothed"): the
 * spec's 'Create your financial targets' (spec 1 §2) while nothing is created yet, then what the page shows. The
 * page and the document title say the same.
 */
export function targetsPageTitle(overview: Pick<TargetsResponse, 'emergencyFund' | 'goals'> | null): string {
  if (!overview) return 'Your financial targets';
  const fund = overview.emergencyFund !== null;
  const goals = overview.goals.length > 0;
  if (fund && goals) return 'Your emergency fund and targets';
  if (fund) return 'Your emergency fund';
  if (goals) return 'Your targets';
  return 'Create your financial targets';
}
