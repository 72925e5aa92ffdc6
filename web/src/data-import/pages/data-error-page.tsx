import { useLocation } from 'react-router-dom';
import { usePageTitle } from '../../app/layout/page-title';
import { ButtonLink } from '../../shared/ui/button';
import '../data-import.css';

/** What a failed or declined import carries to its error page. */
export interface DataErrorState {
  message: string;
  retryTo: string;
}

const isDataErrorState = (value: unknown): value is DataErrorState =>
  typeof value === 'object' && value !== null && typeof (value as DataErrorState).message === 'string' && typeof (value as DataErrorState).retryTo === 'string';

/**
 * /data/error (our side failed) and /data/error/sp (the service provider, Myinfo or the banks, declined or failed)
 * (spec 2 §2): nothing was retrieved, said plainly, with a way to try again. Opened directly, a general text.
 */
export function DataErrorPage({ provider }: { provider: boolean }) {
  usePageTitle('Nothing was retrieved');
  const { state } = useLocation();
  const given = isDataErrorState(state) ? state : null;
  const message =
    given?.message ??
    (provider ? 'The data service could not complete your request, so nothing was retrieved.' : 'We could not complete your request, so nothing was retrieved.');
  return (
    <div className="container container--md page data-import">
      <h1>Nothing was retrieved</h1>
      <p className="lead" role="alert">
        {message}
      </p>
      <div className="button-row">
        <ButtonLink to={given?.retryTo ?? '/settings/data-selection/main'}>Try again</ButtonLink>
        <ButtonLink to="/dashboard" variant="secondary">
          Go to your dashboard
        </ButtonLink>
      </div>
    </div>
  );
}
