import { expect } from 'chai';
import {
  checkNewSchedule,
  ENDED_NOTICE_RETENTION_DAYS,
  InvalidMaintenanceSchedule,
  listedIfEndingAfter,
  MAX_BANNER_MESSAGE_LENGTH,
  type NewMaintenanceSchedule,
} from '../../../src/content/domain/maintenance-schedule.js';

const valid: NewMaintenanceSchedule = {
  agencies: ['CPF', 'IRAS'],
  from: new Date('2026-12-05T14:00:00Z'),
  to: new Date('2026-12-05T22:00:00Z'),
  showOnLandingPageBanner: true,
  landingPageBannerMessage: 'CPF and IRAS data will be unavailable.',
  maintenanceNoticePageRemarks: null,
};

function problemsOf(input: NewMaintenanceSchedule): string[] {
  try {
    checkNewSchedule(input);
  } catch (err) {
    expect(err).to.be.instanceOf(InvalidMaintenanceSchedule);
    const error = err as InvalidMaintenanceSchedule;
    expect(error.kind).to.equal('validation');
    expect(error.code).to.equal('CONTENT.INVALID_MAINTENANCE_SCHEDULE');
    return error.details!.map((d) => `${d.field}: ${d.message}`);
  }
  throw new Error('expected the schedule to be refused');
}

describe('content: maintenance schedule rules', () => {
  it('accepts a valid schedule and tidies agencies and texts', () => {
    const tidy = checkNewSchedule({
      ...valid,
      agencies: [' CPF ', 'iras', 'IRAS', '', 'cpf'],
      landingPageBannerMessage: '  Heads up  ',
      maintenanceNoticePageRemarks: '   ',
    });
    expect(tidy.agencies).to.deep.equal(['CPF', 'iras']);
    expect(tidy.landingPageBannerMessage).to.equal('Heads up');
    expect(tidy.maintenanceNoticePageRemarks).to.equal(null);
  });

  const cases: Array<[name: string, change: Partial<NewMaintenanceSchedule>, problems: string[]]> = [
    ['no agencies', { agencies: [] }, ['agencies: Name at least one agency.']],
    ['only blank agencies', { agencies: [' ', ''] }, ['agencies: Name at least one agency.']],
    ['end equal to start', { to: valid.from }, ['to: The end must be after the start.']],
    ['end before start', { to: new Date('2026-12-05T13:59:59Z') }, ['to: The end must be after the start.']],
    ['invalid start', { from: new Date('nope') }, ['from: The start is not a valid date and time.']],
    ['an overlong agency', { agencies: ['X'.repeat(61)] }, ['agencies: An agency name can have at most 60 characters.']],
    ['an overlong banner message', { landingPageBannerMessage: 'x'.repeat(MAX_BANNER_MESSAGE_LENGTH + 1) }, ['landingPageBannerMessage: The banner message can have at most 300 characters.']],
    ['several problems at once', { agencies: [], to: valid.from }, ['agencies: Name at least one agency.', 'to: The end must be after the start.']],
  ];
  for (const [name, change, problems] of cases) {
    it(`refuses ${name}`, () => {
      expect(problemsOf({ ...valid, ...change })).to.deep.equal(problems);
    });
  }

  it(`keeps ended windows listed for ${ENDED_NOTICE_RETENTION_DAYS} days`, () => {
    expect(ENDED_NOTICE_RETENTION_DAYS).to.equal(30);
    expect(listedIfEndingAfter(new Date('2026-11-22T00:00:00Z')).toISOString()).to.equal('2026-10-23T00:00:00.000Z');
  });
});
