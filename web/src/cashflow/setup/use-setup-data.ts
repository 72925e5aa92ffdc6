import { flowResult } from 'mobx';
import { useEffect } from 'react';
import { useFinances } from '../use-finances';
import { currencyOptions, ratesOf } from './currencies';

/** GET /finances on opening a step (another tab may have changed it) and the FX rates once for the panels. */
export function useSetupData() {
  const { cashflow, ready } = useFinances();
  useEffect(() => {
    if (cashflow.fxRates.length === 0) void flowResult(cashflow.loadFxRates());
  }, [cashflow]);
  return {
    cashflow,
    ready: ready && cashflow.loaded,
    loadFailed: ready && cashflow.loadFailed,
    rates: ratesOf(cashflow.fxRates),
    currencies: currencyOptions(cashflow.fxRates),
  };
}
