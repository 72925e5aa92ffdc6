import { expect } from 'chai';
import { parseMaintenanceArgs } from '../../../scripts/lib/maintenance-command.js';
import { UsageError } from '../../../scripts/lib/ops-args.js';

describe('ops:maintenance argument parsing', () => {
  it('reads add with every option; times without an offset are Singapore time', () => {
    const command = parseMaintenanceArgs([
      'add',
      '--agencies',
      'CPF, IRAS,',
      '--from',
      '2026-12-05T22:00',
      '--to=2026-12-06T06:00:00Z',
      '--banner',
      '--message',
      'CPF and IRAS data will be unavailable.',
      '--remarks',
      'Retrieval resumes after.',
    ]);
    expect(command).to.deep.equal({
      kind: 'add',
      schedule: {
        agencies: ['CPF', 'IRAS'],
        from: new Date('2026-12-05T14:00:00Z'),
        to: new Date('2026-12-06T06:00:00Z'),
        showOnLandingPageBanner: true,
        landingPageBannerMessage: 'CPF and IRAS data will be unavailable.',
        maintenanceNoticePageRemarks: 'Retrieval resumes after.',
      },
    });
  });

  it('reads add without the optional options', () => {
    const command = parseMaintenanceArgs(['add', '--agencies', 'HDB', '--from', '2026-12-05', '--to', '2026-12-06']);
    expect(command).to.deep.include({ kind: 'add' });
    expect(command.kind === 'add' && command.schedule).to.deep.equal({
      agencies: ['HDB'],
      from: new Date('2026-12-04T16:00:00Z'),
      to: new Date('2026-12-05T16:00:00Z'),
      showOnLandingPageBanner: false,
      landingPageBannerMessage: null,
      maintenanceNoticePageRemarks: null,
    });
  });

  it('reads list, remove and help', () => {
    expect(parseMaintenanceArgs(['list'])).to.deep.equal({ kind: 'list' });
    expect(parseMaintenanceArgs(['remove', '--id', '12'])).to.deep.equal({ kind: 'remove', id: 12 });
    expect(parseMaintenanceArgs([])).to.deep.equal({ kind: 'help' });
    expect(parseMaintenanceArgs(['--help'])).to.deep.equal({ kind: 'help' });
  });

  const mistakes: Array<[argv: string[], message: string]> = [
    [['launch'], "Unknown command 'launch'. Use add, list or remove."],
    [['add', '--from', '2026-12-05', '--to', '2026-12-06'], '--agencies is required.'],
    [['add', '--agencies', ' , ', '--from', '2026-12-05', '--to', '2026-12-06'], '--agencies needs at least one agency, e.g. --agencies CPF,IRAS.'],
    [['add', '--agencies', 'CPF', '--to', '2026-12-06'], '--from is required.'],
    [['add', '--agencies', 'CPF', '--from', 'tomorrow', '--to', '2026-12-06'], "--from 'tomorrow' is not an ISO 8601 date and time, e.g. 2026-12-05T22:00 or 2026-12-05T14:00:00Z."],
    [['add', '--agencies', 'CPF', '--from', '2026-12-05', '--to'], '--to needs a value.'],
    [['add', '--agencies', '--from', '2026-12-05'], '--agencies needs a value.'],
    [['add', '--agencies', 'CPF', '--agencies', 'IRAS'], '--agencies is given twice.'],
    [['add', '--banner=yes'], '--banner takes no value.'],
    [['add', '--colour', 'red'], 'Unknown option --colour.'],
    [['list', 'everything'], "Unexpected argument 'everything'."],
    [['remove'], '--id is required.'],
    [['remove', '--id', 'abc'], "--id must be a schedule number from 'list', not 'abc'."],
    [['remove', '--id', '0'], "--id must be a schedule number from 'list', not '0'."],
  ];
  for (const [argv, message] of mistakes) {
    it(`refuses ${argv.join(' ')}: ${message}`, () => {
      expect(() => parseMaintenanceArgs(argv)).to.throw(UsageError, message);
    });
  }
});
