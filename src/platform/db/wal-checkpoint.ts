import type { Sequelize } from 'sequelize';

/**
 * After residents' data is deleted from the embedded PostgreSQL: close the current write-ahead log segment and
 * force a checkpoint, so the WAL still holding the deleted rows is no longer needed and is deleted now (the
 * embedded cluster runs with wal_recycle=off) rather than after the next timed checkpoint. Needs a superuser, which
 * the embedded cluster's `postgres` is. docs/operations.md, "Deleted data, backups and the write-ahead log".
 */
export async function checkpointAfterDeletion(sequelize: Sequelize): Promise<void> {
  await sequelize.query('SELECT pg_switch_wal()');
  await sequelize.query('CHECKPOINT');
}
