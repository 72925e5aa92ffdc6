import { observer } from 'mobx-react-lite';
import { usePageTitle } from '../../app/layout/page-title';
import { formatMoney, type Cents } from '../../shared/format/money';
import { ModuleFlowCompleted, ModuleFlowLoading } from '../../shared/module-flow';
import { ButtonLink } from '../../shared/ui/button';
import { CheckCircleIcon } from '../../shared/ui/icons';
import { ModuleFrame } from '../../shared/ui/module-layout/module-layout';
import { useWealth } from '../use-wealth';
import { WEALTH_FLOW } from '../wealth-flow';
import { wealthTotals } from '../wealth-totals';
import '../wealth.css';

/** /wealth/completed: the totals in SGD at the latest rates, and 'Dashboard' (spec 2 §2). */
export const WealthCompletedPage = observer(function WealthCompletedPage() {
  usePageTitle('Wealth set up');
  const { wealth, ready, loadFailed } = useWealth();
  // GET /finances' totals when read: the one net worth every page shows (a home not valued yet left out with its
  // loan: docs/decisions.md "Imports ask before they add"); worked out here only until they arrive.
  const totals = ready ? (wealth.totals ?? wealthTotals(wealth.allAssets, wealth.cpfAsset, wealth.liabilities, wealth.fxRates)) : null;
  const unconverted = ready ? wealthTotals(wealth.allAssets, wealth.cpfAsset, wealth.liabilities, wealth.fxRates).unconverted : [];
  const linked = wealth.assets.property.some((home) => wealth.liabilities.some((l) => l.id === home.property?.securedLiabilityId));
  return (
    <ModuleFlowCompleted flow={WEALTH_FLOW}>
      <ModuleFrame title="Your wealth is set up" subtitle="Here is what you own and owe, in Singapore dollars." continueTo={WEALTH_FLOW.homePath} continueLabel="Dashboard">
        {loadFailed ? (
          <p className="lead">We couldn't load your totals just now. You'll find them on your dashboard.</p>
        ) : !totals ? (
          <ModuleFlowLoading />
        ) : (
          <>
            <p className="wealth-done">
              <CheckCircleIcon size={24} />
              Saved. You can change these at any time from your dashboard.
            </p>
            <dl className="wealth-totals">
              <div className="wealth-totals__row">
                <dt>Total assets</dt>
                <dd>{formatMoney(totals.totalAssets as Cents)}</dd>
              </div>
              <div className="wealth-totals__row">
                <dt>Total liabilities</dt>
                <dd>{formatMoney(totals.totalLiabilities as Cents)}</dd>
              </div>
              <div className="wealth-totals__row wealth-totals__row--net">
                <dt>Net worth</dt>
                <dd>{formatMoney(totals.netWorth as Cents)}</dd>
              </div>
              {wealth.assets.property.length > 0 && wealth.totals && (
                // The server's figure: without the home and the loan linked to it (docs/decisions.md "Links and feeds").
                <div className="wealth-totals__row">
                  <dt>Net worth without your home{linked ? ' and its loan' : ''}</dt>
                  <dd>{formatMoney(wealth.totals.netWorthWithoutHome as Cents)}</dd>
                </div>
              )}
            </dl>
            {wealth.totals?.homeNotValued && (
              <p className="field__hint">Home not valued yet: your home and the loan only it secures are left out of your net worth until you say what it is worth (on your dashboard).</p>
            )}
            {unconverted.length > 0 && (
              <p className="field__hint">
                Amounts in {unconverted.join(', ')} are left out: we have no exchange rate for them yet.
              </p>
            )}
            <ButtonLink to="/wealth/assets" variant="link">
              Review your assets
            </ButtonLink>
          </>
        )}
      </ModuleFrame>
    </ModuleFlowCompleted>
  );
});
