/// <reference types="mocha" />
import { expect } from 'chai';
import type { MaintenanceScheduleResponse } from '../../src/content/adapters/http/content.contract.js';
import type { ContentApi } from '../src/content/content.api';
import { ContentStore, MAINTENANCE_FETCH_FAILED } from '../src/content/content-store';

const ANSWER: MaintenanceScheduleResponse = {
  maintenanceSchedules: [
    { id: 1, agencies: ['CPF'], from: '2026-11-23T14:00:00.000Z', to: '2026-11-23T22:00:00.000Z', showOnLandingPageBanner: true, landingPageBannerMessage: null, maintenanceNoticePageRemarks: null },
  ],
  lastUpdated: '2026-11-20T01:00:00.000Z',
};

function fakeApi(outcomes: Array<MaintenanceScheduleResponse | Error>) {
  const searches: string[] = [];
  let calls = 0;
  const api: ContentApi = {
    async getMaintenanceSchedule() {
      calls++;
      const next = outcomes.shift();
      if (!next || next instanceof Error) throw next ?? new Error('no answer');
      return next;
    },
    async recordSearchQuery(q) {
      searches.push(q);
      if (q === 'fails') throw new Error('403');
    },
  };
  return { api, searches, calls: () => calls };
}

describe('ContentStore: maintenance schedule and search analytics', () => {
  it('loads the schedule once and keeps it; a refresh asks again', async () => {
    const fake = fakeApi([ANSWER, ANSWER]);
    const store = new ContentStore({ api: fake.api, analyticsAllowed: () => false });
    await store.loadMaintenanceSchedules();
    await store.loadMaintenanceSchedules();
    expect(fake.calls()).to.equal(1);
    expect(store.maintenanceStatus).to.equal('loaded');
    expect(store.maintenanceSchedules).to.deep.equal(ANSWER.maintenanceSchedules);
    expect(store.maintenanceLastUpdated).to.equal(ANSWER.lastUpdated);
    await store.loadMaintenanceSchedules({ refresh: true });
    expect(fake.calls()).to.equal(2);
  });

  it('sets the pull-error flag when the schedule cannot be retrieved, and clears it once it can', async () => {
    const fake = fakeApi([new Error('503'), ANSWER]);
    const store = new ContentStore({ api: fake.api, analyticsAllowed: () => false });
    await store.loadMaintenanceSchedules();
    expect(store.maintenancePullError).to.equal(true);
    expect(store.maintenanceStatus).to.equal('failed');
    expect(MAINTENANCE_FETCH_FAILED).to.equal('Failed to retrieve upcoming maintenance details. Please report this issue to the team.');
    await store.loadMaintenanceSchedules();
    expect(store.maintenancePullError).to.equal(false);
    expect(store.maintenanceStatus).to.equal('loaded');
  });

  it('sends a search only when analytics is allowed, trimmed, and swallows failures', async () => {
    let allowed = false;
    const fake = fakeApi([]);
    const store = new ContentStore({ api: fake.api, analyticsAllowed: () => allowed });
    store.recordSearch('budget');
    allowed = true;
    store.recordSearch('  cpf  ');
    store.recordSearch('   ');
    store.recordSearch('fails');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.searches).to.deep.equal(['cpf', 'fails']);
  });
});
