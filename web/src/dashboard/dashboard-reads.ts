import { flowResult } from 'mobx';
import type { DataImportStore } from '../data-import/data-import-store';
import type { ModuleStatusStore } from '../identity/module-status-store';
import type { DashboardStore } from './dashboard-store';

export interface DashboardReadStores {
  dashboard: DashboardStore;
  modules: ModuleStatusStore;
  dataImport: DataImportStore;
}

const inFlight = new WeakMap<DashboardStore, Promise<void>>();
/** Stores whose reads start-up made for the first page: that page's visit uses them instead of asking again. */
const readAtStartUp = new WeakSet<DashboardStore>();

/**
 * Everything /dashboard reads on a visit, asked at once: the health check with its actions and history, the module
 * status, the finances (for the outdated-income notice and the budget card) and the Myinfo record (for the setup
 * prompt). The page asks when it shows; start-up asks as soon as the session is known when the first page is the
 * dashboard (root-store.ts), so the reads travel while the page's code loads and renders (docs/decisions.md
 * "Lighthouse profile and pages"). A second call while they are on their way joins them instead of asking again.
 */
export function readDashboard({ dashboard, modules, dataImport }: DashboardReadStores): Promise<void> {
  let reads = inFlight.get(dashboard);
  if (!reads) {
    reads = Promise.allSettled([
      flowResult(dashboard.load()),
      modules.loaded ? Promise.resolve() : flowResult(modules.load()),
      flowResult(dashboard.loadFinances()),
      flowResult(dataImport.loadPerson()),
    ]).then(() => void inFlight.delete(dashboard));
    inFlight.set(dashboard, reads);
  }
  return reads;
}

/** Start-up, when the first page is the dashboard and the session is known: the reads of that first visit. */
export function readDashboardAtStartUp(stores: DashboardReadStores): Promise<void> {
  readAtStartUp.add(stores.dashboard);
  return readDashboard(stores);
}

/**
 * The page, on each visit: reads, unless start-up already read for this visit (its reads are joined or, when done,
 * used). Should the stores have been cleared since (a sign-out), they are read again.
 */
export function readDashboardForVisit(stores: DashboardReadStores): Promise<void> {
  if (readAtStartUp.delete(stores.dashboard) && stores.dashboard.status !== 'idle') return inFlight.get(stores.dashboard) ?? Promise.resolve();
  return readDashboard(stores);
}
