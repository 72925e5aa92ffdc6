import { Link, useLocation } from 'react-router-dom';
import { ChevronLeftIcon } from '../../shared/ui/icons';
import { buildBreadcrumbs, previousCrumb } from './breadcrumbs-model';

/**
 * The trail for nested pages. Wide screens get the full trail; narrow ones only a link back to the parent
 * (spec 1 §2), which CSS switches between.
 */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = buildBreadcrumbs(pathname);
  if (crumbs.length === 0) return null;
  const back = previousCrumb(crumbs);
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs container">
      <ol className="breadcrumbs__trail">
        {crumbs.map((crumb, i) =>
          i === crumbs.length - 1 ? (
            <li key={crumb.to}>
              <span aria-current="page">{crumb.label}</span>
            </li>
          ) : (
            <li key={crumb.to}>
              <Link to={crumb.to}>{crumb.label}</Link>
            </li>
          ),
        )}
      </ol>
      {back && (
        <Link to={back.to} className="breadcrumbs__back">
          <ChevronLeftIcon size={18} />
          <span>
            <span className="sr-only">Back to </span>
            {back.label}
          </span>
        </Link>
      )}
    </nav>
  );
}
