import { expect } from 'chai';
import { ApiClient } from '../src/app/api-client';
import { HttpDashboardApi } from '../src/dashboard/dashboard.api';
import { readDashboard } from '../src/dashboard/dashboard-reads';
import { DashboardStore } from '../src/dashboard/dashboard-store';
import { HttpDataImportApi } from '../src/data-import/data-import.api';
import { DataImportStore } from '../src/data-import/data-import-store';
import { HousingStore } from '../src/housing/housing-store';
import { HttpHousingApi } from '../src/housing/housing.api';
import { HttpModuleStatusApi } from '../src/identity/module-status.api';
import { ModuleStatusStore } from '../src/identity/module-status-store';
import { FIRST_PAGE_READS, firstPageOf, firstPageReads } from '../src/app/navigation/first-page-reads';

/** The app's own API client over a fetch that records each URL asked and answers 404: what the stores really ask. */
function recordingApi() {
  const asked: string[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    asked.push(`${init?.method ?? 'GET'} ${url}`);
    return new Response(JSON.stringify({ errorMessage: 'not here' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const api = new ApiClient({ fetch, sleep: async () => undefined, signOut: () => undefined, showErrorToast: () => undefined, currentPath: () => '/dashboard', retryCount: 0 });
  return { api, asked };
}

const preloadable = (reads: readonly string[]) => reads.map((read) => `GET ${read}`);

/** docs/decisions.md "Page files in the document's head": the preloads are the very calls the first page makes. */
describe('First-page reads', () => {
  it("are exactly what the dashboard's visit asks: the same URLs, each once", async () => {
    const { api, asked } = recordingApi();
    await readDashboard({ dashboard: new DashboardStore(new HttpDashboardApi(api)), modules: new ModuleStatusStore(new HttpModuleStatusApi(api)), dataImport: new DataImportStore(new HttpDataImportApi(api)) });
    expect(firstPageReads('/dashboard')).to.equal(FIRST_PAGE_READS.dashboard);
    expect(asked).to.have.members(preloadable(FIRST_PAGE_READS.dashboard));
    expect(asked).to.have.length(FIRST_PAGE_READS.dashboard.length);
  });

  it("are what a financing plan's page asks: the resident's plans, by address or by route pattern", async () => {
    const { api, asked } = recordingApi();
    await new HousingStore(new HttpHousingApi(api)).read().catch(() => undefined);
    expect(asked).to.deep.equal(preloadable(FIRST_PAGE_READS['financing-plan']));
    for (const path of [
      '/buying-a-house/financing-plan/42/summary',
      '/buying-a-house/financing-plan/:planId/summary',
      '/buying-a-house/financing-plan/:planId/:step',
      '/buying-a-house/financing-plan/recommended/step-1',
      '/buying-a-house/financing-plan/*',
    ]) {
      expect(firstPageReads(path), path).to.equal(FIRST_PAGE_READS['financing-plan']);
    }
  });

  it('any other page, the plan list and the dashboard sub-pages included, has none', () => {
    for (const path of ['/', '/profile', '/buying-a-house/financing-plan', '/dashboard/cashflow', '/dashboards', '/*']) {
      expect(firstPageOf(path), path).to.equal(null);
      expect(firstPageReads(path), path).to.deep.equal([]);
    }
  });
});
