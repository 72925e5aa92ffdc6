import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { signIn, PERSONAS } from '../../support/sign-in.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * SESSION_IDLE_TIMEOUT_SECONDS sets the server's idle limit and the browser's (through the runtime settings in
 * index.html); LEAVE_PAGE_WARNING switches the leave-page confirmation (spec 1 §4, §9).
 */
describe('Session settings from configuration', () => {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mmp-web-session-'));
  const clock = new ManualClock('2026-03-02T02:00:00.000Z');
  let t: TestApp;
  before(async () => {
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><meta name="app-config" content="__APP_CONFIG__"><title>__PRODUCT_NAME__</title>');
    t = await startTestApp({ clock, webRoot, env: { SESSION_IDLE_TIMEOUT_SECONDS: '30', LEAVE_PAGE_WARNING: 'false' } });
  });
  after(async () => {
    await t?.stop();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  function settingsIn(html: string): Record<string, unknown> {
    const match = /content="([^"]*)"/.exec(html)!;
    return JSON.parse(match[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<string, unknown>;
  }

  it('writes the idle limit and the leave-page switch into the runtime settings of index.html', async () => {
    const res = await t.client().get('/onboarding');
    expect(res.status).to.equal(200);
    expect(settingsIn(res.text)).to.include({ idleTimeoutMs: 30_000, leavePageWarning: false });
  });

  it('reports the configured idle limit as the token expiry after sign-in', async () => {
    const client = t.client();
    await signIn(client, PERSONAS.limYongXiang);
    const res = await client.get('/api/v1/auth/token-expiry');
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ tokenExpiry: 30 });
  });

  it('ends a session idle for the configured time on the server (401), not before', async () => {
    const client = t.client();
    await signIn(client, PERSONAS.tanHengHuat);
    clock.advance(29_000);
    const alive = await client.post('/api/v1/auth/refresh');
    expect(alive.status, alive.text).to.equal(200);
    expect(alive.body).to.deep.equal({ tokenExpiry: 30 });
    clock.advance(30_000);
    const idle = await client.get('/api/v1/user');
    expect(idle.status).to.equal(401);
    expect(idle.body).to.include({
      code: 'IDENTITY.SESSION_IDLE_EXPIRED',
      // 30 s rounds to the nearest whole minute, never below one.
      errorMessage: 'To protect your data, we have logged you out after 1 minute of inactivity. Please log in again.',
    });
  });
});
