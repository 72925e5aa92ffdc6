import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Clock } from '../../src/shared-kernel/clock.js';
import type { Logger } from '../../src/platform/logging/logger.js';
import { loadConfig, type AppConfig } from '../../src/platform/config/config.js';
import { startApplication, type RunningApplication } from '../../src/platform/bootstrap.js';
import { startMockpass } from '../../src/platform/dev-services/mockpass.js';
import { RelyingPartyKeys } from '../../src/identity/adapters/singpass/relying-party-keys.js';
import { freshDatabase } from './test-cluster.js';
import { TestClient } from './http-client.js';
import { PARALLEL } from './concurrent.js';

const BASE = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
export const TEST_PUBLIC_URL = 'http://localhost:3000';

interface Sandbox {
  issuerUrl: string;
  /** mockpass's Myinfo v3 (strict mode) */
  myinfoBaseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}
let sandbox: Promise<Sandbox> | null = null;

/**
 * One mockpass for the whole run. Every test app shares the same relying-party keys (in `dataDir`), served to
 * mockpass by a small JWKS server, because mockpass reads its RP JWKS URL from its environment at start.
 */
async function startSandbox(): Promise<Sandbox> {
  const dataDir = fs.mkdtempSync(path.join(BASE, `mmp-test-data-${process.pid}-`));
  const keys = await RelyingPartyKeys.load({ signingKeyJwk: null, encryptionKeyJwk: null, keysFile: path.join(dataDir, 'keys', 'singpass-rp.json') });
  const jwks = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(keys.publicJwks()));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const jwksPort = (jwks.address() as { port: number }).port;
  const mockpass = await startMockpass({ rpJwksUrl: `http://127.0.0.1:${jwksPort}/jwks`, showLoginPage: false });
  return {
    issuerUrl: mockpass.singpassIssuerUrl,
    myinfoBaseUrl: mockpass.myinfoBaseUrl,
    dataDir,
    stop: async () => {
      await mockpass.stop();
      await new Promise<void>((resolve) => jwks.close(() => resolve()));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function singpassSandbox(): Promise<Sandbox> {
  sandbox ??= startSandbox();
  return sandbox;
}

export async function stopSingpassSandbox(): Promise<void> {
  if (!sandbox) return;
  const s = await sandbox.catch(() => null);
  sandbox = null;
  await s?.stop();
}

export interface TestApp {
  app: RunningApplication;
  config: AppConfig;
  /** A new "browser" (cookie jar) pointed at the app, sending our own Origin like a real same-origin page. */
  client(): TestClient;
  stop(): Promise<void>;
}

export interface TestAppOptions {
  clock?: Clock;
  idleTimeoutMs?: number;
  databaseUrl?: string;
  env?: Record<string, string>;
  webRoot?: string;
  /** A logger of the test's own, to read what the app logs (see test/support/captured-logs.ts). */
  logger?: Logger;
}

/** The real application (all middleware, real PostgreSQL, real mockpass) on a free loopback port. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const sp = await singpassSandbox();
  const databaseUrl = options.databaseUrl ?? (await freshDatabase());
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PORT: '0',
      PUBLIC_URL: TEST_PUBLIC_URL,
      DATABASE_URL: databaseUrl,
      DATA_DIR: sp.dataDir,
      SESSION_SECRETS: 'test-session-secret-that-is-long-enough-0001',
      NRIC_HASH_SECRET: 'test-nric-hash-secret-that-is-long-enough-01',
      SINGPASS_ISSUER: sp.issuerUrl,
      SINGPASS_CLIENT_ID: 'mymoneyplan-test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      // The concurrency suites send PARALLEL writes of one resident at once; past the write gate's queue (8 by
      // default: docs/operations.md "Time limits") most would be 429. test/integration/platform/ tests the cap.
      RESIDENT_WRITE_QUEUE_MAX: String(PARALLEL),
      ...options.env,
    },
    '0.0.0-test',
  );
  const app = await startApplication(config, {
    clock: options.clock,
    logger: options.logger,
    idleTimeoutMs: options.idleTimeoutMs,
    skipMigrations: true,
    webRoot: options.webRoot,
    myinfoSandboxUrl: sp.myinfoBaseUrl,
  });
  return {
    app,
    config,
    client: () => new TestClient(app.url, { origin: TEST_PUBLIC_URL }),
    stop: () => app.stop(),
  };
}

/**
 * Registers a `before` that starts the app and an `after` that stops it, for the enclosing `describe`. The answer
 * reads through to the running app, so `t.client()` and `t.app` work inside the tests.
 */
export function appPerSuite(options: TestAppOptions = {}): TestApp {
  let started: TestApp | undefined;
  before(async () => {
    started = await startTestApp(options);
  });
  after(async () => {
    await started?.stop();
  });
  const running = (): TestApp => {
    if (!started) throw new Error('The test app starts in before(): use it inside a test or hook');
    return started;
  };
  return {
    get app() {
      return running().app;
    },
    get config() {
      return running().config;
    },
    client: () => running().client(),
    stop: () => running().stop(),
  };
}
