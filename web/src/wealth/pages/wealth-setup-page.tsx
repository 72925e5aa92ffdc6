import { ModuleFlowIntro } from '../../shared/module-flow';
import { CashflowFirstBanner } from '../components/cashflow-first-banner';
import { WEALTH_FLOW } from '../wealth-flow';
import '../wealth.css';

/** /wealth/setup: the wealth module's introduction (spec 2 §2 "Wealth setup"). */
export function WealthSetupPage() {
  return (
    <>
      <div className="container container--md wealth-intro__banner">
        <CashflowFirstBanner />
      </div>
      <ModuleFlowIntro
        flow={WEALTH_FLOW}
        title="Set up your wealth"
        summary="What you own and what you owe"
        estimatedTime="5-10 minutes"
        prerequisite={
          <p>
            Before you start, check the estimated market value of your property, car and investments. Recent bank, CPF
            and brokerage statements help too.
          </p>
        }
        stepDescriptions={[
          'Your cash, investments, CPF balances, insurance and anything else of value.',
          'Your home loan and any other loans or balances you still owe.',
        ]}
      />
    </>
  );
}
