/**
 * The "Complete your dashboard" prompt follows the data (docs/decisions.md "Advice follows the data"): each way
 * in is offered only while what it brings is missing, read afresh on every visit, so a step leaves as soon as
 * it is done and comes back if it is undone (a Myinfo record deleted, a module reset).
 */
export interface SetupFacts {
  cashflowDone: boolean;
  wealthDone: boolean;
  /** The resident's Myinfo record is stored (GET /myinfo/person has data). */
  myinfoRetrieved: boolean;
}

export type SetupStep = 'CASHFLOW' | 'WEALTH' | 'MYINFO';

/**
 * The steps to offer, in order; none once both setups are done (the prompt then goes: Myinfo alone is a shortcut
 * into the setups, not a step of its own).
 */
export function setupSteps(facts: SetupFacts): SetupStep[] {
  if (facts.cashflowDone && facts.wealthDone) return [];
  const steps: SetupStep[] = [];
  if (!facts.cashflowDone) steps.push('CASHFLOW');
  if (!facts.wealthDone) steps.push('WEALTH');
  if (!facts.myinfoRetrieved) steps.push('MYINFO');
  return steps;
}
