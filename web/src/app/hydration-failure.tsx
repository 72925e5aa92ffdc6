import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { flowResult } from 'mobx';
import { Button } from '../shared/ui/button';
import { AlertIcon } from '../shared/ui/icons';
import { MAIN_CONTENT_ID } from './layout/route-change-effects';
import { useStores } from './store-context';

/**
 * Shown instead of any page when a start-up read failed (spec 1 §8 'Hydration failed with {step name}'): says which
 * step, that nothing is lost, and offers to try that step again. Focus moves to the heading so a screen reader
 * announces it.
 */
export const HydrationFailure = observer(function HydrationFailure() {
  const { identity, config } = useStores();
  const failure = identity.hydrationFailure;
  const heading = useRef<HTMLHeadingElement>(null);
  const retrying = useRef(false);
  useEffect(() => {
    document.title = `${config.productName} | Could not load`;
    heading.current?.focus();
  }, [config.productName]);
  if (!failure) return null;
  const retry = async () => {
    if (retrying.current) return;
    retrying.current = true;
    try {
      await flowResult(identity.retryHydration());
    } finally {
      retrying.current = false;
    }
  };
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="main">
      <div className="container container--md status-page" role="alert">
        <AlertIcon size={48} className="status-page__icon status-page__icon--error" />
        <h1 ref={heading} tabIndex={-1}>
          We could not load the app
        </h1>
        <p className="lead">{failure.message}.</p>
        <p>
          This is usually a dropped connection or a short break on our side. Nothing you saved is lost. Check your
          connection and try again.
        </p>
        <div className="button-row">
          <Button onClick={() => void retry()}>Try again</Button>
        </div>
      </div>
    </main>
  );
});
