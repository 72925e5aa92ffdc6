import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { readDashboardForVisit } from './dashboard-reads';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../app/layout/page-title';
import { useStores } from '../app/store-context';
import { formatPersonName } from '../shared/format/person-name';
import { Button } from '../shared/ui/button';
import { LogoutIcon } from '../shared/ui/icons';
import { AreaCard } from './area-card';
import { HealthRadar } from './health-radar';
import { levelView, OVERALL_EXPLANATIONS, type Area } from './health-levels';
import { overallVerdict } from './overall-verdict';
import { LevelBadge } from './level-badge';
import { NetWorthChart, NetWorthFigures } from './net-worth-chart';
import { RecommendedActions } from './recommended-actions';
import { DashboardError, DashboardSkeleton } from './dashboard-states';
import { SetupPrompt } from './setup-prompt';
import { HomeValuePrompt } from './home-value-prompt';
import { homeNetWorthNote } from './home-value-prompt-model';
import './dashboard.css';
import { ExpenseBudgetCard } from './sub-pages/budget-summary';
import { OutdatedIncomeNotice } from '../data-import/components/outdated-income-notice';

/**
 * The retirement card is read after the figures above and sits below the first screen: its code comes with its read,
 * not with the dashboard's first page (bench/bundle-size.ts); until then a card of its height stands in.
 */
const RetirementCard = lazy(async () => ({ default: (await import('./retirement-card')).RetirementCard }));
const retirementCardStandIn = <section className="card retirement-card retirement-card--loading" aria-busy="true" aria-label="Retirement" />;

const AREAS: readonly Area[] = ['cashflow', 'wealth', 'protection'];

/**
 * /dashboard 'Review your finances' (spec 2 §2): the overall level, the three area cards, the
 * recommended actions, the radar, net worth over time and the retirement outlook. Loaded on every visit.
 */
export const DashboardPage = observer(function DashboardPage() {
  usePageTitle('Review your finances');
  const { identity, dashboard, modules, dataImport } = useStores();
  // What the notice and the setup prompt above the areas need is asked with the health check rather than after it.
  useEffect(() => void readDashboardForVisit({ dashboard, modules, dataImport }), [dashboard, modules, dataImport]);
  const name = formatPersonName(identity.user?.name);
  const check = dashboard.healthCheck;
  // The page replaces its skeleton once the notice and the setup prompt are known too, so neither appears later and
  // pushes the areas down (layout shift: docs/decisions.md "Lighthouse profile and pages").
  // Known once answered (a later visit's re-read keeps the page, as the health check's does).
  const settled = (status: string) => status !== 'idle' && status !== 'loading' && status !== 'working';
  const personKnown = useRef(false);
  if (settled(dataImport.personStatus)) personKnown.current = true;
  const answered = dashboard.status === 'loaded' && modules.loaded && settled(dashboard.financesStatus) && personKnown.current;
  // The areas replace the skeleton in a deferred render, which React slices, rather than in the task that brought the
  // last answer (a store's change renders at once, in one piece): docs/decisions.md "Rendering in slices".
  const ready = useDeferredValue(answered);
  return (
    <div className="container page dashboard">
      <p className="eyebrow">Review your finances</p>
      <h1 className="dashboard__greeting">{name ? `Welcome, ${name}` : 'Welcome'}</h1>
      <p className="lead">How your cashflow, wealth and protection look today, and what to do next.</p>
      <div aria-live="polite" className="dashboard__live">
        {dashboard.status !== 'failed' && !ready && <span className="sr-only">Loading your financial health check…</span>}
      </div>
      {dashboard.status !== 'failed' && !ready && <DashboardSkeleton />}
      {dashboard.status === 'failed' && <DashboardError onRetry={() => void flowResult(dashboard.load())} />}
      {ready && check && (
        <>
          <OutdatedIncomeNotice />
          {check.overall === 0 ? (
            // Nothing can be judged yet (docs/decisions.md "Monthly figures and availability"): a start, not a warning.
            <section className="card overall overall--start" aria-labelledby="overall-heading">
              <h2 id="overall-heading" className="card__title">
                Let's start
              </h2>
              <p className="overall__explanation">{OVERALL_EXPLANATIONS[0]}</p>
              <ol className="overall__steps">
                <li>
                  <Link to="/cashflow/setup">Tell us your income and what you spend</Link>
                </li>
                <li>
                  <Link to="/wealth/setup">Add what you own and owe</Link>
                </li>
              </ol>
            </section>
          ) : (
            <section className={`card overall overall--${levelView(check.overall).tone}`} aria-labelledby="overall-heading">
              <h2 id="overall-heading" className="card__title">
                Your financial health
              </h2>
              <LevelBadge level={check.overall} size="lg" />
              <p className="overall__explanation">{overallVerdict(check.overall, check.areas) ?? OVERALL_EXPLANATIONS[levelView(check.overall).level]}</p>
            </section>
          )}
          <SetupPrompt />
          <HomeValuePrompt />
          <section aria-labelledby="areas-heading" className="dashboard__section">
            <h2 id="areas-heading" className="dashboard__section-title">
              Your three areas
            </h2>
            <div className="area-grid">
              {AREAS.map((area) => (
                <AreaCard key={area} area={area} check={check} />
              ))}
            </div>
          </section>
          <div className="dashboard__columns">
            <RecommendedActions />
            <section className="card dashboard__radar" aria-labelledby="radar-heading">
              <h2 id="radar-heading" className="card__title">
                Health check
              </h2>
              <HealthRadar check={check} />
            </section>
          </div>
          <section className="card" aria-labelledby="net-worth-heading">
            <h2 id="net-worth-heading" className="card__title">
              Net worth
            </h2>
            {dashboard.netWorth.length > 0 ? (
              <>
                <NetWorthFigures points={dashboard.netWorth} withoutHome={dashboard.netWorthWithoutHome} home={homeNetWorthNote(dashboard.finances)} />
                <NetWorthChart points={dashboard.netWorth} withoutHome={dashboard.netWorthWithoutHome} />
              </>
            ) : (
              <p className="dashboard__empty">Your net worth appears here once you add what you own and owe.</p>
            )}
          </section>
          {/* Below the first screen and read after the figures above (docs/decisions.md "Lighthouse profile and pages"). */}
          <Suspense fallback={retirementCardStandIn}>
            <RetirementCard />
          </Suspense>
          <ExpenseBudgetCard />
          <section className="card" aria-labelledby="report-heading">
            <h2 id="report-heading" className="card__title">
              Take it with you
            </h2>
            <p>Your health check, cashflow, wealth, targets and plans in one PDF, to keep or to share with your family, a bank or an adviser.</p>
            <Link to="/report">My financial plan (PDF)</Link>
          </section>
        </>
      )}
      <div className="button-row">
        <Button variant="secondary" onClick={() => void flowResult(identity.signOut('user-initiated'))}>
          <LogoutIcon size={18} />
          Log out
        </Button>
      </div>
    </div>
  );
});
