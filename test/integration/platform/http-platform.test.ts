import { expect } from 'chai';
import { TEST_PUBLIC_URL, appPerSuite } from '../../support/test-app.js';

describe('HTTP platform', () => {
  const t = appPerSuite();

  describe('health, readiness and version', () => {
    it('GET /api/v1/health answers 200 with status ok', async () => {
      const res = await t.client().get('/api/v1/health');
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.equal({ status: 'ok' });
    });

    it('GET /api/v1/ready answers 200 when the database is reachable', async () => {
      const res = await t.client().get('/api/v1/ready');
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.equal({ status: 'ready' });
    });

    it('GET /meta.json answers the package version, never cached', async () => {
      const res = await t.client().get('/meta.json');
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.equal({ version: '0.0.0-test' });
      expect(res.headers.get('cache-control')).to.contain('no-store');
    });
  });

  describe('request id', () => {
    it('sets a fresh X-Request-Id on every response and repeats it in error bodies', async () => {
      const res = await t.client().get('/api/v1/nothing-here');
      const id = res.headers.get('x-request-id');
      expect(id).to.match(/^[0-9a-f-]{36}$/);
      expect(res.body.requestId).to.equal(id);
    });

    it('keeps a well-formed incoming X-Request-Id', async () => {
      const res = await t.client().get('/api/v1/health', { 'x-request-id': 'lb-1234567890' });
      expect(res.headers.get('x-request-id')).to.equal('lb-1234567890');
    });
  });

  describe('error contract', () => {
    it('answers an unknown /api/v1 path with a JSON 404, not the web page', async () => {
      const res = await t.client().get('/api/v1/no/such/call');
      expect(res.status).to.equal(404);
      expect(res.headers.get('content-type')).to.contain('application/json');
      expect(res.body).to.include({ code: 'REQUEST.NOT_FOUND', errorMessage: 'We could not find what you asked for.' });
    });

    it('answers malformed JSON with 400 and a message, never a 500', async () => {
      const res = await t.client().request('POST', '/api/v1/auth/singpass/callback', { body: '{"code": ', headers: { 'content-type': 'application/json' } });
      expect(res.status).to.equal(400);
      expect(res.body).to.include({ code: 'REQUEST.MALFORMED', errorMessage: 'The request body is not valid JSON.' });
    });

    it('answers a body over the limit with 413', async () => {
      const big = JSON.stringify({ code: 'x'.repeat(200 * 1024), state: 's' });
      const res = await t.client().request('POST', '/api/v1/auth/singpass/callback', { body: big, headers: { 'content-type': 'application/json' } });
      expect(res.status).to.equal(413);
      expect(res.body.code).to.equal('REQUEST.TOO_LARGE');
    });

    it('answers a non-JSON body with 415', async () => {
      const res = await t.client().request('POST', '/api/v1/auth/singpass/callback', { body: 'code=a&state=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(res.status).to.equal(415);
      expect(res.body.errorMessage).to.equal('Send the request body as JSON (Content-Type: application/json).');
    });

    it('answers a validation failure with 400 and per-field details in the spec wording', async () => {
      const res = await t.client().post('/api/v1/auth/singpass/callback', { state: 'only-state' });
      expect(res.status).to.equal(400);
      expect(res.body.details).to.deep.include({ field: 'code', message: 'Please enter a value' });
    });
  });

  describe('CSRF: state-changing calls from a foreign origin', () => {
    it('refuses a POST whose Origin is another site with 403', async () => {
      const res = await t.client().post('/api/v1/auth/refresh', {}, { origin: 'https://evil.example' });
      expect(res.status).to.equal(403);
      expect(res.body.code).to.equal('REQUEST.FOREIGN_ORIGIN');
    });

    it('refuses a DELETE marked cross-site by Sec-Fetch-Site even without Origin', async () => {
      const client = t.client();
      const res = await client.request('DELETE', '/api/v1/auth/token', { headers: { origin: '', 'sec-fetch-site': 'cross-site' } });
      expect(res.status).to.equal(403);
    });

    it('lets a same-origin POST through to the route (here: 401, not signed in)', async () => {
      const res = await t.client().post('/api/v1/auth/refresh', {}, { origin: TEST_PUBLIC_URL });
      expect(res.status).to.equal(401);
    });
  });

  describe('security headers', () => {
    it('sends API responses a CSP that allows nothing, framing denied, nosniff and a strict referrer policy', async () => {
      const res = await t.client().get('/api/v1/health');
      expect(res.headers.get('content-security-policy')).to.equal("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
      expect(res.headers.get('x-frame-options')).to.equal('DENY');
      expect(res.headers.get('referrer-policy')).to.equal('no-referrer');
      expect(res.headers.get('strict-transport-security')).to.equal(null); // http here: HSTS only with an https PUBLIC_URL
    });

    it('sends pages a CSP without inline scripts and with framing denied', async () => {
      const res = await t.client().get('/some/page');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).to.contain("script-src 'self'");
      expect(csp).not.to.match(/script-src[^;]*unsafe-inline/);
      expect(csp).to.contain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
    });
  });

  describe('compression', () => {
    it('marks every response as varying by Accept-Encoding and leaves small JSON uncompressed', async () => {
      const plain = await t.client().get('/api/v1/health');
      const gzipped = await t.client().get('/api/v1/health', { 'accept-encoding': 'gzip' });
      for (const res of [plain, gzipped]) {
        expect(res.headers.get('vary')).to.contain('Accept-Encoding');
        expect(res.headers.get('content-encoding')).to.equal(null);
        expect(res.body).to.deep.equal({ status: 'ok' });
      }
    });

    it('gzips a JSON answer over 1 KB for a client that accepts it, serialised once and intact', async () => {
      const gzipped = await fetch(`${t.app.url}/api/v1/search?q=cpf%20savings`, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(gzipped.status).to.equal(200);
      expect(gzipped.headers.get('content-encoding')).to.equal('gzip');
      expect(gzipped.headers.get('content-type')).to.contain('application/json');
      const plain = await fetch(`${t.app.url}/api/v1/search?q=cpf%20savings`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).to.equal(null);
      expect(plain.headers.get('vary')).to.contain('Accept-Encoding');
      const text = await plain.text();
      expect(text.length).to.be.greaterThan(1024);
      expect(await gzipped.text()).to.equal(text); // fetch decompresses
    });
  });

  describe('relying-party keys', () => {
    it('publishes signing and encryption public keys at /.well-known/jwks.json, never private parts', async () => {
      const res = await t.client().get('/.well-known/jwks.json');
      expect(res.status).to.equal(200);
      const keys = res.body.keys as Array<Record<string, string>>;
      expect(keys.map((k) => k.use).sort()).to.deep.equal(['enc', 'sig']);
      for (const key of keys) {
        expect(key).not.to.have.property('d');
        expect(key.crv).to.equal('P-256');
      }
    });
  });
});
