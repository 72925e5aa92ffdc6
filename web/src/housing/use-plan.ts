import { useEffect } from 'react';
import type { HousingPlanDto } from '../../../src/housing/adapters/http/housing.contract.js';
import { useStores } from '../app/store-context';

/** The plan `id` from the store, loading the plans once; read inside an observer. */
export function usePlan(id: string | undefined): { ready: boolean; plan: HousingPlanDto | null } {
  const { housing } = useStores();
  useEffect(() => {
    if (!housing.loaded) void housing.read();
  }, [housing]);
  return { ready: housing.loaded, plan: id ? housing.plan(id) : null };
}
