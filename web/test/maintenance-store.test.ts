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
  const reads: string[] = [];
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
    async listArticlesRead() {
      return { articles: [{ article: 'retirement-resources', completedAt: '2026-11-20T01:00:00.000Z' }] };
    },
    async recordArticleRead(article) {
      reads.push(article);
    },
  };
  return { api, searches, reads, calls: () => calls };
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

describe('ContentStore: articles read (spec 3 §3)', () => {
  it('records an article once, by its page address, only for a resident who may have reads recorded', async () => {
    const fake = fakeApi([]);
    let signedIn = false;
    const store = new ContentStore({ api: fake.api, analyticsAllowed: () => false, canRecordReading: () => signedIn });
    store.markArticleRead('/buying-a-house/cash-or-CPF');
    expect(fake.reads).to.deep.equal([]);
    signedIn = true;
    store.markArticleRead('/buying-a-house/cash-or-CPF');
    store.markArticleRead('/buying-a-house/cash-or-CPF/');
    expect(fake.reads).to.deep.equal(['buying-a-house/cash-or-CPF']);
    expect(store.hasRead('/buying-a-house/cash-or-CPF')).to.equal(true);
  });

  it('loads the reads once, keeps them with what was just read, and forgets them at sign-out', async () => {
    const fake = fakeApi([]);
    const store = new ContentStore({ api: fake.api, analyticsAllowed: () => false, canRecordReading: () => true });
    store.markArticleRead('/investment-resources/get-financial-advice');
    await store.loadArticlesRead();
    expect(store.articlesRead).to.have.members(['investment-resources/get-financial-advice', 'retirement-resources']);
    store.clearReading();
    expect(store.hasRead('/retirement-resources')).to.equal(false);
  });
});
