/// <reference types="mocha" />
import { expect } from 'chai';
import { DEFAULT_APP_CONFIG, defaultExternalLinks, parseAppConfig } from '../src/app/app-config';
import { buildDates } from '../src/app/build-info';
import { EXTERNAL_LINKS, setExternalLinks } from '../src/app/external-links';

describe('footer dates from the build (spec 1 §2 footer)', () => {
  it("reads the build commit's date in Singapore time, not a fixed 2025", () => {
    expect(buildDates('2026-11-26T04:10:00+00:00')).to.deep.equal({ lastUpdated: '26 Nov 2026', copyrightYear: 2026 });
    // 31 Dec 2026 20:00 UTC is already 1 Jan 2027 in Singapore: the year turns with Singapore's clock
    expect(buildDates('2026-12-31T20:00:00Z')).to.deep.equal({ lastUpdated: '01 Jan 2027', copyrightYear: 2027 });
  });

  it('falls back to the given clock when the build date is missing or unreadable', () => {
    const fallback = new Date('2027-03-09T02:00:00Z');
    expect(buildDates('', fallback)).to.deep.equal({ lastUpdated: '09 Mar 2027', copyrightYear: 2027 });
    expect(buildDates('yesterday', fallback).copyrightYear).to.equal(2027);
  });
});

describe('outside links as configuration (docs/operations.md "Outside links")', () => {
  it('defaults to mail addresses on the site host, never a placeholder host', () => {
    const links = defaultExternalLinks('mymoneyplan.gov.sg');
    expect(links).to.deep.equal({
      contactUs: 'mailto:support@mymoneyplan.gov.sg',
      feedback: 'mailto:support@mymoneyplan.gov.sg?subject=Feedback',
      reportVulnerability: 'mailto:security@mymoneyplan.gov.sg?subject=Vulnerability%20report',
    });
    for (const link of Object.values(DEFAULT_APP_CONFIG.externalLinks)) expect(link).not.to.contain('example.com');
  });

  it('takes the server’s addresses, and keeps the default for any that is not http(s) or mailto', () => {
    const config = parseAppConfig(
      JSON.stringify({ externalLinks: { contactUs: 'https://go.gov.sg/contact', feedback: 'javascript:alert(1)', reportVulnerability: 42 } }),
      'mmp.example.sg',
    );
    expect(config.externalLinks).to.deep.equal({
      contactUs: 'https://go.gov.sg/contact',
      feedback: 'mailto:support@mmp.example.sg?subject=Feedback',
      reportVulnerability: 'mailto:security@mmp.example.sg?subject=Vulnerability%20report',
    });
  });

  it('points every outside link of the app at the configured addresses once set', () => {
    const before = { ...EXTERNAL_LINKS };
    try {
      setExternalLinks({ contactUs: 'https://a.sg/contact', feedback: 'https://a.sg/feedback', reportVulnerability: 'mailto:sec@a.sg' });
      expect(EXTERNAL_LINKS).to.deep.equal({ contactUs: 'https://a.sg/contact', feedback: 'https://a.sg/feedback', reportVulnerability: 'mailto:sec@a.sg' });
    } finally {
      setExternalLinks(before);
    }
  });
});
