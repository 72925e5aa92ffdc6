import { expect } from 'chai';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signIn } from '../../support/sign-in.js';

/**
 * The API's gatekeepers (session, CSRF, body checks, rate limit) and its routes must agree on what an API path is:
 * a route reachable under a spelling the gatekeepers do not recognise would skip them all.
 */
describe('API paths are case-sensitive, for the routes and the gatekeepers alike', () => {
  const t = appPerSuite();

  it('refuses a write under /API/ from a foreign origin before any handler runs', async () => {
    const client = t.client();
    await signIn(client, PERSONAS.limYongXiang);
    const foreign = { origin: 'https://evil.example' };
    for (const [method, path] of [
      ['PATCH', '/API/v1/user'],
      ['POST', '/API/v1/auth/refresh'],
      ['POST', '/Api/V1/auth/singpass/callback'],
      ['DELETE', '/API/v1/auth/token'],
    ] as const) {
      const res = await client.request(method, path, { json: { code: 'c', state: 's', name: 'EVIL' }, headers: foreign });
      expect(res.status, `${method} ${path}: ${res.text}`).to.be.oneOf([403, 404]);
      expect(res.headers.get('content-type')).to.contain('application/json');
    }
    const profile = await client.get('/api/v1/user');
    expect(profile.status).to.equal(200);
    expect(profile.body.name).to.equal('LIM YONG XIANG');
  });

  it('answers reads under another spelling of /api/v1 with the JSON 404, never the call or the web page', async () => {
    const client = t.client();
    await signIn(client, PERSONAS.limYongXiang);
    for (const path of ['/API/v1/user', '/api/V1/user', '/Api/v1/fx-rates/latest', '/api/v1/USER']) {
      const res = await client.get(path);
      expect(res.status, `${path}: ${res.text}`).to.equal(404);
      expect(res.body).to.include({ code: 'REQUEST.NOT_FOUND' });
      expect(res.headers.get('content-security-policy')).to.equal("default-src 'none'; frame-ancestors 'none'");
    }
  });
});
