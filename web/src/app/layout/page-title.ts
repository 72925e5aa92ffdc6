import { useEffect } from 'react';
import { useStores } from '../store-context';

/**
 * Sets `document.title` to "{product name} | {page title}" (spec 1 §2: every page has its own title); outside
 * production a tester's `?identifier=` goes in front ("[qa-42] ...").
 */
export function usePageTitle(pageTitle: string): void {
  const { config, tester } = useStores();
  const identifier = tester.identifier;
  useEffect(() => {
    document.title = tester.title(pageTitle ? `${config.productName} | ${pageTitle}` : config.productName);
  }, [config.productName, pageTitle, tester, identifier]);
}
