import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { ASSET_KINDS } from '../../domain/asset.js';
import { emptyInsuranceDetails, withAllInsuranceFields } from '../../domain/insurance-details.js';
import {
  planImport,
  staleDuplicateDebts,
  type ImportedDebt,
  type ImportedItem,
  type ReconciledList,
  type ReconciliationChoice,
  type StoredChoice,
  type TypedItem,
} from '../../domain/import-reconciliation.js';
import type { ImportReconciliationStore, PendingReconciliation } from '../../ports/import-reconciliation-store.js';
import type { ImportSource, ImportedItems, ImportedItemsStore, ItemOrigin } from '../../ports/imported-items-store.js';
import { editedImportedHomes, importedHomeColumn, linkImportedHomes, restoreHomeEdits } from './imported-homes.js';
import { lockResidentTables, type ResidentLockTable } from './resident-lock.js';

const NO_POLICY = JSON.stringify(emptyInsuranceDetails());
const origin = (source: ImportSource, item: ItemOrigin) => [source, item.sourceName, item.sourceRef, item.asOf];

type Income = ImportedItems['incomes'][number];
type Loan = ImportedItems['loanRepayments'][number];
type Liability = ImportedItems['liabilities'][number];
type Asset = ImportedItems['assets'][number];
/** An imported item of any list, as held back in import_reconciliations.imported. */
type HeldItem = { list: 'incomes'; item: Income } | { list: 'loanRepayments'; item: Loan } | { list: 'liabilities'; item: Liability } | { list: 'assets'; item: Asset };

/** Each reconciled list's table, its kind column and how its amount reads. */
const TABLES: Record<ReconciledList, { table: ResidentLockTable; kind: string; amount: string; currency: string }> = {
  incomes: { table: 'incomes', kind: 'type', amount: 'gross_income', currency: 'income_currency' },
  loanRepayments: { table: 'loan_repayments', kind: 'type', amount: 'amount', currency: 'ccy' },
  liabilities: { table: 'liabilities', kind: 'category', amount: 'amount', currency: 'ccy' },
  assets: { table: 'assets', kind: 'kind', amount: 'total_value_amount', currency: 'currency' },
};
/** Every table an import or an answer may write, the CPF record included (a save of the balances waits for the import). */
const IMPORT_TABLES: readonly ResidentLockTable[] = ['incomes', 'loan_repayments', 'liabilities', 'assets', 'cpf_assets'];

/** What matching and the one-debt rule read of a held or written item. */
function matchable(held: HeldItem): ImportedItem {
  const { list, item } = held;
  const kind = list === 'incomes' ? held.item.type : list === 'loanRepayments' ? held.item.type : list === 'liabilities' ? held.item.category : ASSET_KINDS[held.item.kind];
  return { list, kind, name: item.name, sourceRef: item.sourceRef, sourceName: item.sourceName };
}

function sideOf(held: HeldItem): { name: string; amount: number; currency: string } {
  switch (held.list) {
    case 'incomes':
      return { name: held.item.name, amount: held.item.grossIncome, currency: held.item.incomeCurrency };
    case 'loanRepayments':
    case 'liabilities':
      return { name: held.item.name, amount: held.item.amount, currency: held.item.ccy };
    case 'assets':
      return { name: held.item.name, amount: held.item.totalValueAmount, currency: held.item.currency };
  }
}

/**
 * Writes an import's items beside the resident's own: the rows of that source are replaced, rows the resident typed
 * (import_source IS NULL) are never touched by the import itself. An imported item that matches a typed one is
 * held back in import_reconciliations until the resident answers, and an earlier answer is applied (docs/decisions.md
 * "Imports reconcile with what the resident typed"); one HDB debt brought by both imports is written once. The same
 * per-resident locks as the lists' own writes, so an import, an answer and a save from another tab run one after
 * the other.
 */
export class SqlImportedItemsStore implements ImportedItemsStore, ImportReconciliationStore {
  constructor(private readonly sequelize: Sequelize) {}

  replace(userId: string, source: ImportSource, items: ImportedItems): Promise<{ cpfKept: boolean }> {
    return this.sequelize.transaction(async (transaction) => {
      await lockResidentTables(this.sequelize, transaction, IMPORT_TABLES, userId);
      const run = (sql: string, bind: unknown[]) => this.sequelize.query(sql, { bind, transaction });
      // The other import's copies of a debt this source made stale come back: the one-debt rule is worked out again below.
      const superseded = await this.select<{ id: string; imported: HeldItem; import_source: ImportSource }>(
        "SELECT id, imported, import_source FROM import_reconciliations WHERE user_id = $1 AND choice = 'SUPERSEDED' AND superseded_by = $2",
        [userId, source],
        transaction,
      );
      for (const row of superseded) await this.write(userId, row.import_source, row.imported, transaction);
      await run("DELETE FROM import_reconciliations WHERE user_id = $1 AND ((choice = 'SUPERSEDED' AND (superseded_by = $2 OR import_source = $2)) OR (choice IS NULL AND import_source = $2))", [userId, source]);
      const editedHomes = await editedImportedHomes(this.sequelize, transaction, userId, source);
      for (const table of ['incomes', 'loan_repayments', 'liabilities', 'assets']) {
        await run(`DELETE FROM ${table} WHERE user_id = $1 AND import_source = $2`, [userId, source]);
      }

      const held: HeldItem[] = [
        ...items.incomes.map((item) => ({ list: 'incomes' as const, item })),
        ...items.loanRepayments.map((item) => ({ list: 'loanRepayments' as const, item })),
        ...items.liabilities.map((item) => ({ list: 'liabilities' as const, item })),
        ...items.assets.map((item) => ({ list: 'assets' as const, item })),
      ];
      const choices = await this.select<{ list: ReconciledList; source_ref: string; typed_item_id: string; choice: ReconciliationChoice }>(
        "SELECT list, source_ref, typed_item_id, choice FROM import_reconciliations WHERE user_id = $1 AND import_source = $2 AND choice IN ('KEEP_MINE', 'USE_IMPORTED', 'KEEP_BOTH')",
        [userId, source],
        transaction,
      );
      const stored: StoredChoice[] = choices.map((c) => ({ list: c.list, sourceRef: c.source_ref, typedItemId: c.typed_item_id, choice: c.choice }));
      const steps = planImport(
        held.map((h) => ({ ...matchable(h), held: h })),
        await this.typedItems(userId, transaction),
        stored,
      );
      for (const step of steps) {
        const { held: item } = step.item;
        if (step.action === 'write') await this.write(userId, source, item, transaction);
        else if (step.action === 'replace') {
          await this.write(userId, source, item, transaction);
          await this.removeTyped(userId, item.list, step.typedItemId, transaction, { source, sourceRef: item.item.sourceRef });
        } else {
          // Held back: a pending question, or the remembered 'keep mine' (its figures refreshed for the record).
          await run(
            `INSERT INTO import_reconciliations (user_id, import_source, list, source_ref, typed_item_id, choice, imported) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
             ON CONFLICT (user_id, import_source, list, source_ref, coalesce(typed_item_id, '00000000-0000-0000-0000-000000000000'::uuid))
             DO UPDATE SET imported = EXCLUDED.imported, updated_at = now()`,
            [userId, source, item.list, item.item.sourceRef, step.typedItemId, step.action === 'keep-mine' ? 'KEEP_MINE' : null, JSON.stringify(item)],
          );
        }
      }
      await this.countDebtsOnce(userId, transaction);
      await restoreHomeEdits(this.sequelize, transaction, userId, source, editedHomes);
      await linkImportedHomes(this.sequelize, transaction, userId);
      return { cpfKept: await this.replaceCpf(userId, source, items.cpf, transaction) };
    });
  }

  async pending(userId: string): Promise<PendingReconciliation[]> {
    const read = () =>
      this.select<{ id: string; list: ReconciledList; import_source: ImportSource; typed_item_id: string; imported: HeldItem; typed: { name: string; amount: string; currency: string } | null }>(
        `SELECT r.id, r.list, r.import_source, r.typed_item_id, r.imported,
           CASE r.list
             WHEN 'incomes' THEN (SELECT json_build_object('name', name, 'amount', gross_income, 'currency', income_currency) FROM incomes WHERE id = r.typed_item_id AND user_id = r.user_id AND import_source IS NULL)
             WHEN 'loanRepayments' THEN (SELECT json_build_object('name', name, 'amount', amount, 'currency', ccy) FROM loan_repayments WHERE id = r.typed_item_id AND user_id = r.user_id AND import_source IS NULL)
             WHEN 'liabilities' THEN (SELECT json_build_object('name', name, 'amount', amount, 'currency', ccy) FROM liabilities WHERE id = r.typed_item_id AND user_id = r.user_id AND import_source IS NULL)
             ELSE (SELECT json_build_object('name', name, 'amount', total_value_amount, 'currency', currency) FROM assets WHERE id = r.typed_item_id AND user_id = r.user_id AND import_source IS NULL)
           END AS typed
         FROM import_reconciliations r WHERE r.user_id = $1 AND r.choice IS NULL ORDER BY r.created_at, r.id`,
        [userId],
      );
    let rows = await read();
    // The resident removed the typed item meanwhile: nothing is left to double-count, so the import goes in.
    const orphans = rows.filter((r) => r.typed === null);
    if (orphans.length > 0) {
      await this.sequelize.transaction(async (transaction) => {
        await lockResidentTables(this.sequelize, transaction, IMPORT_TABLES, userId);
        for (const orphan of orphans) await this.settle(userId, orphan.id, 'KEEP_BOTH', transaction);
      });
      rows = await read();
    }
    return rows
      .filter((r) => r.typed !== null)
      .map((r) => ({
        id: r.id,
        list: r.list,
        source: r.import_source,
        imported: {
          ...sideOf(r.imported),
          sourceName: r.imported.item.sourceName,
          asOf: r.imported.item.asOf,
          ...(r.imported.list === 'incomes' && typeof r.imported.item.yearOfAssessment === 'number' ? { yearOfAssessment: r.imported.item.yearOfAssessment } : {}),
        },
        typed: { id: r.typed_item_id, name: r.typed!.name, amount: Number(r.typed!.amount), currency: r.typed!.currency },
      }));
  }

  resolve(userId: string, id: string, choice: ReconciliationChoice): Promise<boolean> {
    return this.sequelize.transaction(async (transaction) => {
      await lockResidentTables(this.sequelize, transaction, IMPORT_TABLES, userId);
      return this.settle(userId, id, choice, transaction);
    });
  }

  /** One pending match answered, under the import locks the caller holds. */
  private async settle(userId: string, id: string, choice: ReconciliationChoice, transaction: Transaction): Promise<boolean> {
    const [row] = await this.select<{ import_source: ImportSource; list: ReconciledList; typed_item_id: string; imported: HeldItem }>(
      'SELECT import_source, list, typed_item_id, imported FROM import_reconciliations WHERE id = $1 AND user_id = $2 AND choice IS NULL FOR UPDATE',
      [id, userId],
      transaction,
    );
    if (!row) return false;
    await this.sequelize.query("UPDATE import_reconciliations SET choice = $3, updated_at = now() WHERE id = $1 AND user_id = $2", { bind: [id, userId, choice], transaction });
    if (choice === 'KEEP_MINE') return true;
    await this.write(userId, row.import_source, row.imported, transaction);
    if (choice === 'USE_IMPORTED') {
      await this.removeTyped(userId, row.list, row.typed_item_id, transaction, { source: row.import_source, sourceRef: row.imported.item.sourceRef });
      // Other imports held back against the same typed item have nothing left to double-count: they go in (the
      // one-debt rule below still counts a debt both imports brought once).
      const others = await this.select<{ id: string }>('SELECT id FROM import_reconciliations WHERE user_id = $1 AND choice IS NULL AND list = $2 AND typed_item_id = $3', [userId, row.list, row.typed_item_id], transaction);
      for (const other of others) await this.settle(userId, other.id, 'KEEP_BOTH', transaction);
    }
    await this.countDebtsOnce(userId, transaction);
    await linkImportedHomes(this.sequelize, transaction, userId);
    return true;
  }

  /** The resident's own items of the four lists, as matching sees them. */
  private async typedItems(userId: string, transaction: Transaction): Promise<TypedItem[]> {
    const typed: TypedItem[] = [];
    for (const [list, { table, kind }] of Object.entries(TABLES) as [ReconciledList, (typeof TABLES)[ReconciledList]][]) {
      const rows = await this.select<{ id: string; name: string; kind: string }>(`SELECT id, name, ${kind} AS kind FROM ${table} WHERE user_id = $1 AND import_source IS NULL ORDER BY created_at, id`, [userId], transaction);
      typed.push(...rows.map((r) => ({ id: r.id, list, kind: r.kind, name: r.name })));
    }
    return typed;
  }

  /**
   * 'Use imported': the typed item goes, the imported one (`replacement`, just written) takes its place; a home the
   * typed liability secured now secures the imported liability.
   */
  private async removeTyped(userId: string, list: ReconciledList, typedItemId: string, transaction: Transaction, replacement: { source: ImportSource; sourceRef: string }): Promise<void> {
    if (list === 'liabilities') {
      await this.sequelize.query(
        `UPDATE assets a SET property = jsonb_set(a.property, '{securedLiabilityId}', to_jsonb(l.id::text))
           FROM (SELECT id FROM liabilities WHERE user_id = $1 AND import_source = $3 AND source_ref = $4 ORDER BY created_at DESC, id LIMIT 1) l
          WHERE a.user_id = $1 AND a.kind = 'property' AND a.property->>'securedLiabilityId' = $2`,
        { bind: [userId, typedItemId, replacement.source, replacement.sourceRef], transaction },
      );
    }
    await this.sequelize.query(`DELETE FROM ${TABLES[list].table} WHERE id = $1 AND user_id = $2 AND import_source IS NULL`, { bind: [typedItemId, userId], transaction });
  }

  /**
   * One HDB debt brought by Myinfo and by a bank is counted once: the staler copy moves out of its list into
   * import_reconciliations (SUPERSEDED), and comes back when the fresher source is imported again without it.
   */
  private async countDebtsOnce(userId: string, transaction: Transaction): Promise<void> {
    const read = (list: 'loanRepayments' | 'liabilities', table: string, kind: string) =>
      this.select<{ id: string; source: ImportSource; kind: string; name: string; amount: string; as_of: string; source_name: string; source_ref: string; ccy: string; cash?: string; cpf?: string }>(
        `SELECT *, import_source AS source, ${kind} AS kind FROM ${table} WHERE user_id = $1 AND import_source IS NOT NULL`,
        [userId],
        transaction,
      ).then((rows) => rows.map((r) => ({ ...r, list })));
    const rows = [...(await read('liabilities', 'liabilities', 'category')), ...(await read('loanRepayments', 'loan_repayments', 'type'))];
    const debts: ImportedDebt[] = rows.map((r) => ({ id: r.id, source: r.source, list: r.list, kind: r.kind, name: r.name, amount: Number(r.amount), asOf: r.as_of }));
    const stale = new Set(staleDuplicateDebts(debts));
    for (const row of rows.filter((r) => stale.has(r.id))) {
      const base = { name: row.name, amount: Number(row.amount), ccy: row.ccy, sourceName: row.source_name, sourceRef: row.source_ref, asOf: row.as_of };
      const held: HeldItem =
        row.list === 'liabilities'
          ? { list: 'liabilities', item: { ...base, category: row.kind as Liability['category'] } }
          : { list: 'loanRepayments', item: { ...base, cash: Number(row.cash), cpf: Number(row.cpf), type: row.kind as Loan['type'] } };
      await this.sequelize.query(
        `INSERT INTO import_reconciliations (user_id, import_source, list, source_ref, typed_item_id, choice, superseded_by, imported)
         VALUES ($1, $2, $3, $4, NULL, 'SUPERSEDED', $5, $6::jsonb)
         ON CONFLICT (user_id, import_source, list, source_ref, coalesce(typed_item_id, '00000000-0000-0000-0000-000000000000'::uuid))
         DO UPDATE SET imported = EXCLUDED.imported, superseded_by = EXCLUDED.superseded_by, updated_at = now()`,
        { bind: [userId, row.source, row.list, row.source_ref, row.source === 'MYINFO' ? 'BANK' : 'MYINFO', JSON.stringify(held)], transaction },
      );
      await this.sequelize.query(`DELETE FROM ${TABLES[row.list].table} WHERE id = $1 AND user_id = $2`, { bind: [row.id, userId], transaction });
    }
  }

  /** One imported item into its list, tagged with its source. */
  private async write(userId: string, source: ImportSource, held: HeldItem, transaction: Transaction): Promise<void> {
    const run = (sql: string, bind: unknown[]) => this.sequelize.query(sql, { bind, transaction });
    const next = async (table: 'incomes' | 'loan_repayments') => Number((await this.select<{ next: string }>(`SELECT coalesce(max(position) + 1, 0) AS next FROM ${table} WHERE user_id = $1`, [userId], transaction))[0]!.next);
    switch (held.list) {
      case 'incomes': {
        const income = held.item;
        await run(
          `INSERT INTO incomes (user_id, position, name, gross_income, net_income, income_currency, type, import_source, source_name, source_ref, as_of, year_of_assessment)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [userId, await next('incomes'), income.name, income.grossIncome, income.netIncome, income.incomeCurrency, income.type, ...origin(source, income), Number.isInteger(income.yearOfAssessment) ? income.yearOfAssessment : null],
        );
        return;
      }
      case 'loanRepayments': {
        const loan = held.item;
        await run(
          `INSERT INTO loan_repayments (user_id, position, name, amount, ccy, cash, cpf, type, import_source, source_name, source_ref, as_of)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [userId, await next('loan_repayments'), loan.name, loan.amount, loan.ccy, loan.cash, loan.cpf, loan.type, ...origin(source, loan)],
        );
        return;
      }
      case 'liabilities': {
        const liability = held.item;
        await run(
          `INSERT INTO liabilities (user_id, name, amount, ccy, category, import_source, source_name, source_ref, as_of) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [userId, liability.name, liability.amount, liability.ccy, liability.category, ...origin(source, liability)],
        );
        return;
      }
      case 'assets': {
        const asset = held.item;
        await run(
          `INSERT INTO assets (user_id, kind, last_updated_at, name, total_value_amount, currency, investment_source, enter_option, quantity, unit_price, estimated_growth_rate, insurance,
             import_source, source_name, source_ref, as_of, property)
           VALUES ($1, $2, now(), $3, $4, $5, $6, 'TOTAL_VALUE', NULL, NULL, $7, $8::jsonb, $9, $10, $11, $12, $13::jsonb)`,
          [userId, ASSET_KINDS[asset.kind], asset.name, asset.totalValueAmount, asset.currency, asset.investmentSource, asset.estimatedGrowthRate, asset.kind === 'insurance' ? (asset.insurance ? JSON.stringify(withAllInsuranceFields(asset.insurance)) : NO_POLICY) : null, ...origin(source, asset), importedHomeColumn(source, asset)],
        );
        return;
      }
    }
  }

  /** CPF is one record: an import writes it unless the resident typed their own balances. */
  private async replaceCpf(userId: string, source: ImportSource, cpf: ImportedItems['cpf'], transaction: Transaction): Promise<boolean> {
    const stored = await this.select<{ import_source: string | null }>('SELECT import_source FROM cpf_assets WHERE user_id = $1', [userId], transaction);
    const typedByResident = stored.length > 0 && stored[0]!.import_source === null;
    if (!cpf) return typedByResident;
    if (typedByResident) return true;
    await this.sequelize.query(
      `INSERT INTO cpf_assets (user_id, oa, sa, ma, ra, import_source, source_name, source_ref, as_of) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (user_id) DO UPDATE SET oa = EXCLUDED.oa, sa = EXCLUDED.sa, ma = EXCLUDED.ma, ra = EXCLUDED.ra, import_source = EXCLUDED.import_source,
         source_name = EXCLUDED.source_name, source_ref = EXCLUDED.source_ref, as_of = EXCLUDED.as_of, updated_at = now()`,
      { bind: [userId, cpf.oa, cpf.sa, cpf.ma, cpf.ra ?? 0, ...origin(source, cpf)], transaction },
    );
    return false;
  }

  private select<T extends object>(sql: string, bind: unknown[], transaction?: Transaction): Promise<T[]> {
    return this.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT, ...(transaction ? { transaction } : {}) });
  }
}
