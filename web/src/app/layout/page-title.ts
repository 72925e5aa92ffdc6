import { useEffect } from 'react';
import { useStores } from '../store-context';

/** Sets `document.title` to "{product name} | {page title}" (spec 1 §2: every page has its own title). */
export function usePageTitle(pageTitle: string): void {
  const { config } = useStores();
  useEffect(() => {
    document.title = pageTitle ? `${config.productName} | ${pageTitle}` : config.productName;
  }, [config.productName, pageTitle]);
}
