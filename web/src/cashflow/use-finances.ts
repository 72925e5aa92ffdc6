import { flowResult } from 'mobx';
import { useEffect } from 'react';
import { useStores } from '../app/store-context';
import type { CashflowStore } from './cashflow-store';

/** Loads GET /finances when a page opens (every time: another tab may have changed it). */
export function useFinances(): CashflowStore {
  const { cashflow } = useStores();
  useEffect(() => {
    void flowResult(cashflow.load());
  }, [cashflow]);
  return cashflow;
}
