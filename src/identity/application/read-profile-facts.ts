import { hasStartedPlanning, NO_PROFILE_FACTS, type ProfileFacts } from '../domain/profile-facts.js';
import type { ProfileFactsReader } from '../ports/profile-facts-sources.js';

/**
 * The profile fields whose truth lives elsewhere (spec 1 §3): the consents and banks in data-import, the money-plan
 * figures in cashflow-wealth, and whether planning has started from the resident's module progress. All are read in
 * one statement (docs/decisions.md "Profile facts in one statement"); a context that is not loaded leaves its fields
 * empty (identity stands alone in its tests).
 */
export class ReadProfileFacts {
  constructor(private readonly reader: ProfileFactsReader) {}

  async execute(userId: string): Promise<ProfileFacts> {
    const { modules, imported, money } = await this.reader.read(userId);
    return { ...NO_PROFILE_FACTS, ...(imported ?? {}), ...(money ?? {}), hasStartedPlanning: hasStartedPlanning(modules) };
  }
}
