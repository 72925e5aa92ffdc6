import { observer } from 'mobx-react-lite';
import { usePageTitle } from '../app/layout/page-title';
import { useStores } from '../app/store-context';
import { ButtonLink } from '../shared/ui/button';

/** A calm placeholder for pages that later issues build, with the right title and breadcrumbs. */
export const ComingSoonPage = observer(function ComingSoonPage({ title }: { title: string }) {
  usePageTitle(title);
  const { identity } = useStores();
  return (
    <div className="container page">
      <h1>{title}</h1>
      <div className="card card--muted coming-soon">
        <h2 className="card__title">This page is coming soon</h2>
        <p>We are still preparing this part of the service. Please check back later.</p>
        <ButtonLink to={identity.isSignedIn ? '/dashboard' : '/'} variant="secondary">
          {identity.isSignedIn ? 'Go to dashboard' : 'Back to home'}
        </ButtonLink>
      </div>
    </div>
  );
});
