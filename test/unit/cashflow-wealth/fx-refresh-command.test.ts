import path from 'node:path';
import { expect } from 'chai';
import { parseFxRefreshArgs } from '../../../scripts/lib/fx-refresh-command.js';
import { UsageError } from '../../../scripts/lib/ops-args.js';

describe('ops:fx-refresh argument parsing', () => {
  it('takes --file, resolved from the working directory, over FX_RATES_FILE', () => {
    expect(parseFxRefreshArgs(['--file', 'content/fx-rates.sample.json'], { FX_RATES_FILE: '/srv/other.json' })).to.deep.equal({
      kind: 'refresh',
      file: path.resolve('content/fx-rates.sample.json'),
    });
  });

  it('falls back to FX_RATES_FILE', () => {
    expect(parseFxRefreshArgs([], { FX_RATES_FILE: '/srv/fx/rates.json' })).to.deep.equal({ kind: 'refresh', file: '/srv/fx/rates.json' });
  });

  it('asks for a file when neither is given, and refuses unknown options', () => {
    expect(() => parseFxRefreshArgs([], {})).to.throw(UsageError, 'Name the rates file with --file <path>, or set FX_RATES_FILE.');
    expect(() => parseFxRefreshArgs([], { FX_RATES_FILE: '  ' })).to.throw(UsageError, 'Name the rates file with --file <path>, or set FX_RATES_FILE.');
    expect(() => parseFxRefreshArgs(['--url', 'https://example.com'], {})).to.throw(UsageError, 'Unknown option --url.');
    expect(() => parseFxRefreshArgs(['--file'], {})).to.throw(UsageError, '--file needs a value.');
  });

  it('shows help', () => {
    expect(parseFxRefreshArgs(['--help'], {})).to.deep.equal({ kind: 'help' });
  });
});
