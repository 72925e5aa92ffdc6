import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../store-context';

/** Tells analytics which page is on screen, once start-up has decided who is signed in. Renders nothing. */
export const PageAnalytics = observer(function PageAnalytics() {
  const { analytics, identity } = useStores();
  const { pathname } = useLocation();
  const ready = identity.status !== 'unknown';
  useEffect(() => {
    if (ready) analytics.pageShown(pathname);
  }, [analytics, pathname, ready]);
  return null;
});
