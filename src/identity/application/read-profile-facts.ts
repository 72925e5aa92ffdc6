import { hasStartedPlanning, NO_PROFILE_FACTS, type ProfileFacts } from '../domain/profile-facts.js';
import type { ModuleStatusRepository } from '../ports/module-status-repository.js';
import type { ImportedDataFactsSource, MoneyPlanFactsSource } from '../ports/profile-facts-sources.js';

/**
 * The profile fields whose truth lives elsewhere (spec 1 §3): the consents and banks in data-import, the money-plan
 * figures in cashflow-wealth, and whether planning has started from the resident's module progress. A context
 * that is not loaded leaves its fields empty (identity stands alone in its tests).
 */
export class ReadProfileFacts {
  constructor(
    private readonly modules: Pick<ModuleStatusRepository, 'listForUser'>,
    private readonly imported: ImportedDataFactsSource | null = null,
    private readonly money: MoneyPlanFactsSource | null = null,
  ) {}

  async execute(userId: string): Promise<ProfileFacts> {
    const [modules, imported, money] = await Promise.all([
      this.modules.listForUser(userId),
      this.imported?.factsFor(userId) ?? null,
      this.money?.factsFor(userId) ?? null,
    ]);
    return { ...NO_PROFILE_FACTS, ...(imported ?? {}), ...(money ?? {}), hasStartedPlanning: hasStartedPlanning(modules) };
  }
}
