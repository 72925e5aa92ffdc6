/// <reference types="mocha" />
import { expect } from 'chai';
import type { MaintenanceScheduleDto } from '../../src/content/adapters/http/content.contract.js';
import { groupNotices, noticeStatus } from '../src/content/maintenance-notices';

const NOW = new Date('2026-11-22T02:00:00.000Z');
const s = (id: number, from: string, to: string): MaintenanceScheduleDto => ({
  id,
  agencies: ['CPF'],
  from,
  to,
  showOnLandingPageBanner: false,
  landingPageBannerMessage: null,
  maintenanceNoticePageRemarks: null,
});

describe('maintenance notices page rules', () => {
  it('tells upcoming, under way and completed apart (the end itself is completed)', () => {
    expect(noticeStatus(s(1, '2026-11-22T02:00:01Z', '2026-11-22T05:00:00Z'), NOW)).to.equal('upcoming');
    expect(noticeStatus(s(2, '2026-11-22T02:00:00Z', '2026-11-22T05:00:00Z'), NOW)).to.equal('current');
    expect(noticeStatus(s(3, '2026-11-22T00:00:00Z', '2026-11-22T02:00:00Z'), NOW)).to.equal('ended');
  });

  it('lists planned windows soonest first, then completed ones most recent first', () => {
    const groups = groupNotices(
      [
        s(1, '2026-11-10T00:00:00Z', '2026-11-10T02:00:00Z'),
        s(2, '2026-12-01T00:00:00Z', '2026-12-01T02:00:00Z'),
        s(3, '2026-11-21T00:00:00Z', '2026-11-21T02:00:00Z'),
        s(4, '2026-11-22T01:00:00Z', '2026-11-22T03:00:00Z'),
      ],
      NOW,
    );
    expect(groups.planned.map((x) => x.id)).to.deep.equal([4, 2]);
    expect(groups.ended.map((x) => x.id)).to.deep.equal([3, 1]);
  });
});
