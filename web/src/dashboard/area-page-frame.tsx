import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { FullFinancesResponse, HealthCheckResponse } from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import type { FxRates } from '../../../src/shared-kernel/fx.js';
import { usePageTitle } from '../app/layout/page-title';
import { useStores } from '../app/store-context';
import { DashboardError, DashboardSkeleton } from './dashboard-states';
import { AREA_EXPLANATIONS, AREA_TITLES, levelView, type Area } from './health-levels';
import { LevelBadge } from './level-badge';
import './dashboard.css';

export interface AreaData {
  check: HealthCheckResponse;
  finances: FullFinancesResponse;
  rates: FxRates;
}

/**
 * The frame of /dashboard/cashflow, /wealth and /protection (the layout's breadcrumbs lead back): the area's title and level,
 * then the page's own content once the health check and the finances are in (skeleton, error with retry).
 */
export const AreaPageFrame = observer(function AreaPageFrame({ area, children }: { area: Area; children: (data: AreaData) => ReactNode }) {
  const title = `Your ${AREA_TITLES[area].toLowerCase()}`;
  usePageTitle(title);
  const { dashboard } = useStores();
  const load = () => {
    void flowResult(dashboard.load());
    void flowResult(dashboard.loadFinances());
  };
  useEffect(load, [dashboard]);
  const failed = dashboard.status === 'failed' || dashboard.financesStatus === 'failed';
  const check = dashboard.healthCheck;
  const ready = dashboard.status === 'loaded' && dashboard.financesStatus === 'loaded' && check && dashboard.finances && dashboard.rates;
  return (
    <div className="container page dashboard area-page">
      <h1>{title}</h1>
      {failed ? (
        <DashboardError onRetry={load} />
      ) : !ready ? (
        <DashboardSkeleton />
      ) : (
        <>
          <section className={`card overall overall--${levelView(check.areas[area]).tone}`} aria-label={`${AREA_TITLES[area]} level`}>
            <LevelBadge level={check.areas[area]} size="lg" />
            <p className="overall__explanation">{AREA_EXPLANATIONS[area][levelView(check.areas[area]).level]}</p>
          </section>
          {children({ check, finances: dashboard.finances!, rates: dashboard.rates! })}
        </>
      )}
    </div>
  );
});

/** An indicator explained: its level, its figure and what it measures. */
export function IndicatorCard({ title, level, figure, children }: { title: string; level: number; figure: string; children: ReactNode }) {
  return (
    <section className="card indicator" aria-label={title}>
      <h2 className="card__title">{title}</h2>
      <p className="indicator__figure">{figure}</p>
      <LevelBadge level={level} />
      <p className="indicator__text">{children}</p>
    </section>
  );
}

/** Links to the setup pages where the figures are changed (until the edit-* sub-pages exist). */
export function EditLinks({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <nav className="card card--muted edit-links" aria-label="Change your figures">
      <h2 className="card__title">Change your figures</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
