import type { MoneyPlanFacts, MoneyPlanFactsPart } from '../../../identity/public.js';

type Value = {
  target: { amount: number | string; dayOfTransfer: number | null; automaticTransfer: boolean | null } | null;
  totalBudget: number | string | null;
  estimate: { amount: number | string; isDerived: boolean; enteredDate: string } | null;
} | null;

/**
 * The profile's target monthly savings, total budget and estimated monthly expenses (spec 1 §3), read from the
 * records this context keeps (POST /target-monthly-savings, PUT /total-budget, the estimated expenses), so the
 * profile shows what the resident last saved, never a copy that can drift. Amounts are SGD cents, as on every wire.
 *
 * Identity reads this part inside its one profile statement (docs/decisions.md "Profile facts in one statement"); the
 * tables and columns are the repositories' (sequelize-savings-and-budget-repository.ts,
 * sequelize-estimated-expenses-repository.ts). The entered date is `::text`, as the repository reads it, so the
 * profile answers the same `YYYY-MM-DD`.
 */
export const MONEY_PLAN_FACTS_PART: MoneyPlanFactsPart = {
  sql: `SELECT jsonb_build_object(
    'target', (SELECT jsonb_build_object('amount', amount, 'dayOfTransfer', day_of_transfer, 'automaticTransfer', automatic_transfer)
               FROM target_monthly_savings WHERE user_id = $1),
    'totalBudget', (SELECT amount FROM total_budgets WHERE user_id = $1),
    'estimate', (SELECT jsonb_build_object('amount', amount, 'isDerived', is_derived, 'enteredDate', entered_date::text)
                 FROM estimated_monthly_expenses WHERE user_id = $1))`,
  parse(value: unknown): MoneyPlanFacts {
    const facts = value as Value;
    const target = facts?.target ?? null;
    const budget = facts?.totalBudget ?? null;
    const estimate = facts?.estimate ?? null;
    return {
      targetMonthlySavings: target ? Number(target.amount) : null,
      dayOfTransfer: target?.dayOfTransfer ?? null,
      automaticTransferStatus: target?.automaticTransfer ?? null,
      totalBudget: budget === null ? null : { amount: Number(budget) },
      estimatedMonthlyExpenses: estimate ? { amount: Number(estimate.amount), enteredDate: estimate.enteredDate, isDerived: estimate.isDerived } : null,
    };
  },
};
