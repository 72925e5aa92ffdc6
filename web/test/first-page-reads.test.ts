import { expect } from 'chai';
import { FIRST_PAGE_READS, firstPageOf, firstPageReads } from '../src/app/navigation/first-page-reads';

/** docs/decisions.md "Page files in the document's head": which first pages have their reads preloaded. */
describe('First-page reads', () => {
  it('the dashboard reads its health check, history, module status, finances, rates and Myinfo record', () => {
    expect(firstPageOf('/dashboard')).to.equal('dashboard');
    expect(firstPageReads('/dashboard')).to.equal(FIRST_PAGE_READS.dashboard);
    expect(FIRST_PAGE_READS.dashboard).to.have.members([
      '/api/v1/health-check',
      '/api/v1/health-check/recommended-actions',
      '/api/v1/history',
      '/api/v1/module-status',
      '/api/v1/finances',
      '/api/v1/fx-rates/latest',
      '/api/v1/myinfo/person',
    ]);
  });

  it("every page of a financing plan reads the resident's plans, by address or by route pattern", () => {
    for (const path of [
      '/buying-a-house/financing-plan/42/summary',
      '/buying-a-house/financing-plan/:planId/summary',
      '/buying-a-house/financing-plan/:planId/:step',
      '/buying-a-house/financing-plan/recommended/step-1',
      '/buying-a-house/financing-plan/*',
    ]) {
      expect(firstPageReads(path), path).to.deep.equal(['/api/v1/housing-plan']);
    }
  });

  it('any other page, the plan list and the dashboard sub-pages included, has none', () => {
    for (const path of ['/', '/profile', '/buying-a-house/financing-plan', '/dashboard/cashflow', '/dashboards', '/*']) {
      expect(firstPageOf(path), path).to.equal(null);
      expect(firstPageReads(path), path).to.deep.equal([]);
    }
  });
});
