import type { ResidentFacts as ResidentFactsQuery } from '../../../identity/public.js';
import type { ResidentFacts, ResidentFactsSource } from '../../ports/resident-facts.js';

/** The resident's date of birth and employment status, through the identity context's public query. */
export class IdentityResidentFacts implements ResidentFactsSource {
  constructor(private readonly query: ResidentFactsQuery) {}

  async factsOf(userId: string): Promise<ResidentFacts> {
    const { dateOfBirth, employmentStatus } = await this.query.execute(userId);
    return { dateOfBirth, employmentStatus };
  }
}
