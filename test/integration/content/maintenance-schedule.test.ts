import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { parseMaintenanceArgs, runMaintenanceCommand } from '../../../scripts/lib/maintenance-command.js';
import { InvalidMaintenanceSchedule, MaintenanceScheduleNotFound } from '../../../src/content/domain/maintenance-schedule.js';
import { appPerSuite } from '../../support/test-app.js';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const URL = '/api/v1/maintenance-schedule';

/**
 * GET /maintenance-schedule with schedules added and removed through the operator command's own function
 * (`runMaintenanceCommand`, what `npm run ops:maintenance` runs) against the app's database.
 */
describe('Maintenance schedules: operator command and GET /maintenance-schedule', () => {
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  const t = appPerSuite({ clock });

  const ops = (...argv: string[]) => runMaintenanceCommand(t.app.sequelize, parseMaintenanceArgs(argv), clock);
  const idOf = (output: string) => Number(/#(\d+)/.exec(output)![1]);

  it('is public and empty at first, with no lastUpdated', async () => {
    const res = await t.client().get(URL);
    expect(res.status, res.text).to.equal(200);
    expect(res.body).to.deep.equal({ maintenanceSchedules: [], lastUpdated: null });
    expect(res.headers.get('cache-control')).to.equal('no-cache');
    expect(await ops('list')).to.equal('No maintenance schedules.');
  });

  it('lists what operators add, earliest first, and stamps lastUpdated', async () => {
    const later = await ops('add', '--agencies', 'HDB', '--from', '2026-12-10T09:00', '--to', '2026-12-10T12:00', '--remarks', 'HDB flat details cannot be retrieved.');
    expect(later).to.equal('Added #' + idOf(later) + ' HDB: 10 Dec 2026, 09:00 AM to 10 Dec 2026, 12:00 PM SGT\n    remarks: HDB flat details cannot be retrieved.');
    clock.advance(HOUR);
    const sooner = await ops('add', '--agencies', 'CPF,IRAS', '--from', '2026-11-24T22:00', '--to', '2026-11-25T06:00', '--banner', '--message', 'CPF and IRAS data will be unavailable.');

    const res = await t.client().get(URL);
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({
      maintenanceSchedules: [
        {
          id: idOf(sooner),
          agencies: ['CPF', 'IRAS'],
          from: '2026-11-24T14:00:00.000Z',
          to: '2026-11-24T22:00:00.000Z',
          showOnLandingPageBanner: true,
          landingPageBannerMessage: 'CPF and IRAS data will be unavailable.',
          maintenanceNoticePageRemarks: null,
        },
        {
          id: idOf(later),
          agencies: ['HDB'],
          from: '2026-12-10T01:00:00.000Z',
          to: '2026-12-10T04:00:00.000Z',
          showOnLandingPageBanner: false,
          landingPageBannerMessage: null,
          maintenanceNoticePageRemarks: 'HDB flat details cannot be retrieved.',
        },
      ],
      lastUpdated: '2026-11-22T03:00:00.000Z',
    });
    const listed = await ops('list');
    expect(listed.split('\n').filter((line) => line.startsWith('#'))).to.have.length(2);
    expect(listed).to.include('CPF, IRAS: 24 Nov 2026, 10:00 PM to 25 Nov 2026, 06:00 AM SGT [banner]');
  });

  it('keeps an ended window for 30 days, then drops it from the answer (not from the table)', async () => {
    const output = await ops('add', '--agencies', 'MOM', '--from', '2026-11-20T00:00', '--to', '2026-11-21T00:00');
    const id = idOf(output);
    const ids = async () => ((await t.client().get(URL)).body.maintenanceSchedules as Array<{ id: number }>).map((s) => s.id);
    expect(await ids()).to.include(id);
    clock.set(new Date(new Date('2026-11-20T16:00:00Z').getTime() + 30 * DAY - 1000));
    expect(await ids()).to.include(id);
    clock.set(new Date(new Date('2026-11-20T16:00:00Z').getTime() + 30 * DAY));
    expect(await ids()).to.not.include(id);
    expect(await ops('list')).to.include(`#${id} MOM`);
    clock.set('2026-11-22T04:00:00.000Z');
    await ops('remove', '--id', String(id));
  });

  it('removes a window and stamps lastUpdated; an unknown id is refused', async () => {
    const id = idOf(await ops('add', '--agencies', 'SLA', '--from', '2026-12-01T00:00', '--to', '2026-12-01T02:00'));
    clock.set('2026-11-22T05:00:00.000Z');
    expect(await ops('remove', '--id', String(id))).to.equal(`Removed maintenance schedule #${id}.`);
    const res = await t.client().get(URL);
    expect((res.body.maintenanceSchedules as Array<{ id: number }>).map((s) => s.id)).to.not.include(id);
    expect(res.body.lastUpdated).to.equal('2026-11-22T05:00:00.000Z');

    let error: unknown;
    await ops('remove', '--id', String(id)).catch((err) => (error = err));
    expect(error).to.be.instanceOf(MaintenanceScheduleNotFound);
    expect((error as Error).message).to.equal(`There is no maintenance schedule with id ${id}.`);
  });

  it('refuses a window that ends before it starts, and stores nothing', async () => {
    const before = (await t.client().get(URL)).body;
    let error: unknown;
    await ops('add', '--agencies', 'CPF', '--from', '2026-12-02T10:00', '--to', '2026-12-02T09:00').catch((err) => (error = err));
    expect(error).to.be.instanceOf(InvalidMaintenanceSchedule);
    expect((error as InvalidMaintenanceSchedule).details).to.deep.equal([{ field: 'to', message: 'The end must be after the start.' }]);
    expect((await t.client().get(URL)).body).to.deep.equal(before);
  });

  it('answers 405 to writes: schedules change only through the operator command', async () => {
    const res = await t.client().post(URL, {});
    expect(res.status).to.equal(405);
  });
});
