/// <reference types="mocha" />
import { expect } from 'chai';
import type { MaintenanceScheduleDto } from '../../src/content/adapters/http/content.contract.js';
import { bannerSchedules, listInWords, maintenanceBanner, scheduleLine } from '../src/content/maintenance-banner-rules';

const NOW = new Date('2026-11-22T02:00:00.000Z'); // 22 Nov 2026, 10:00 AM in Singapore
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

let nextId = 1;
function schedule(fromMs: number, toMs: number, change: Partial<MaintenanceScheduleDto> = {}): MaintenanceScheduleDto {
  return {
    id: nextId++,
    agencies: ['CPF'],
    from: at(fromMs),
    to: at(toMs),
    showOnLandingPageBanner: true,
    landingPageBannerMessage: null,
    maintenanceNoticePageRemarks: null,
    ...change,
  };
}

describe('maintenance banner rules (spec 1 §9)', () => {
  describe('which windows the banner is about', () => {
    const cases: Array<[name: string, s: MaintenanceScheduleDto, shown: boolean]> = [
      ['starting in 1 hour', schedule(HOUR, 2 * HOUR), true],
      ['starting in exactly 3 days', schedule(3 * DAY, 3 * DAY + HOUR), true],
      ['starting in 3 days and 1 minute', schedule(3 * DAY + 60_000, 4 * DAY), false],
      ['under way now', schedule(-HOUR, HOUR), true],
      ['ending right now (ended)', schedule(-2 * HOUR, 0), false],
      ['ended an hour ago', schedule(-2 * HOUR, -HOUR), false],
      ['soon but not marked for the banner', schedule(HOUR, 2 * HOUR, { showOnLandingPageBanner: false }), false],
    ];
    for (const [name, s, shown] of cases) {
      it(`${shown ? 'shows' : 'leaves out'} a window ${name}`, () => {
        expect(bannerSchedules([s], NOW).map((x) => x.id)).to.deep.equal(shown ? [s.id] : []);
      });
    }

    it('orders the windows by start', () => {
      const later = schedule(2 * DAY, 2 * DAY + HOUR);
      const sooner = schedule(HOUR, 2 * HOUR);
      expect(bannerSchedules([later, sooner], NOW).map((x) => x.id)).to.deep.equal([sooner.id, later.id]);
    });
  });

  describe('what it says', () => {
    it('says nothing without a window to announce', () => {
      expect(maintenanceBanner([], NOW)).to.equal(null);
      expect(maintenanceBanner([schedule(5 * DAY, 6 * DAY)], NOW)).to.equal(null);
    });

    it("one window: shows the operator's message", () => {
      const s = schedule(DAY, DAY + 8 * HOUR, { agencies: ['CPF', 'IRAS'], landingPageBannerMessage: 'CPF and IRAS data will be unavailable on Sunday night.' });
      expect(maintenanceBanner([s], NOW)).to.deep.equal({ kind: 'single', message: 'CPF and IRAS data will be unavailable on Sunday night.' });
    });

    it('one window without a message: the window itself', () => {
      const s = schedule(DAY, DAY + 8 * HOUR, { agencies: ['HDB'] });
      expect(maintenanceBanner([s], NOW)).to.deep.equal({
        kind: 'single',
        message: 'Scheduled maintenance for HDB: 23 Nov 2026, 10:00 AM to 23 Nov 2026, 06:00 PM.',
      });
    });

    it("two windows: one line each, agencies and times 'DD MMM YYYY, hh:mm a' in Singapore time", () => {
      const first = schedule(12 * HOUR, 20 * HOUR, { agencies: ['CPF', 'IRAS'], landingPageBannerMessage: 'not used for two' });
      const second = schedule(2 * DAY, 2 * DAY + 2 * HOUR, { agencies: ['HDB'] });
      expect(maintenanceBanner([second, first], NOW)).to.deep.equal({
        kind: 'lines',
        lines: ['CPF, IRAS: 22 Nov 2026, 10:00 PM to 23 Nov 2026, 06:00 AM', 'HDB: 24 Nov 2026, 10:00 AM to 24 Nov 2026, 12:00 PM'],
      });
    });

    it('more than two windows: one combined line naming every agency once', () => {
      const windows = [
        schedule(HOUR, 2 * HOUR, { agencies: ['CPF', 'IRAS'] }),
        schedule(DAY, DAY + HOUR, { agencies: ['HDB', 'cpf'] }),
        schedule(2 * DAY, 2 * DAY + HOUR, { agencies: ['IRAS', 'MOM'] }),
        schedule(10 * DAY, 11 * DAY, { agencies: ['SLA'] }),
      ];
      expect(maintenanceBanner(windows, NOW)).to.deep.equal({
        kind: 'combined',
        message: 'CPF, IRAS, HDB and MOM services will undergo scheduled maintenance in the next 3 days. Some data may not be retrievable during these times.',
      });
    });
  });

  it('formats helpers', () => {
    expect(listInWords([])).to.equal('');
    expect(listInWords(['CPF'])).to.equal('CPF');
    expect(listInWords(['CPF', 'IRAS'])).to.equal('CPF and IRAS');
    expect(listInWords(['CPF', 'IRAS', 'HDB'])).to.equal('CPF, IRAS and HDB');
    expect(scheduleLine({ agencies: ['MOM'], from: '2026-12-31T15:30:00Z', to: '2027-01-01T01:00:00Z' })).to.equal('MOM: 31 Dec 2026, 11:30 PM to 01 Jan 2027, 09:00 AM');
  });
});
