import { expect } from 'chai';
import { handErrorsTo, listenForErrors, reportError } from '../src/app/error-queue';
import { ErrorReporting, MAX_REPORTS_PER_PAGE, type ClientErrorReport, type ErrorReportingOptions, type ReportingSdk } from '../src/app/error-reporting';

/** A page whose first paint happens when the test says so. */
function page(overrides: Partial<ErrorReportingOptions> = {}) {
  let paint!: () => void;
  const painted = new Promise<void>((resolve) => (paint = resolve));
  const posted: ClientErrorReport[] = [];
  const options: ErrorReportingOptions = {
    dsn: null,
    environment: 'test',
    release: '3.18.8',
    afterFirstPaint: () => painted,
    location: () => 'https://mmp.example.sg/targets/goal/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed?from=S9812379B',
    post: (report) => posted.push(report),
    loadSdk: async () => {
      throw new Error('no SDK in this test');
    },
    ...overrides,
  };
  const reporting = new ErrorReporting(options);
  const started = reporting.start();
  return { reporting, posted, paintAndStart: async () => (paint(), started) };
}

describe('browser error reporting (docs/decisions.md "Error reporting")', () => {
  it('holds reports until the first paint, then posts them scrubbed: no NRIC, amount, query string or id', async () => {
    const { reporting, posted, paintAndStart } = page();
    reporting.report('error', new TypeError('Cannot read S$1,200.00 of S9812379B'));
    expect(posted).to.deep.equal([]);
    await paintAndStart();
    expect(posted).to.have.length(1);
    expect(posted[0]).to.include({ kind: 'error', message: 'TypeError: Cannot read [amount] of [id]', page: '/targets/goal/:id', release: '3.18.8' });
    expect(posted[0]!.stack).to.be.a('string').and.not.match(/S9812379B|1,200/);
  });

  it('reports the same message once and at most five a page', async () => {
    const { reporting, posted, paintAndStart } = page();
    await paintAndStart();
    reporting.report('error', new Error('same'));
    reporting.report('unhandledrejection', new Error('same'));
    for (let i = 0; i < 10; i++) reporting.report('error', `failure number ${i}`);
    expect(posted.map((r) => r.message)).to.deep.equal(['Error: same', 'failure number 0', 'failure number 1', 'failure number 2', 'failure number 3']);
    expect(posted).to.have.length(MAX_REPORTS_PER_PAGE);
  });

  it('leaves out the browser\'s own notices and extensions\' errors', async () => {
    const { reporting, posted, paintAndStart } = page();
    await paintAndStart();
    reporting.report('error', 'ResizeObserver loop completed with undelivered notifications.');
    reporting.report('error', Object.assign(new Error('x'), { stack: 'Error: x\n at chrome-extension://abc/content.js:1:1' }));
    expect(posted).to.deep.equal([]);
  });

  it('with a DSN: the SDK is loaded after the first paint and takes every report, the server none', async () => {
    const captured: unknown[] = [];
    const loads: unknown[] = [];
    const sdk: ReportingSdk = { captureException: (error, hint) => captured.push([error, hint]) };
    const { reporting, posted, paintAndStart } = page({ dsn: 'https://key@errors.example.sg/3', loadSdk: async (settings) => (loads.push(settings), sdk) });
    const error = new Error('boom');
    reporting.report('render', error);
    expect(loads).to.deep.equal([]);
    await paintAndStart();
    expect(loads).to.deep.equal([{ dsn: 'https://key@errors.example.sg/3', environment: 'test', release: '3.18.8' }]);
    expect(captured).to.deep.equal([[error, { tags: { kind: 'render', page: '/targets/goal/:id' } }]]);
    expect(posted).to.deep.equal([]);
  });

  it('with a DSN whose SDK cannot load: the server hears of it instead', async () => {
    const { reporting, posted, paintAndStart } = page({ dsn: 'https://key@errors.example.sg/3' });
    reporting.report('error', new Error('boom'));
    await paintAndStart();
    expect(posted.map((r) => r.message)).to.deep.equal(['Error: boom']);
  });

  it('the first page only listens and holds (app/error-queue.ts): the loaded reporter gets what came before it', () => {
    const listeners: Record<string, (event: unknown) => void> = {};
    listenForErrors({ addEventListener: ((type: string, listener: (event: unknown) => void) => (listeners[type] = listener)) as Window['addEventListener'] });
    const first = new Error('during start-up');
    listeners.error!({ error: first, message: 'Error: during start-up' });
    listeners.unhandledrejection!({ reason: 'rejected' });
    reportError('render', 'crash');
    const handed: unknown[] = [];
    handErrorsTo((kind, error) => handed.push([kind, error]));
    reportError('error', 'after');
    expect(handed).to.deep.equal([['error', first], ['unhandledrejection', 'rejected'], ['render', 'crash'], ['error', 'after']]);
  });
});
