/// <reference types="mocha" />
import { expect } from 'chai';
import { readDashboardAtStartUp, readDashboardForVisit, type DashboardReadStores } from '../src/dashboard/dashboard-reads';

/** Stores that only count the reads; the health check answers when `answer()` is called. */
function fakeStores() {
  const calls: string[] = [];
  let answer: () => void = () => undefined;
  const dashboard = {
    status: 'idle' as string,
    load: () => {
      calls.push('health-check');
      dashboard.status = 'loading';
      return new Promise<void>((resolve) => (answer = () => ((dashboard.status = 'loaded'), resolve())));
    },
    loadFinances: async () => void calls.push('finances'),
  };
  const modules = { loaded: false, load: async () => ((modules.loaded = true), void calls.push('modules')) };
  const dataImport = { loadPerson: async () => void calls.push('person') };
  const stores = { dashboard, modules, dataImport } as unknown as DashboardReadStores;
  return { stores, calls, dashboard, answer: () => answer() };
}

/** docs/decisions.md "Lighthouse profile and pages": the dashboard's reads start with the session, once per visit. */
describe('the dashboard reads', () => {
  it('asks everything at once, and a page that shows while start-up reads are on their way joins them', async () => {
    const { stores, calls, answer } = fakeStores();
    const startUp = readDashboardAtStartUp(stores);
    const visit = readDashboardForVisit(stores);
    expect(calls).to.deep.equal(['health-check', 'modules', 'finances', 'person']);
    answer();
    await Promise.all([startUp, visit]);
    expect(calls, 'asked once').to.have.length(4);
  });

  it('uses the finished start-up reads for the first visit, and reads again on the next one', async () => {
    const { stores, calls, answer } = fakeStores();
    const startUp = readDashboardAtStartUp(stores);
    answer();
    await startUp;
    await readDashboardForVisit(stores);
    expect(calls).to.have.length(4);
    const next = readDashboardForVisit(stores);
    answer();
    await next;
    // The module status is known by now: not asked twice.
    expect(calls.slice(4)).to.deep.equal(['health-check', 'finances', 'person']);
  });

  it('reads again when the stores were cleared after start-up (a sign-out before the page showed)', async () => {
    const { stores, calls, dashboard, answer } = fakeStores();
    const startUp = readDashboardAtStartUp(stores);
    answer();
    await startUp;
    dashboard.status = 'idle';
    const visit = readDashboardForVisit(stores);
    answer();
    await visit;
    expect(calls.filter((call) => call === 'health-check')).to.have.length(2);
  });

  it('without start-up reads, every visit reads', async () => {
    const { stores, calls, answer } = fakeStores();
    const visit = readDashboardForVisit(stores);
    answer();
    await visit;
    expect(calls).to.deep.equal(['health-check', 'modules', 'finances', 'person']);
  });
});
