import path from 'node:path';
import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../../src/platform/config/config.js';

describe('config: FX_RATES_FILE', () => {
  const base = { NODE_ENV: 'test', SESSION_SECRETS: 'x'.repeat(32), NRIC_HASH_SECRET: 'y'.repeat(32) };

  it('is null when not set', () => {
    expect(loadConfig(base, '1.0.0').fxRatesFile).to.equal(null);
  });

  it('is resolved from the working directory when set', () => {
    expect(loadConfig({ ...base, FX_RATES_FILE: 'content/fx-rates.sample.json' }, '1.0.0').fxRatesFile).to.equal(path.resolve('content/fx-rates.sample.json'));
    expect(loadConfig({ ...base, FX_RATES_FILE: '/srv/fx/rates.json' }, '1.0.0').fxRatesFile).to.equal('/srv/fx/rates.json');
  });

  it('refuses a blank value', () => {
    expect(() => loadConfig({ ...base, FX_RATES_FILE: '   ' }, '1.0.0')).to.throw(ConfigError, 'FX_RATES_FILE');
  });
});
