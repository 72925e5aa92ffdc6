/// <reference types="mocha" />
import { expect } from 'chai';
import { DEFAULT_APP_CONFIG, parseAppConfig } from '../src/app/app-config';
import { checkSiteVersion } from '../src/app/site-version';
import { formatDisplayDateTime as kernelFormat } from '../../src/shared-kernel/dates.js';
import { formatDisplayDateTime } from '../src/shared/format/date-time';

describe('parseAppConfig', () => {
  it('uses the defaults while the placeholder is unreplaced (Vite dev server)', () => {
    expect(parseAppConfig('__APP_CONFIG__')).to.deep.equal(DEFAULT_APP_CONFIG);
    expect(parseAppConfig(null)).to.deep.equal(DEFAULT_APP_CONFIG);
  });
  it('reads the server JSON', () => {
    expect(
      parseAppConfig('{"productName":"MoneySense","govDeployment":true,"environment":"production","version":"3.19.0"}'),
    ).to.deep.equal({ ...DEFAULT_APP_CONFIG, productName: 'MoneySense', govDeployment: true, environment: 'production', version: '3.19.0' });
  });
  it('falls back field by field', () => {
    expect(parseAppConfig('{"productName":"","govDeployment":"yes","environment":"prod"}')).to.deep.equal(DEFAULT_APP_CONFIG);
    expect(parseAppConfig('not json')).to.deep.equal(DEFAULT_APP_CONFIG);
  });
  it('skips the start-up session check only when the server says no session cookie came', () => {
    expect(parseAppConfig('{"sessionCookieSent":false}').sessionCookieSent).to.equal(false);
    expect(parseAppConfig('{"sessionCookieSent":true}').sessionCookieSent).to.equal(true);
    // A missing or garbled flag keeps the check: guessing "signed out" would hide a resident's session.
    expect(parseAppConfig('{}').sessionCookieSent).to.equal(true);
    expect(parseAppConfig('{"sessionCookieSent":"no"}').sessionCookieSent).to.equal(true);
  });
  it('takes an http(s) error-reporting DSN and nothing else (a javascript: or garbled value reports to our server)', () => {
    expect(parseAppConfig('{"errorReportingDsn":"https://key@errors.example.sg/3"}').errorReportingDsn).to.equal('https://key@errors.example.sg/3');
    expect(parseAppConfig('{"errorReportingDsn":"javascript:alert(1)"}').errorReportingDsn).to.equal(null);
    expect(parseAppConfig('{"errorReportingDsn":42}').errorReportingDsn).to.equal(null);
    expect(parseAppConfig('{}').errorReportingDsn).to.equal(null);
  });
});

describe('checkSiteVersion', () => {
  function deps(serverVersion: string, stored: Record<string, string> = {}) {
    const events: string[] = [];
    return {
      events,
      deps: {
        builtVersion: '3.18.8',
        fetchServerVersion: async () => serverVersion,
        storage: {
          getItem: (key: string) => stored[key] ?? null,
          setItem: (key: string, value: string) => void (stored[key] = value),
        },
        reload: () => void events.push('reload'),
        clearCaches: async () => void events.push('clear-caches'),
      },
    };
  }
  it('does nothing when the versions match', async () => {
    const { deps: d, events } = deps('3.18.8');
    expect(await checkSiteVersion(d)).to.equal(false);
    expect(events).to.deep.equal([]);
  });
  it('clears caches and reloads once for a new version', async () => {
    const stored: Record<string, string> = {};
    const first = deps('3.19.0', stored);
    expect(await checkSiteVersion(first.deps)).to.equal(true);
    expect(first.events).to.deep.equal(['clear-caches', 'reload']);
    const second = deps('3.19.0', stored);
    expect(await checkSiteVersion(second.deps)).to.equal(false);
  });
});

describe('formatDisplayDateTime', () => {
  it("writes 'DD MMM YYYY, hh:mm a' in Singapore time", () => {
    expect(formatDisplayDateTime(new Date('2025-05-21T06:05:00Z'))).to.equal('21 May 2025, 02:05 PM');
    expect(formatDisplayDateTime(new Date('2025-09-01T16:00:00Z'))).to.equal('02 Sep 2025, 12:00 AM');
  });
  it("matches the shared kernel's luxon version", () => {
    for (const iso of ['2025-05-21T06:05:00Z', '2025-09-01T16:00:00Z', '2024-02-29T04:00:00Z', '2026-12-31T15:59:00Z']) {
      expect(formatDisplayDateTime(new Date(iso)), iso).to.equal(kernelFormat(new Date(iso)));
    }
  });
});
