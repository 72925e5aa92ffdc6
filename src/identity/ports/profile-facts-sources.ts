import type { ImportedDataFacts, MoneyPlanFacts } from '../domain/profile-facts.js';

/**
 * The resident's latest Myinfo and bank-data consents and connected banks, read from the context that imports them
 * (data-import binds it through identity's public API, so identity never imports that context).
 */
export interface ImportedDataFactsSource {
  factsFor(userId: string): Promise<ImportedDataFacts>;
}

/** The target monthly savings, total budget and estimated monthly expenses, from cashflow-wealth (bound the same way). */
export interface MoneyPlanFactsSource {
  factsFor(userId: string): Promise<MoneyPlanFacts>;
}
