import { flowResult } from 'mobx';
import { useEffect, useState } from 'react';
import { useStores } from '../app/store-context';
import { currencyOptions } from '../cashflow/setup/currencies';
import type { WealthStore } from './wealth-store';

/**
 * Loads GET /finances (and the rates) when a wealth page opens: another tab may have changed them. `ready` turns
 * true once this page's own load has finished, so a page never starts editing from an older answer.
 */
export function useWealth(): { wealth: WealthStore; ready: boolean; loadFailed: boolean; currencies: string[] } {
  const { wealth } = useStores();
  const [done, setDone] = useState(false);
  useEffect(() => {
    let current = true;
    void flowResult(wealth.load()).then(() => {
      if (current) setDone(true);
    });
    return () => {
      current = false;
    };
  }, [wealth]);
  return {
    wealth,
    ready: done && wealth.loaded,
    loadFailed: done && wealth.loadFailed,
    currencies: currencyOptions(wealth.fxRateList),
  };
}
