import http from 'node:http';
import { expect } from 'chai';
import { appPerSuite } from '../../support/test-app.js';
import { capturedLogger, LEVEL } from '../../support/captured-logs.js';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** fetch() refuses methods such as TRACE, so these go through node:http as any client could send them. */
function rawRequest(baseUrl: string, method: string, path: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, baseUrl), { method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const UNROUTED_METHODS = ['TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'PURGE', 'SEARCH', 'LINK', 'QUERY'];
const PATHS = ['/api/v1/user', '/api/v1/fx-rates/latest', '/dashboard', '/assets/index.js', '/'];

describe('HTTP methods the app does not route', () => {
  const { logger, lines } = capturedLogger();
  const t = appPerSuite({ logger });

  for (const method of UNROUTED_METHODS) {
    it(`answers ${method} with 501 in the error contract on API, page and asset paths, never a 500 or an error log`, async () => {
      const before = lines.length;
      for (const path of PATHS) {
        const res = await rawRequest(t.app.url, method, path);
        expect(res.status, `${method} ${path}`).to.equal(501);
        expect(res.headers['content-type']).to.contain('application/json');
        const body = JSON.parse(res.body) as Record<string, unknown>;
        expect(body).to.include({ code: 'REQUEST.METHOD_NOT_IMPLEMENTED', errorMessage: 'This method is not supported.' });
        expect(body.requestId).to.equal(res.headers['x-request-id']);
      }
      const logged = lines.slice(before);
      expect(logged.filter((l) => l.level >= LEVEL.warn), JSON.stringify(logged)).to.deep.equal([]);
      expect(logged.filter((l) => l.msg === 'request' && l.status === 501)).to.have.length(PATHS.length);
    });
  }

  it('answers a known API path with a method it does not allow with 405, its Allow header and the error contract', async () => {
    const res = await t.client().request('PUT', '/api/v1/maintenance-schedule', { json: {} });
    expect(res.status).to.equal(405);
    expect(res.headers.get('allow')).to.equal('HEAD, GET');
    expect(res.body).to.include({ code: 'REQUEST.METHOD_NOT_ALLOWED', errorMessage: 'This method is not allowed here.' });
  });

  it('still answers OPTIONS on a known API path with its Allow header', async () => {
    const res = await t.client().request('OPTIONS', '/api/v1/maintenance-schedule');
    expect(res.status).to.equal(200);
    expect(res.headers.get('allow')).to.equal('HEAD, GET');
  });
});
