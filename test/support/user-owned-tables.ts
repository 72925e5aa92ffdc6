import { QueryTypes, type Sequelize } from 'sequelize';

/** One foreign key column (single-column keys; a composite key gives one entry per column pair). */
export interface ForeignKey {
  constraint: string;
  child: string;
  childColumn: string;
  parent: string;
  parentColumn: string;
  deleteRule: string;
}

/** Every foreign key of the public schema, read from information_schema. */
export async function foreignKeys(sequelize: Sequelize): Promise<ForeignKey[]> {
  return sequelize.query<ForeignKey>(
    `SELECT rc.constraint_name AS "constraint", kcu.table_name AS child, kcu.column_name AS "childColumn",
            pk.table_name AS parent, pk.column_name AS "parentColumn", rc.delete_rule AS "deleteRule"
       FROM information_schema.referential_constraints rc
       JOIN information_schema.key_column_usage kcu
         ON kcu.constraint_schema = rc.constraint_schema AND kcu.constraint_name = rc.constraint_name
       JOIN information_schema.key_column_usage pk
         ON pk.constraint_schema = rc.unique_constraint_schema AND pk.constraint_name = rc.unique_constraint_name
        AND pk.ordinal_position = kcu.position_in_unique_constraint
      WHERE rc.constraint_schema = 'public'
      ORDER BY 2, 3`,
    { type: QueryTypes.SELECT },
  );
}

/** Tables of the public schema with a `user_id` column, with or without a foreign key. */
export async function tablesWithUserIdColumn(sequelize: Sequelize): Promise<string[]> {
  const rows = await sequelize.query<{ table_name: string }>(
    `SELECT c.table_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = 'public' AND c.column_name = 'user_id' ORDER BY 1`,
    { type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.table_name);
}

/** A table that depends on `users`, and the foreign keys leading from it to `users` (shortest chain). */
export interface UserOwnedTable {
  table: string;
  path: ForeignKey[];
}

/** Every table whose rows depend on a user row, following foreign keys transitively (breadth first from users). */
export function userOwnedTables(keys: ForeignKey[]): UserOwnedTable[] {
  const found = new Map<string, ForeignKey[]>([['users', []]]);
  const queue = ['users'];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const key of keys.filter((k) => k.parent === parent && !found.has(k.child))) {
      found.set(key.child, [key, ...found.get(parent)!]);
      queue.push(key.child);
    }
  }
  found.delete('users');
  return [...found].map(([table, path]) => ({ table, path }));
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** How many rows of `owned.table` belong to `userId`, following its foreign key chain up to `users`. */
export async function rowsOfUser(sequelize: Sequelize, owned: UserOwnedTable, userId: string): Promise<number> {
  const joins = owned.path.map((key, i) => `JOIN ${ident(key.parent)} t${i + 1} ON t${i}.${ident(key.childColumn)} = t${i + 1}.${ident(key.parentColumn)}`);
  const sql = `SELECT count(*)::int AS n FROM ${ident(owned.table)} t0 ${joins.join(' ')} WHERE t${owned.path.length}.id = $1`;
  const rows = await sequelize.query<{ n: number }>(sql, { bind: [userId], type: QueryTypes.SELECT });
  return rows[0]!.n;
}

export async function countRows(sequelize: Sequelize, table: string): Promise<number> {
  const rows = await sequelize.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(table)}`, { type: QueryTypes.SELECT });
  return rows[0]!.n;
}

/** Rows whose `user_id` is this user's id (compared as text, so a column of any type is covered). */
export async function rowsWithUserId(sequelize: Sequelize, table: string, userId: string): Promise<number> {
  const rows = await sequelize.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(table)} WHERE user_id::text = $1`, { bind: [userId], type: QueryTypes.SELECT });
  return rows[0]!.n;
}
