import { FINANCING_PLAN_PATH } from '../plan-paths';
import { ToolLockoutPage } from '../../shared/ui/tool-lockout-page';

/** /buying-a-house/lockout-page (spec 3 §2, §6). */
export function FinancingPlanLockoutPage() {
  return (
    <ToolLockoutPage
      tool="Financing plan"
      signedInReason="Your financing plan starts from your income, CPF and savings, so we need your dashboard set up before you plan it."
      visitorReason="Your financing plan starts from your income, CPF and savings. Log in with Singpass and set up your dashboard to plan it."
      visitorBack={{ to: '/buying-a-house', label: 'Read the purchase guide' }}
      toolPath={FINANCING_PLAN_PATH}
      visitorAction="make a plan"
    />
  );
}
