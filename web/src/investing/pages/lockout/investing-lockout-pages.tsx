import { GROWTH_RATE_PATH, INVESTING_GUIDE_PATH } from '../../../../../src/shared-kernel/access-gating.js';
import { ToolLockoutPage } from '../../../shared/ui/tool-lockout-page';

/**
 * /investment-resources/investing-for-beginners-lockout-page (spec 3 §2, §6): in front of the guide and its readiness
 * assessment, which both read the resident's own figures. Named like /savings-resources/budget-calc-lockout-page,
 * a sibling in the section, because two tools of one section cannot share one 'lockout-page'.
 */
export function InvestingGuideLockoutPage() {
  return (
    <ToolLockoutPage
      tool="Investing for beginners"
      signedInReason="The guide ticks the steps your figures already show (your emergency fund, your debts, your insurance), so we need your dashboard set up first."
      visitorReason="The guide checks your readiness to invest from your own figures. Log in with Singpass and set up your dashboard to use it."
      visitorBack={{ to: '/investment-resources/beware-of-investment-scams', label: 'Read: beware of investment scams' }}
      toolPath={INVESTING_GUIDE_PATH}
      visitorAction="use the guide"
    />
  );
}

/** /investment-resources/estimated-growth-rate-lockout-page (spec 3 §2, §6): in front of the growth-rate tool. */
export function GrowthRateLockoutPage() {
  return (
    <ToolLockoutPage
      tool="Estimated growth rate"
      signedInReason="The growth rate is worked out from the investments on your dashboard, so we need your dashboard set up first."
      visitorReason="The growth rate is worked out from your own investments. Log in with Singpass and set up your dashboard to use it."
      visitorBack={{ to: '/investment-resources', label: 'Read about investments' }}
      toolPath={GROWTH_RATE_PATH}
      visitorAction="see your growth rate"
    />
  );
}
