import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStores } from '../app/store-context';

// Its own chunk: a production visitor never downloads the panel.
const TesterPanel = lazy(async () => ({ default: (await import('../app/tester/tester-panel')).TesterPanel }));

/** Tester controls on the landing page (spec 1 §2): nothing at all in production. */
export const TesterControls = observer(function TesterControls() {
  const { tester } = useStores();
  if (!tester.enabled) return null;
  return (
    <Suspense fallback={null}>
      <TesterPanel />
    </Suspense>
  );
});
