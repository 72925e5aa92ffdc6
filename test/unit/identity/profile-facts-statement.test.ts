import { expect } from 'chai';
import type { Sequelize } from 'sequelize';
import { MODULE_MARKS_PART } from '../../../src/identity/adapters/persistence/sequelize-module-status-repository.js';
import { SqlProfileFactsReader } from '../../../src/identity/adapters/persistence/sql-profile-facts-reader.js';
import type { ImportedDataFactsPart, MoneyPlanFactsPart } from '../../../src/identity/ports/profile-facts-sources.js';

/** A Sequelize whose pool hands out one connection that records each named statement and answers `row`. */
function recordingSequelize(row: Record<string, unknown> | undefined) {
  const sent: { name: string; text: string; values: unknown[] }[] = [];
  const connection = {
    query: async (config: { name: string; text: string; values: unknown[] }) => {
      sent.push(config);
      return { rows: row ? [row] : [], rowCount: row ? 1 : 0 };
    },
  };
  const sequelize = { connectionManager: { getConnection: async () => connection, releaseConnection: async () => undefined } } as unknown as Sequelize;
  return { sequelize, sent };
}

const IMPORTED_PART: ImportedDataFactsPart = {
  sql: 'SELECT imported_json FROM imported_table WHERE user_id = $1',
  parse: (value) => ({ myinfoLatestPullConsentAt: null, apimLatestPullConsentAt: null, connectedBanks: value === null ? [] : [{ id: String(value), bankName: String(value) }] }),
};
const MONEY_PART: MoneyPlanFactsPart = {
  sql: 'SELECT money_json FROM money_table WHERE user_id = $1',
  parse: (value) => ({ targetMonthlySavings: value === null ? null : Number(value), dayOfTransfer: null, automaticTransferStatus: null, totalBudget: null, estimatedMonthlyExpenses: null }),
};

describe('The profile facts in one statement (docs/decisions.md "Profile facts in one statement")', () => {
  describe('SqlProfileFactsReader', () => {
    it('sends every part side by side in ONE statement, the resident bound once as $1, and parses each column with its part', async () => {
      const { sequelize, sent } = recordingSequelize({ modules: [{ module: 'CASHFLOW', currentStep: 2, lastCompleted: null }], imported: 'DBS', money: 150_000 });
      const parts = await new SqlProfileFactsReader(sequelize, MODULE_MARKS_PART, IMPORTED_PART, MONEY_PART).read('resident-1');
      expect(sent).to.have.length(1);
      expect(sent[0]!.values).to.deep.equal(['resident-1']);
      expect(sent[0]!.text).to.equal(`SELECT (${MODULE_MARKS_PART.sql}) AS modules,\n  (${IMPORTED_PART.sql}) AS imported,\n  (${MONEY_PART.sql}) AS money`);
      expect(parts).to.deep.equal({
        modules: [{ module: 'CASHFLOW', currentStep: 2, lastCompleted: null }],
        imported: { myinfoLatestPullConsentAt: null, apimLatestPullConsentAt: null, connectedBanks: [{ id: 'DBS', bankName: 'DBS' }] },
        money: { targetMonthlySavings: 150_000, dayOfTransfer: null, automaticTransferStatus: null, totalBudget: null, estimatedMonthlyExpenses: null },
      });
    });

    it('leaves out the part of a context that is not loaded, and answers null for it', async () => {
      const { sequelize, sent } = recordingSequelize({ modules: null });
      const parts = await new SqlProfileFactsReader(sequelize, MODULE_MARKS_PART).read('resident-1');
      expect(sent[0]!.text).to.equal(`SELECT (${MODULE_MARKS_PART.sql}) AS modules`);
      expect(parts).to.deep.equal({ modules: [], imported: null, money: null });
    });

    it('names each different statement differently (a connection keeps one text per prepared name), the same one alike', async () => {
      const names = async (...parts: [ImportedDataFactsPart | null, MoneyPlanFactsPart | null]) => {
        const { sequelize, sent } = recordingSequelize({ modules: null });
        await new SqlProfileFactsReader(sequelize, MODULE_MARKS_PART, ...parts).read('r');
        return sent[0]!.name;
      };
      const all = await names(IMPORTED_PART, MONEY_PART);
      expect(await names(IMPORTED_PART, MONEY_PART)).to.equal(all);
      expect(new Set([all, await names(null, null), await names(IMPORTED_PART, null), await names(null, MONEY_PART)])).to.have.property('size', 4);
    });
  });

  describe("identity's module part", () => {
    it('reads nothing saved (NULL) as no modules', () => {
      expect(MODULE_MARKS_PART.parse(null)).to.deep.equal([]);
    });
    it('reads each module, its step and its completion time', () => {
      expect(
        MODULE_MARKS_PART.parse([
          { module: 'CASHFLOW', currentStep: 0, lastCompleted: null },
          { module: 'BUDGET_CALCULATOR', currentStep: null, lastCompleted: '2026-11-20T11:00:00.123456+08:00' },
        ]),
      ).to.deep.equal([
        { module: 'CASHFLOW', currentStep: 0, lastCompleted: null },
        { module: 'BUDGET_CALCULATOR', currentStep: null, lastCompleted: new Date('2026-11-20T03:00:00.123Z') },
      ]);
    });
  });
});
