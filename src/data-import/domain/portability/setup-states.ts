import type { RestoreSet } from './import-rules.js';

/** The setup flows whose "done" state the dashboard reads (spec 1 §4 "Module progress"). */
export type SetupModule = 'CASHFLOW' | 'WEALTH' | 'SET_SAVING_TARGETS';

/**
 * The setup flows an import fills (docs/decisions.md "Export and import of one's data"): a resident who brings back
 * income and expenses has set up their cashflow, as if they had typed them in, so the dashboard no longer asks them to;
 * assets, liabilities or CPF balances set up their wealth; a target, the emergency fund or the monthly savings
 * their targets. Only ever completes a flow (an import never un-does one the resident finished).
 */
export function setupModulesFilledBy(restore: RestoreSet): SetupModule[] {
  const cashflow = restore.incomes.length > 0 || restore.expenses.length > 0 || restore.estimatedMonthlyExpenses !== null || restore.loanRepayments.length > 0 || restore.monthlyInvestments.length > 0;
  const wealth = restore.assets.length > 0 || restore.liabilities.length > 0 || restore.cpf !== null;
  const targets = restore.goals.length > 0 || restore.emergencyFund !== null || restore.targetMonthlySavings !== null;
  return [...(cashflow ? ['CASHFLOW' as const] : []), ...(wealth ? ['WEALTH' as const] : []), ...(targets ? ['SET_SAVING_TARGETS' as const] : [])];
}
