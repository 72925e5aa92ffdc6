import { flowResult } from 'mobx';
import { useEffect } from 'react';
import { useStores } from '../app/store-context';
import { figureOrigins, figureTexts, planStartFrom, type FigureField, type PlanStart } from './plan-figures';

/**
 * The resident's figures a new plan starts from (plan-figures.ts), read from GET /finances on opening the page; read
 * inside an observer. `ready` once the answer (or its failure: then nothing is prefilled) is in.
 */
export function usePlanFigures(): { ready: boolean; start: PlanStart; texts: Partial<Record<FigureField, string>>; origins: Partial<Record<FigureField, string>> } {
  const { dashboard } = useStores();
  useEffect(() => {
    void flowResult(dashboard.loadFinances());
  }, [dashboard]);
  const ready = dashboard.financesStatus === 'loaded' || dashboard.financesStatus === 'failed';
  const start = dashboard.financesStatus === 'loaded' ? planStartFrom(dashboard.finances, dashboard.rates) : {};
  const origins = dashboard.financesStatus === 'loaded' ? figureOrigins(dashboard.finances, start) : {};
  return { ready, start, texts: figureTexts(start), origins };
}
