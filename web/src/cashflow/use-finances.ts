import { flowResult } from 'mobx';
import { useEffect, useState } from 'react';
import { useStores } from '../app/store-context';
import type { CashflowStore } from './cashflow-store';

/**
 * Loads GET /finances when a page opens (every time: another tab may have changed it). `ready` turns true when
 * this page's own load has finished, so a form is never prefilled from an older answer.
 */
export function useFinances(): { cashflow: CashflowStore; ready: boolean } {
  const { cashflow } = useStores();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    void flowResult(cashflow.load()).then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [cashflow]);
  return { cashflow, ready };
}
