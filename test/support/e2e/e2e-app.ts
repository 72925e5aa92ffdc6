import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../src/platform/config/config.js';
import { startApplication, type RunningApplication } from '../../../src/platform/bootstrap.js';
import { freePort } from '../../../src/platform/db/embedded-postgres.js';
import { freshDatabase } from '../test-cluster.js';

/**
 * The product as `make start` runs it (built web app, its own mockpass with the persona page on), on a free port
 * and a fresh database, so a browser can walk through it.
 */
export async function startE2eApp(env: Record<string, string> = {}): Promise<{ app: RunningApplication; baseUrl: string; stop(): Promise<void> }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), `mmp-e2e-data-${process.pid}-`));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATABASE_URL: await freshDatabase(),
      DATA_DIR: dataDir,
      SESSION_SECRETS: 'e2e-session-secret-that-is-long-enough-00001',
      NRIC_HASH_SECRET: 'e2e-nric-hash-secret-that-is-long-enough-001',
      SINGPASS_SHOW_LOGIN_PAGE: 'true',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      ...env,
    },
    '3.18.8',
  );
  // E2E_WEB_ROOT: a web build of one's own (parallel work on one machine must not share dist/web mid-build).
  const app = await startApplication(config, { skipMigrations: true, webRoot: process.env.E2E_WEB_ROOT || undefined });
  return {
    app,
    baseUrl,
    stop: async () => {
      await app.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
