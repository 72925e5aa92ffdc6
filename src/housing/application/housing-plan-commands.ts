import type { Clock } from '../../shared-kernel/clock.js';
import { DomainError } from '../../shared-kernel/errors.js';
import { MAX_PLANS_PER_RESIDENT, applyPlanChange, newPlanFields, type HousingPlan, type HousingPlanChange, type HousingPlanFields } from '../domain/housing-plan.js';
import { housingPlanSummary, planConsistencyError, type HousingPlanSummary } from '../domain/housing-summary.js';
import { planSummary } from '../domain/recommended-plan.js';
import type { HousingPlanRepository } from '../ports/housing-plan-repository.js';
import { singaporeDayOf } from '../../shared-kernel/dates.js';

export interface HousingPlanWithSummary {
  plan: HousingPlan;
  summary: HousingPlanSummary;
}

const notFound = () => new DomainError('HOUSING.PLAN_NOT_FOUND', 'We could not find that housing plan. It may have been deleted.', 'not-found');

function checkConsistency(fields: HousingPlanFields): void {
  const problem = planConsistencyError(fields);
  if (problem) throw new DomainError('HOUSING.INVALID_PLAN', problem.message, 'validation', [problem]);
}

/** Spec 3 §7 housing-plan calls: list (with each plan's summary), create, change and delete the resident's plans. */
export class HousingPlanCommands {
  constructor(
    private readonly plans: HousingPlanRepository,
    private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<HousingPlanWithSummary[]> {
    const plans = await this.plans.list(userId);
    return plans.map((plan) => ({ plan, summary: planSummary(plan) }));
  }

  /** A new plan: the spec's defaults, bought today (Singapore) unless the resident says when, with their answers on top. */
  async create(userId: string, change: HousingPlanChange): Promise<HousingPlanWithSummary> {
    const fields = applyPlanChange(newPlanFields(singaporeDayOf(this.clock.now())), change);
    checkConsistency(fields);
    const plan = await this.plans.createWithin(userId, fields, this.clock.now(), MAX_PLANS_PER_RESIDENT);
    if (!plan) {
      throw new DomainError('HOUSING.PLAN_LIMIT', `You can keep up to ${MAX_PLANS_PER_RESIDENT} housing plans. Delete one to add another.`, 'business-rule');
    }
    return { plan, summary: planSummary(plan) };
  }

  /**
   * The summary of a plan that is not kept (POST /housing-plan/calculate, docs/decisions.md "Public housing
   * calculation"): the same new plan {@link create} starts from, the same checks, the same pure summary; nothing is
   * stored and no resident is needed.
   */
  calculate(change: HousingPlanChange): HousingPlanSummary {
    const fields = applyPlanChange(newPlanFields(singaporeDayOf(this.clock.now())), change);
    checkConsistency(fields);
    // The fields sent, summarised as sent (a plan type is not a price search here): the public page applies the same
    // planned choices in the browser before it summarises (docs/decisions.md "One housing engine").
    return housingPlanSummary(fields);
  }

  async update(userId: string, id: string, change: HousingPlanChange): Promise<HousingPlanWithSummary> {
    const plan = await this.plans.change(userId, id, this.clock.now(), (stored) => {
      const next = applyPlanChange(stored, change);
      checkConsistency(next);
      return next;
    });
    if (!plan) throw notFound();
    return { plan, summary: planSummary(plan) };
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.plans.delete(userId, id))) throw notFound();
  }
}
