import { Link } from 'react-router-dom';
import type { HealthCheckResponse } from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import { ChevronRightIcon } from '../shared/ui/icons';
import { areaFigures } from './area-figures';
import { areaExplanation, AREA_TITLES, levelView, type Area } from './health-levels';
import { LevelBadge } from './level-badge';

/** One of the three area cards on /dashboard: level, what it means, the figures, and the way to the area page. */
export function AreaCard({ area, check }: { area: Area; check: HealthCheckResponse }) {
  const level = check.areas[area];
  const tone = levelView(level).tone;
  const headingId = `area-${area}`;
  return (
    <article className={`area-card area-card--${tone}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="area-card__title">
        {AREA_TITLES[area]}
      </h3>
      <LevelBadge level={level} />
      <p className="area-card__explanation">{areaExplanation(area, check)}</p>
      <dl className="area-card__figures">
        {areaFigures(area, check).map((figure) => (
          <div key={figure.label} className="area-card__figure">
            <dt>{figure.label}</dt>
            <dd>
              {figure.value}
              {figure.missing.length > 0 && (
                <ul className="area-card__missing">
                  {figure.missing.map((missing) => (
                    <li key={missing.to}>
                      <Link to={missing.to}>
                        {missing.label}
                        <span className="sr-only"> for your {figure.label.toLowerCase()}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <Link className="area-card__link" to={`/dashboard/${area}`}>
        See your {AREA_TITLES[area].toLowerCase()}
        <ChevronRightIcon size={18} />
      </Link>
    </article>
  );
}
