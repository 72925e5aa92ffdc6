import { checkRetirementSettings, DEFAULT_RETIREMENT_SETTINGS, retirementPlanSchema, upgradeStoredSettings, type RetirementPlanRepository, type RetirementSettings } from '../../../cashflow-wealth/public.js';
import { LIST_LABELS } from '../../domain/portability/export-document.js';
import type { RetirementPlanRecords } from '../../domain/portability/export-mapper.js';
import { refusalFor, retirementSettingsBody, type RestoreSet } from '../../domain/portability/import-rules.js';
import type { RetirementPlanSource } from '../../ports/portability.js';
import { checkedBody, namedWrite } from './checked-body.js';

const LABEL = LIST_LABELS.retirementPlan;

/**
 * The retirement plan's settings (docs/decisions.md "The retirement plan"): only the settings are kept (the figures
 * are worked out at each read), so they are what the export carries and the import writes back. The import checks
 * them as PUT /retirement-plan does (its schema, then the settings' own rules), a field the file leaves out taking its
 * default as PUT's does, and saves them through the plan's repository inside the import's one transaction.
 */
export class RetirementPlanPortabilitySource implements RetirementPlanSource {
  constructor(private readonly plans: Pick<RetirementPlanRepository, 'findForUser' | 'save'>) {}

  async read(userId: string): Promise<RetirementPlanRecords> {
    return this.plans.findForUser(userId);
  }

  async restore(userId: string, plan: RestoreSet['retirementPlan']): Promise<void> {
    // No plan in the file (an older export, or none saved): the account's plan stays, as the other single records do.
    if (plan === null) return;
    const fail = (message: string): never => {
      throw refusalFor('retirementPlan', 0, LABEL, message);
    };
    // A file of before the other money had a return per kind names its investments `otherSavings` (retirement-settings.ts).
    const current = upgradeStoredSettings(plan.settings as unknown as Record<string, unknown>) as Record<string, unknown>;
    const change = checkedBody<Partial<RetirementSettings>>(retirementPlanSchema, retirementSettingsBody(current, fail), 'retirementPlan', 0, LABEL);
    const settings: RetirementSettings = { ...DEFAULT_RETIREMENT_SETTINGS, ...change };
    await namedWrite('retirementPlan', 0, LABEL, async () => {
      checkRetirementSettings(settings);
      await this.plans.save(userId, settings);
    });
  }
}
