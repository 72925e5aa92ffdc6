import { expect } from 'chai';
import type { LocalDate } from '../../../../src/shared-kernel/local-date.js';
import { main, parseCommand, USAGE } from '../../../../scripts/ops-global-notification.js';

const TODAY = '2026-11-22' as LocalDate;

describe('ops:global-notification arguments', () => {
  it('add: title and description, the date defaulting to today and the category to ANNOUNCEMENT', () => {
    expect(parseCommand(['add', '--title', ' Maintenance ', '--description', 'Down on Sunday.'], TODAY)).to.deep.equal({
      ok: true,
      command: { kind: 'add', draft: { title: 'Maintenance', description: 'Down on Sunday.', category: 'ANNOUNCEMENT', date: '2026-11-22', validUntil: null } },
    });
  });

  it('add: every option, also in --name=value form', () => {
    const parsed = parseCommand(['add', '--title=New feature', '--description', 'Try it.', '--date', '2026-12-01', '--valid-until=2026-12-31', '--category', 'GENERAL'], TODAY);
    expect(parsed).to.deep.equal({
      ok: true,
      command: { kind: 'add', draft: { title: 'New feature', description: 'Try it.', category: 'GENERAL', date: '2026-12-01', validUntil: '2026-12-31' } },
    });
  });

  it('list and remove', () => {
    expect(parseCommand(['list'], TODAY)).to.deep.equal({ ok: true, command: { kind: 'list' } });
    expect(parseCommand(['remove', '--id', '12'], TODAY)).to.deep.equal({ ok: true, command: { kind: 'remove', id: 12 } });
  });

  it('no command or help: the usage', () => {
    expect(parseCommand([], TODAY)).to.deep.equal({ ok: true, command: { kind: 'help' } });
    expect(parseCommand(['--help'], TODAY)).to.deep.equal({ ok: true, command: { kind: 'help' } });
  });

  const refusals: Array<[string, string[], string[]]> = [
    ['an unknown command', ['publish'], ["Unknown command 'publish': use add, list or remove."]],
    ['add without title and description', ['add'], ['--title is required.', '--description is required.']],
    ['an option without its value', ['add', '--title', '--description', 'x'], ['--title needs a value.']],
    ['an unknown option', ['list', '--all', 'yes'], ['Unknown option --all.']],
    ['a stray argument', ['list', 'everything'], ["Unexpected argument 'everything'."]],
    ['an option given twice', ['remove', '--id', '1', '--id', '2'], ['--id is given twice.']],
    ['remove without an id', ['remove'], ['--id is required.']],
    ['remove with an id that is not a number', ['remove', '--id', 'abc'], ["--id must be a positive whole number, not 'abc'."]],
    ['remove with id 0', ['remove', '--id', '0'], ["--id must be a positive whole number, not '0'."]],
    [
      'a bad date, category and range',
      ['add', '--title', 'T', '--description', 'D', '--date', '2026-13-01', '--category', 'urgent', '--valid-until', '2026-01-01'],
      ["The category 'urgent' is not one of TO_DO, ANNOUNCEMENT, LEARNING, MILESTONE, GENERAL.", "The date '2026-13-01' is not a calendar date (YYYY-MM-DD)."],
    ],
    ['a valid-until before the date', ['add', '--title', 'T', '--description', 'D', '--valid-until', '2026-11-01'], ['The valid-until date is before the date: the announcement would never show.']],
    ['an empty title', ['add', '--title', ' ', '--description', 'D'], ['The title is empty.']],
  ];
  for (const [what, argv, errors] of refusals) {
    it(`refuses ${what}`, () => expect(parseCommand(argv, TODAY)).to.deep.equal({ ok: false, errors }));
  }

  it('main: wrong arguments print each problem and the usage, exit 2, and never touch the database', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(['remove'], {
      withDatabase: () => Promise.reject(new Error('must not be called')),
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      today: () => TODAY,
    });
    expect(code).to.equal(2);
    expect(err).to.deep.equal(['--id is required.', '', USAGE]);
    expect(out).to.deep.equal([]);
  });

  it('main: a database failure is reported with exit 1', async () => {
    const err: string[] = [];
    const code = await main(['list'], { withDatabase: () => Promise.reject(new Error('connection refused')), out: () => undefined, err: (l) => err.push(l), today: () => TODAY });
    expect(code).to.equal(1);
    expect(err).to.deep.equal(['The command failed: connection refused']);
  });
});
