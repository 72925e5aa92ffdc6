import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../../src/platform/config/config.js';

const devSecrets = () => ({ sessionSecrets: ['generated-session-secret-0123456789abcdef'], nricHashSecret: 'generated-nric-secret-0123456789abcdef01' });

describe('loadConfig: outside links (docs/operations.md "Outside links")', () => {
  it('defaults to mail addresses on the public host, never a placeholder host', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://mymoneyplan.gov.sg' }, '1', devSecrets);
    expect(config.externalLinks).to.deep.equal({
      contactUs: 'mailto:support@mymoneyplan.gov.sg',
      feedback: 'mailto:support@mymoneyplan.gov.sg?subject=Feedback',
      reportVulnerability: 'mailto:security@mymoneyplan.gov.sg?subject=Vulnerability%20report',
    });
  });

  it('takes CONTACT_US_URL, FEEDBACK_URL and REPORT_VULNERABILITY_URL as given', () => {
    const config = loadConfig(
      { CONTACT_US_URL: 'https://go.gov.sg/mmp-contact', FEEDBACK_URL: 'https://go.gov.sg/mmp-feedback', REPORT_VULNERABILITY_URL: 'mailto:security@tech.gov.sg' },
      '1',
      devSecrets,
    );
    expect(config.externalLinks).to.deep.equal({ contactUs: 'https://go.gov.sg/mmp-contact', feedback: 'https://go.gov.sg/mmp-feedback', reportVulnerability: 'mailto:security@tech.gov.sg' });
  });

  it('refuses an address that is not https, http or mailto, naming the variable', () => {
    try {
      loadConfig({ FEEDBACK_URL: 'javascript:alert(1)' }, '1', devSecrets);
      expect.fail('loadConfig accepted a javascript: link');
    } catch (err) {
      expect(err).to.be.instanceOf(ConfigError);
      expect((err as ConfigError).problems.join(' ')).to.contain('FEEDBACK_URL');
    }
  });
});
