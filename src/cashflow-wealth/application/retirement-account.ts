import type { Clock } from '../../shared-kernel/clock.js';
import { todayInSingapore } from '../../shared-kernel/dates.js';
import { hasRetirementAccount } from '../domain/cpf-asset.js';
import type { ResidentFactsSource } from '../ports/resident-facts.js';

/** Whether the resident is 55 or older today in Singapore (no date of birth: younger), so their CPF shows `ra`. */
export async function retirementAccountApplies(facts: ResidentFactsSource, clock: Clock, userId: string): Promise<boolean> {
  return hasRetirementAccount((await facts.factsOf(userId)).dateOfBirth, todayInSingapore(clock));
}
