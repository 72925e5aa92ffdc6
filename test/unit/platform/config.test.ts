import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../../src/platform/config/config.js';

const devSecrets = () => ({ sessionSecrets: ['generated-session-secret-0123456789abcdef'], nricHashSecret: 'generated-nric-secret-0123456789abcdef01' });
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://mymoneyplan.example.sg',
  SESSION_SECRETS: 'a-production-session-secret-of-32-chars-or-more',
  NRIC_HASH_SECRET: 'a-production-nric-hash-secret-of-32-chars-xx',
  DATABASE_URL: 'postgres://app:pw@db.internal:5432/mymoneyplan',
  SINGPASS_ISSUER: 'https://singpass.example/fapi',
  SINGPASS_CLIENT_ID: 'client-123',
  SINGPASS_SIGNING_KEY: JSON.stringify({ kty: 'EC', crv: 'P-256', x: 'x', y: 'y', d: 'd' }),
  SINGPASS_ENCRYPTION_KEY: JSON.stringify({ kty: 'EC', crv: 'P-256', x: 'x', y: 'y', d: 'd' }),
  SMTP_URL: 'smtps://mailer:secret@smtp.example.sg:465',
  EMAIL_FROM: 'MyMoneyPlan <no-reply@mymoneyplan.example.sg>',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '1.0.0', devSecrets);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('loadConfig', () => {
  describe('development defaults', () => {
    it('serves on localhost:3000 with the embedded database, the sandbox and generated secrets', () => {
      const config = loadConfig({}, '3.18.8', devSecrets);
      expect(config).to.include({ environment: 'development', port: 3000, host: '127.0.0.1', publicUrl: 'http://localhost:3000', databaseUrl: null, productName: 'MyMoneyPlan', govDeployment: false, version: '3.18.8' });
      expect(config.sessionSecrets).to.deep.equal(['generated-session-secret-0123456789abcdef']);
      expect(config.singpass).to.include({ mode: 'legacy', issuerUrl: null, redirectUri: 'http://localhost:3000/sp-callback', allowInsecureHttp: true, showLoginPage: true });
    });

    it('derives the public URL and the Singpass redirect from PORT', () => {
      const config = loadConfig({ PORT: '4000' }, '1', devSecrets);
      expect(config.publicUrl).to.equal('http://localhost:4000');
      expect(config.singpass.redirectUri).to.equal('http://localhost:4000/sp-callback');
    });

    it('reads PRODUCT_NAME and GOV_DEPLOYMENT', () => {
      const config = loadConfig({ PRODUCT_NAME: 'Kopi Money', GOV_DEPLOYMENT: 'true' }, '1', devSecrets);
      expect(config.productName).to.equal('Kopi Money');
      expect(config.govDeployment).to.equal(true);
    });
  });

  describe('production', () => {
    it('accepts a complete production configuration, in FAPI mode over https only', () => {
      const config = loadConfig(PRODUCTION, '1', devSecrets);
      expect(config.singpass).to.include({ mode: 'fapi', issuerUrl: 'https://singpass.example/fapi', allowInsecureHttp: false });
      expect(config.sessionSecrets).to.deep.equal(['a-production-session-secret-of-32-chars-or-more']);
    });

    it('refuses to start without secrets or Singpass settings, naming every missing variable', () => {
      const problems = problemsOf({ NODE_ENV: 'production' });
      for (const name of ['SESSION_SECRETS', 'NRIC_HASH_SECRET', 'PUBLIC_URL', 'SINGPASS_ISSUER', 'SINGPASS_CLIENT_ID', 'SINGPASS_SIGNING_KEY', 'SINGPASS_ENCRYPTION_KEY', 'SMTP_URL', 'EMAIL_FROM']) {
        expect(problems).to.include(`${name} is required when NODE_ENV=production`);
      }
    });

    it('never falls back to generated secrets in production', () => {
      const { SESSION_SECRETS: _s, ...withoutSecret } = PRODUCTION;
      expect(problemsOf(withoutSecret)).to.deep.equal(['SESSION_SECRETS is required when NODE_ENV=production']);
    });
  });

  describe('bad values', () => {
    it('rejects a port out of range with an actionable message', () => {
      expect(problemsOf({ PORT: '70000' })).to.deep.equal(['PORT must be less than or equal to 65535']);
    });

    it('rejects a non-postgres DATABASE_URL', () => {
      expect(problemsOf({ DATABASE_URL: 'mysql://x@y/z' })[0]).to.match(/^DATABASE_URL must be a valid uri with a scheme matching the postgres\|postgresql pattern/);
    });

    it('rejects short session secrets', () => {
      expect(problemsOf({ SESSION_SECRETS: 'short' })).to.deep.equal(['SESSION_SECRETS: each secret must be at least 32 characters']);
    });

    it('rejects a Singpass key that is not a private JWK', () => {
      const problems = problemsOf({ SINGPASS_SIGNING_KEY: JSON.stringify({ kty: 'EC', x: 'x' }) });
      expect(problems.join()).to.contain('SINGPASS_SIGNING_KEY');
    });

    it('rejects an unknown SINGPASS_MODE', () => {
      expect(problemsOf({ SINGPASS_MODE: 'v1' })).to.deep.equal(['SINGPASS_MODE must be one of [legacy, fapi]']);
    });
  });

  describe('Myinfo', () => {
    it('without MYINFO_BASE_URL: the sandbox (development) with its callback on the public URL', () => {
      const config = loadConfig({ PORT: '4000' }, '1.0.0', devSecrets);
      expect(config.myinfo).to.deep.include({ baseUrl: null, clientId: 'mymoneyplan-local', redirectUri: 'http://localhost:4000/my-info-data-callback' });
    });

    it('with MYINFO_BASE_URL every other Myinfo setting is required, each named', () => {
      expect(problemsOf({ MYINFO_BASE_URL: 'https://api.myinfo.gov.sg/com/v3' })).to.deep.equal([
        'MYINFO_CLIENT_ID is required with MYINFO_BASE_URL',
        'MYINFO_CLIENT_SECRET is required with MYINFO_BASE_URL',
        'MYINFO_PRIVATE_KEY_FILE is required with MYINFO_BASE_URL',
        'MYINFO_CERT_FILE is required with MYINFO_BASE_URL',
        'MYINFO_ESVC_ID is required with MYINFO_BASE_URL',
      ]);
    });

    it('reads a complete Myinfo configuration (trailing slash trimmed, files resolved)', () => {
      const config = loadConfig(
        { ...PRODUCTION, MYINFO_BASE_URL: 'https://api.myinfo.gov.sg/com/v3/', MYINFO_CLIENT_ID: 'c', MYINFO_CLIENT_SECRET: 's', MYINFO_PRIVATE_KEY_FILE: '/run/secrets/myinfo-key.pem', MYINFO_CERT_FILE: '/run/secrets/myinfo.crt', MYINFO_ESVC_ID: 'E' },
        '1.0.0',
      );
      expect(config.myinfo).to.deep.equal({
        baseUrl: 'https://api.myinfo.gov.sg/com/v3',
        clientId: 'c',
        clientSecret: 's',
        privateKeyFile: '/run/secrets/myinfo-key.pem',
        certFile: '/run/secrets/myinfo.crt',
        esvcId: 'E',
        redirectUri: 'https://mymoneyplan.example.sg/my-info-data-callback',
      });
    });
  });
});
