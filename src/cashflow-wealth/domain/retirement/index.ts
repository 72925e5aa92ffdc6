/** The retirement projection's one entry (docs/decisions.md "Retirement projection"): the outlook and its levers. Pure. */
import { topUpRules } from '../../../shared-kernel/cpf/index.js';
import { retirementLevers, type RetirementLever } from './retirement-levers.js';
import { retirementOutlook, type RetirementOutlook, type RetirementOutlookInputs } from './retirement-outlook.js';

export { projectCpf, RA_FORMATION_AGE, type BalancesAtAge, type CpfProjection, type CpfProjectionInputs } from './cpf-projection.js';
export { retirementOutlook, DEFAULT_PLAN_TO_AGE, type RetirementOutlook, type RetirementOutlookInputs } from './retirement-outlook.js';
export { retirementLevers, LATEST_PAYOUT_START_AGE, type LeverKind, type RetirementLever } from './retirement-levers.js';

export interface RetirementPlan {
  outlook: RetirementOutlook;
  levers: RetirementLever[];
}

/** The outlook of `inputs` and every lever worked out against it. */
export function retirementPlan(inputs: RetirementOutlookInputs): RetirementPlan {
  const outlook = retirementOutlook(inputs);
  const caps = topUpRules(Number(inputs.startMonth.slice(0, 4)));
  const sources = [...outlook.sources, ...caps.sources.filter((s) => !outlook.sources.some((o) => o.title === s.title))];
  return { outlook: { ...outlook, sources }, levers: retirementLevers(inputs, outlook) };
}
