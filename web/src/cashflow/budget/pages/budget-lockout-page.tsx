import { BUDGET_CALCULATOR_PATH } from '../../../../../src/shared-kernel/access-gating.js';
import { ToolLockoutPage } from '../../../shared/ui/tool-lockout-page';

/** /savings-resources/budget-calc-lockout-page (spec 3 §2, §6). */
export function BudgetLockoutPage() {
  return (
    <ToolLockoutPage
      tool="Budget calculator"
      signedInReason="Your budget is planned from your income and what you spend, so we need your dashboard set up before you plan it."
      visitorReason="Your budget is planned from your income and what you spend. Log in with Singpass and set up your dashboard to plan it."
      visitorBack={{ to: '/savings-resources/save-before-you-spend', label: 'Read: save before you spend' }}
      toolPath={BUDGET_CALCULATOR_PATH}
      visitorAction="plan your budget"
    />
  );
}
