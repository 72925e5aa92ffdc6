import { createHash } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { preparedQuery } from '../../../platform/db/prepared-query.js';
import type { ImportedDataFactsPart, ModuleMarks, MoneyPlanFactsPart, ProfileFactsParts, ProfileFactsReader, ProfileFactsSqlPart } from '../../ports/profile-facts-sources.js';

type Row = { modules: unknown; imported?: unknown; money?: unknown };

/**
 * The profile facts of one resident in ONE statement (docs/decisions.md "Profile facts in one statement"): GET /user,
 * PATCH /user and every other answer carrying the profile cost the session read plus this. Each context's part is a
 * scalar subquery over its own tables (identity never names them); this only puts them side by side in one SELECT,
 * the resident's id bound once as $1. A context that is not loaded has no part and its fields stay empty.
 *
 * A named prepared statement (like the session read): planned once per connection. The name is derived from the
 * text, so two apps with different contexts loaded never share a name for different statements.
 */
export class SqlProfileFactsReader implements ProfileFactsReader {
  private readonly text: string;
  private readonly name: string;

  constructor(
    private readonly sequelize: Sequelize,
    private readonly modules: ProfileFactsSqlPart<ModuleMarks[]>,
    private readonly imported: ImportedDataFactsPart | null = null,
    private readonly money: MoneyPlanFactsPart | null = null,
  ) {
    const columns = [`(${modules.sql}) AS modules`];
    if (imported) columns.push(`(${imported.sql}) AS imported`);
    if (money) columns.push(`(${money.sql}) AS money`);
    this.text = `SELECT ${columns.join(',\n  ')}`;
    this.name = `profile_facts_${createHash('sha256').update(this.text).digest('hex').slice(0, 16)}`;
  }

  async read(userId: string): Promise<ProfileFactsParts> {
    const [row] = await preparedQuery<Row>(this.sequelize, this.name, this.text, [userId]);
    return {
      modules: this.modules.parse(row?.modules ?? null),
      imported: this.imported ? this.imported.parse(row?.imported ?? null) : null,
      money: this.money ? this.money.parse(row?.money ?? null) : null,
    };
  }
}
