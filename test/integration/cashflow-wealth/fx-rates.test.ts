import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { runFxRefresh } from '../../../scripts/lib/fx-refresh-command.js';
import { InvalidFxRates } from '../../../src/cashflow-wealth/domain/fx-rate.js';
import { FxRateFileUnreadable } from '../../../src/cashflow-wealth/adapters/file/json-file-fx-rate-source.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const URL = '/api/v1/fx-rates/latest';
const SEEDED = [
  { currencyCode: 'SGD', exchangeRate: '1', retrievedDate: '2026-11-20' },
  { currencyCode: 'USD', exchangeRate: '1.3045', retrievedDate: '2026-11-20' },
  { currencyCode: 'EUR', exchangeRate: '1.5052', retrievedDate: '2026-11-20' },
  { currencyCode: 'JPY', exchangeRate: '0.008371', retrievedDate: '2026-11-20' },
  { currencyCode: 'GBP', exchangeRate: '1.7118', retrievedDate: '2026-11-20' },
  { currencyCode: 'AUD', exchangeRate: '0.8463', retrievedDate: '2026-11-20' },
  { currencyCode: 'CNH', exchangeRate: '0.18352', retrievedDate: '2026-11-20' },
  { currencyCode: 'HKD', exchangeRate: '0.16771', retrievedDate: '2026-11-20' },
  { currencyCode: 'XAU', exchangeRate: '5294.8', retrievedDate: '2026-11-20' },
];

describe('FX rates: GET /fx-rates/latest and the refresh command', () => {
  let t: TestApp;
  let dir: string;
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  before(async () => {
    t = await startTestApp({ clock });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mmp-fx-'));
  });
  after(async () => {
    await t?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const writeFile = (name: string, content: unknown) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };

  it('answers the seeded latest rates, one per currency, popular currencies first; public', async () => {
    const res = await t.client().get(URL);
    expect(res.status, res.text).to.equal(200);
    expect(res.body).to.deep.equal(SEEDED);
    expect(res.headers.get('cache-control')).to.equal('public, max-age=300');
  });

  it('refreshes from the sample file: newer rates become the latest, older days stay stored', async () => {
    const output = await runFxRefresh(t.app.sequelize, path.resolve('content/fx-rates.sample.json'), clock);
    expect(output).to.equal('Stored 9 exchange rate(s) for AUD, CNH, EUR, GBP, HKD, JPY, SGD, USD, XAU dated 2026-11-21.');
    const res = await t.client().get(URL);
    expect(res.body[1]).to.deep.equal({ currencyCode: 'USD', exchangeRate: '1.3049', retrievedDate: '2026-11-21' });
    expect((res.body as Array<{ retrievedDate: string }>).every((r) => r.retrievedDate === '2026-11-21')).to.equal(true);
    const [rows] = await t.app.sequelize.query("SELECT count(*)::int AS n FROM fx_rates WHERE currency_code = 'USD'");
    expect((rows as Array<{ n: number }>)[0]!.n).to.equal(4);
  });

  it('replaces a rate of the same currency and day, and a new currency appears after the popular ones', async () => {
    const file = writeFile('update.json', [
      { currencyCode: 'USD', exchangeRate: 1.31, retrievedDate: '2026-11-21' },
      { currencyCode: 'CHF', exchangeRate: '1.6123', retrievedDate: '2026-11-22' },
    ]);
    expect(await runFxRefresh(t.app.sequelize, file, clock)).to.equal('Stored 2 exchange rate(s) for CHF, USD dated 2026-11-21, 2026-11-22.');
    const body = (await t.client().get(URL)).body as Array<{ currencyCode: string; exchangeRate: string }>;
    expect(body.map((r) => r.currencyCode)).to.deep.equal(['SGD', 'USD', 'EUR', 'JPY', 'GBP', 'AUD', 'CNH', 'HKD', 'CHF', 'XAU']);
    expect(body[1]).to.deep.include({ exchangeRate: '1.31' });
  });

  it('stores nothing when any entry is wrong, and says which', async () => {
    const before = (await t.client().get(URL)).body;
    const file = writeFile('bad.json', {
      rates: [
        { currencyCode: 'EUR', exchangeRate: '1.6', retrievedDate: '2026-11-22' },
        { currencyCode: 'JPY', exchangeRate: '-0.0084', retrievedDate: '2026-11-22' },
      ],
    });
    let error: unknown;
    await runFxRefresh(t.app.sequelize, file, clock).catch((err) => (error = err));
    expect(error).to.be.instanceOf(InvalidFxRates);
    expect((error as InvalidFxRates).details).to.deep.equal([{ field: 'rates[1].exchangeRate', message: 'exchangeRate must be more than 0' }]);
    expect((await t.client().get(URL)).body).to.deep.equal(before);
  });

  it('says when the file is missing or not JSON', async () => {
    const missing = path.join(dir, 'nope.json');
    let error: unknown;
    await runFxRefresh(t.app.sequelize, missing, clock).catch((err) => (error = err));
    expect(error).to.be.instanceOf(FxRateFileUnreadable);
    expect((error as Error).message).to.equal(`Cannot read exchange rates from ${missing}: no such file`);
    await runFxRefresh(t.app.sequelize, writeFile('broken.json', '{ rates: '), clock).catch((err) => (error = err));
    expect((error as Error).message).to.match(/: not valid JSON \(/);
  });

  it('binds the configured FX_RATES_FILE as the source of the container', async () => {
    const { CASHFLOW_WEALTH } = await import('../../../src/cashflow-wealth/cashflow-wealth.tokens.js');
    expect(t.app.container.get(CASHFLOW_WEALTH.FxRateSource)).to.equal(null);
    const configured = await startTestApp({ clock, env: { FX_RATES_FILE: 'content/fx-rates.sample.json' } });
    try {
      const source = configured.app.container.get(CASHFLOW_WEALTH.FxRateSource);
      expect(source?.description).to.equal(`file ${path.resolve('content/fx-rates.sample.json')}`);
      const result = await configured.app.container.get(CASHFLOW_WEALTH.RefreshFxRates).execute(source!);
      expect(result.stored).to.equal(9);
    } finally {
      await configured.stop();
    }
  });
});
