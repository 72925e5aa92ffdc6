import { ModuleFlowIntro } from '../../../shared/module-flow/module-flow-intro';
import { CASHFLOW_FLOW } from '../cashflow-flow';

/** /cashflow/setup: the cashflow module's introduction (spec 2 §2). */
export function CashflowSetupPage() {
  return (
    <ModuleFlowIntro
      flow={CASHFLOW_FLOW}
      title="Set up your cashflow"
      summary="How much you earn and spend monthly."
      estimatedTime="5-10 minutes"
      prerequisite={<p>Have your bank or credit-card statements at hand: they show what you earn and spend each month.</p>}
      stepDescriptions={[
        'Your salary and any other income, before and after CPF.',
        'What you spend each month, by category.',
        'Your home loan and other loans, and how much CPF pays.',
        'Regular amounts you invest each month.',
      ]}
    />
  );
}
