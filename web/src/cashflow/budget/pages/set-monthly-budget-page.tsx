import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../app/layout/page-title';
import { useLeavePageWarning } from '../../../app/leave-page/use-leave-page-warning';
import { useFormReveal } from '../../../shared/forms/use-form-reveal';
import { formatMoney, type Cents } from '../../../shared/format/money';
import { ModuleFlowStep } from '../../../shared/module-flow';
import { ModuleFrame } from '../../../shared/ui/module-layout/module-layout';
import { Spinner } from '../../../shared/ui/spinner';
import { ServerErrorNote } from '../../server-error-note';
import { saveErrorText } from '../../setup/save-errors';
import { useSetupData } from '../../setup/use-setup-data';
import { BUDGET_FLOW, BUDGET_STEP } from '../budget-flow';
import { budgetDraftOf, budgetDraftValid, checkBudgets, expensesWithBudgets, suggestedTotalBudget, suggestionText, type BudgetDraft } from '../budget-rules';
import { BudgetFields } from '../components/budget-fields';

/**
 * /savings-resources/budget-calculator/set-monthly-budget: the total a month (PUT /total-budget), suggested as
 * take-home income less the loan instalments paid in cash and the savings target, and a budget per category (PATCH /expense), which must fit in it.
 */
export const SetMonthlyBudgetPage = observer(function SetMonthlyBudgetPage() {
  usePageTitle('Set your monthly budget');
  const { cashflow, ready, loadFailed } = useSetupData();
  const items = cashflow.expenseItems;
  // The server's take-home income (docs/decisions.md "Monthly figures and availability").
  const takeHomeIncome = cashflow.monthlyFigures?.takeHomeIncome ?? 0;
  const cashInstalments = cashflow.monthlyFigures?.instalmentsCash ?? 0;
  const suggestion = suggestedTotalBudget(takeHomeIncome, cashInstalments, cashflow.targetMonthlySavings);
  const [draft, setDraft] = useState<BudgetDraft | null>(null);
  const baseline = useRef('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { formRef, revealed, reveal } = useFormReveal();

  // Filled once from the server's answer; later store changes must not wipe what the resident typed.
  useEffect(() => {
    if (!ready || draft) return;
    const initial = budgetDraftOf(items, cashflow.totalBudget, suggestion);
    baseline.current = JSON.stringify(initial);
    setDraft(initial);
  }, [ready, draft, items, cashflow.totalBudget, suggestion]);

  const dirty = draft !== null && JSON.stringify(draft) !== baseline.current;
  const leave = useLeavePageWarning(dirty && !busy);

  const save = async (current: BudgetDraft, goNext: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await flowResult(cashflow.syncExpenses(expensesWithBudgets(current, items)));
      await flowResult(cashflow.saveTotalBudget(checkBudgets(current, items).total!));
      leave.allowLeaving();
      setBusy(false);
      goNext();
    } catch (e) {
      setBusy(false);
      setError(saveErrorText(e));
    }
  };

  return (
    <ModuleFlowStep flow={BUDGET_FLOW} index={BUDGET_STEP.setBudget}>
      {(flow) => (
        <>
          <ModuleFrame
            title="Set your monthly budget"
            subtitle="Decide how much you will spend each month, then share it between your categories. Leave a category empty to go without a budget for it."
            backTo={flow.backTo}
            continueLabel="Save and continue"
            busy={busy}
            status={busy ? 'Saving…' : ''}
            formRef={formRef}
            continueBlocked={!draft || !budgetDraftValid(draft, items)}
            onBlockedContinue={reveal}
            onSubmit={() => draft && void save(draft, flow.goNext)}
          >
            {!draft ? (
              loadFailed ? (
                <p className="lead">We couldn't load your expenses. Reload the page to try again.</p>
              ) : (
                <p role="status" className="budget__loading">
                  <Spinner /> Loading your expenses…
                </p>
              )
            ) : (
              <>
                <BudgetFields
                  items={items}
                  draft={draft}
                  onChange={setDraft}
                  revealed={revealed}
                  totalHint={
                    suggestion !== null ? (
                      <>
                        {suggestionText(suggestion, takeHomeIncome, cashInstalments, cashflow.targetMonthlySavings)}{' '}
                        <Link to="/savings-resources/save-before-you-spend">Save before you spend</Link>
                      </>
                    ) : (
                      'Add your income on the dashboard and we suggest a budget from it.'
                    )
                  }
                  expensesPath={flow.backTo}
                />
                <ServerErrorNote message={error} />
              </>
            )}
          </ModuleFrame>
          {leave.modal}
        </>
      )}
    </ModuleFlowStep>
  );
});
