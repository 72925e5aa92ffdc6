import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Umzug, SequelizeStorage } from 'umzug';
import type { QueryInterface, Sequelize } from 'sequelize';

export interface MigrationParams {
  context: QueryInterface;
}
interface MigrationModule {
  up(params: MigrationParams): Promise<void>;
  down?(params: MigrationParams): Promise<void>;
}

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');

/**
 * umzug over `migrations/*.ts`. Migrations are recorded without their extension (toolchain notes P24), always loaded
 * with `import()`, and each runs in its own transaction-free step (DDL in PostgreSQL is transactional per
 * statement batch; a migration that needs atomicity wraps its own transaction).
 */
export function createMigrator(sequelize: Sequelize, logger?: { info: (o: object, msg: string) => void }) {
  return new Umzug<QueryInterface>({
    migrations: {
      glob: ['*.{ts,js}', { cwd: migrationsDir, ignore: ['**/*.d.ts'] }],
      resolve: ({ name, path: file, context }) => {
        const bare = name.replace(/\.[cm]?[jt]s$/, '');
        const load = async () => (await import(pathToFileURL(file!).href)) as MigrationModule;
        return {
          name: bare,
          path: file,
          up: async () => (await load()).up({ context }),
          down: async () => (await load()).down?.({ context }),
        };
      },
    },
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: logger ? { info: (e) => logger.info(e, 'migration'), warn: () => {}, error: () => {}, debug: () => {} } : undefined,
  });
}
