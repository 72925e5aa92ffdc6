/**
 * The resident's own retirement plan (docs/decisions.md "The retirement plan"): GET works the projection out from
 * their data at every read (nothing worked out is stored, so it follows every change of their data), PUT keeps what
 * they typed and chose. Every read and write is the signed-in resident's own: the user id is the only key.
 */
import { roundToCents, type Cents } from '../../shared-kernel/money.js';
import { toFinancialSnapshot } from '../domain/finances/snapshot-mapper.js';
import { monthlyFigures } from '../domain/health-check/monthly-figures.js';
import type { StoredFinances } from '../domain/finances/finances.js';
import type { FxRates } from '../../shared-kernel/fx.js';
import { retirementPlanInputs, type ProfileForPlan, type RetirementPlanInputs } from '../domain/retirement/retirement-plan-inputs.js';
import { checkRetirementSettings, DEFAULT_RETIREMENT_SETTINGS, type RetirementSettings } from '../domain/retirement/retirement-settings.js';
import type { FinancesReader } from '../ports/finances-reader.js';
import type { RetirementPlanRepository } from '../ports/retirement-plan-repository.js';
import { moneyFactsOf } from './money-facts-of.js';

export interface RetirementPlanRead extends RetirementPlanInputs {
  settings: RetirementSettings;
  savedAt: Date | null;
}

/** The cashflow's monthly expenses (the health check's figure), null while the resident has entered none. */
function monthlyExpensesOf(finances: StoredFinances, rates: FxRates, profile: ProfileForPlan): Cents | null {
  if (finances.expenses.length === 0 && finances.estimatedMonthlyExpenses === null) return null;
  return roundToCents(monthlyFigures(toFinancialSnapshot(moneyFactsOf(finances), rates, profile.employmentStatus)).expenses);
}

export class RetirementPlanCommands {
  constructor(
    private readonly finances: FinancesReader,
    private readonly plans: RetirementPlanRepository,
  ) {}

  /** The plan's inputs for `startMonth` ('YYYY-MM', this month in Singapore) from the resident's data and settings. */
  async read(userId: string, profile: ProfileForPlan, startMonth: string): Promise<RetirementPlanRead> {
    const [{ finances, rates }, stored] = await Promise.all([this.finances.read(userId), this.plans.findForUser(userId)]);
    const settings = stored?.settings ?? DEFAULT_RETIREMENT_SETTINGS;
    const inputs = retirementPlanInputs(finances, rates, monthlyExpensesOf(finances, rates, profile), profile, settings, startMonth);
    return { ...inputs, settings, savedAt: stored?.savedAt ?? null };
  }

  /**
   * Keeps the settings (the whole of them: a field left out takes its default) and answers the plan they give.
   * @throws ValidationFailed when a setting breaks a rule of the plan.
   */
  async save(userId: string, change: Partial<RetirementSettings>, profile: ProfileForPlan, startMonth: string): Promise<RetirementPlanRead> {
    const settings: RetirementSettings = { ...DEFAULT_RETIREMENT_SETTINGS, ...change };
    checkRetirementSettings(settings);
    await this.plans.save(userId, settings);
    return this.read(userId, profile, startMonth);
  }
}
