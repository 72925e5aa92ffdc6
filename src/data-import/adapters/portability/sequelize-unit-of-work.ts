import type { Sequelize } from 'sequelize';
import { inOneTransaction } from '../../../platform/db/one-transaction.js';
import type { UnitOfWork } from '../../ports/portability.js';

/** One PostgreSQL transaction around an import's writes: every repository on this Sequelize joins it (platform/db/one-transaction.ts). */
export class SequelizeUnitOfWork implements UnitOfWork {
  constructor(private readonly sequelize: Sequelize) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    return inOneTransaction(this.sequelize, work);
  }

  dryRun<T>(work: () => Promise<T>): Promise<T> {
    return inOneTransaction(this.sequelize, work, { rollBack: true });
  }
}
