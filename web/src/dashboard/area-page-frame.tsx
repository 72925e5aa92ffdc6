import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { FullFinancesResponse, HealthCheckResponse } from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import type { FxRates } from '../../../src/shared-kernel/fx.js';
import { usePageTitle } from '../app/layout/page-title';
import { useStores } from '../app/store-context';
import { DashboardError, DashboardSkeleton } from './dashboard-states';
import { areaExplanation, AREA_TITLES, levelView, type Area, type MissingFigure } from './health-levels';
import { LevelBadge } from './level-badge';
import './dashboard.css';
import './sub-pages/sub-pages.css';

export interface AreaData {
  check: HealthCheckResponse;
  finances: FullFinancesResponse;
  rates: FxRates;
}

/** Loads the health check and the finances (fresh on every visit: another tab may have changed them). */
function useDashboardData() {
  const { dashboard } = useStores();
  const load = () => {
    void flowResult(dashboard.load());
    void flowResult(dashboard.loadFinances());
  };
  useEffect(load, [dashboard]);
  const failed = dashboard.status === 'failed' || dashboard.financesStatus === 'failed';
  const check = dashboard.healthCheck;
  const ready = dashboard.status === 'loaded' && dashboard.financesStatus === 'loaded' && check && dashboard.finances && dashboard.rates;
  const data: AreaData | null = ready ? { check, finances: dashboard.finances!, rates: dashboard.rates! } : null;
  return { failed, data, retry: load };
}

/**
 * The frame of /dashboard/cashflow, /wealth and /protection (the layout's breadcrumbs lead back): the area's title and level,
 * then the page's own content once the health check and the finances are in (skeleton, error with retry).
 */
export const AreaPageFrame = observer(function AreaPageFrame({ area, children }: { area: Area; children: (data: AreaData) => ReactNode }) {
  const title = `Your ${AREA_TITLES[area].toLowerCase()}`;
  usePageTitle(title);
  const { failed, data, retry } = useDashboardData();
  return (
    <div className="container page dashboard area-page">
      <h1>{title}</h1>
      {failed ? (
        <DashboardError onRetry={retry} />
      ) : !data ? (
        <DashboardSkeleton />
      ) : (
        <>
          <section className={`card overall overall--${levelView(data.check.areas[area]).tone}`} aria-label={`${AREA_TITLES[area]} level`}>
            <LevelBadge level={data.check.areas[area]} size="lg" />
            <p className="overall__explanation">{areaExplanation(area, data.check)}</p>
          </section>
          {children(data)}
        </>
      )}
    </div>
  );
});

/**
 * The frame of an area's sub-page (/dashboard/cashflow/savings-ratio, ...): its title and lead, the page's content
 * once the data is in, and a way back to the area page at the end.
 */
export const AreaSubPageFrame = observer(function AreaSubPageFrame({
  area,
  title,
  lead,
  children,
}: {
  area: Area;
  title: string;
  lead?: ReactNode;
  children: (data: AreaData) => ReactNode;
}) {
  usePageTitle(title);
  const { failed, data, retry } = useDashboardData();
  return (
    <div className="container page dashboard area-page area-subpage">
      <h1>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      {failed ? <DashboardError onRetry={retry} /> : !data ? <DashboardSkeleton /> : children(data)}
      <p className="area-subpage__back">
        <Link to={`/dashboard/${area}`}>Back to your {AREA_TITLES[area].toLowerCase()}</Link>
      </p>
    </div>
  );
});

/** An indicator explained: its level, its figure, what it measures and (`moreTo`) the page that works it out. */
export function IndicatorCard({
  title,
  level,
  figure,
  moreTo,
  missing = [],
  children,
}: {
  title: string;
  level: number;
  figure: string;
  moreTo?: string;
  /** while not available yet: what to add, with links (health-levels.ts missingFigures) */
  missing?: readonly MissingFigure[];
  children: ReactNode;
}) {
  return (
    <section className="card indicator" aria-label={title}>
      <h2 className="card__title">{title}</h2>
      <p className="indicator__figure">{figure}</p>
      <LevelBadge level={level} />
      {missing.length > 0 && (
        <ul className="indicator__missing">
          {missing.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      )}
      <p className="indicator__text">{children}</p>
      {moreTo && (
        <p>
          <Link to={moreTo}>
            How is this worked out<span className="sr-only">: {title.toLowerCase()}</span>?
          </Link>
        </p>
      )}
    </section>
  );
}

/** Links to the pages where the area's figures are changed (its edit-* sub-pages). */
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
