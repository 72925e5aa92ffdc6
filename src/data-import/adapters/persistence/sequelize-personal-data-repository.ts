import { QueryTypes, type Sequelize } from 'sequelize';
import type { IncomeChoice } from '../../domain/income-offers.js';
import type { HdbOwnership } from '../../domain/personal-data.js';
import type { PersonalDataRepository, PersonalDataScope, StoredPersonalData } from '../../ports/personal-data-repository.js';

type Row = { basic: StoredPersonalData['basic']; noa: StoredPersonalData['noa']; cpf: StoredPersonalData['cpf']; hdb_ownership: HdbOwnership[]; latest_consent_at: Date; income_choice: StoredPersonalData['incomeChoice'] };

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

export class SequelizePersonalDataRepository implements PersonalDataRepository {
  constructor(private readonly sequelize: Sequelize) {}

  async find(userId: string): Promise<StoredPersonalData | null> {
    const [row] = await this.sequelize.query<Row>('SELECT basic, noa, cpf, hdb_ownership, latest_consent_at, income_choice FROM personal_data WHERE user_id = $1', { bind: [userId], type: QueryTypes.SELECT });
    if (!row) return null;
    return { basic: row.basic, noa: row.noa, cpf: row.cpf, hdbOwnership: row.hdb_ownership, latestConsentAt: row.latest_consent_at.toISOString(), incomeChoice: row.income_choice ?? null };
  }

  async save(userId: string, data: StoredPersonalData): Promise<void> {
    await this.sequelize.query(
      `INSERT INTO personal_data (user_id, basic, noa, cpf, hdb_ownership, latest_consent_at, income_choice) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id) DO UPDATE SET basic = EXCLUDED.basic, noa = EXCLUDED.noa, cpf = EXCLUDED.cpf, hdb_ownership = EXCLUDED.hdb_ownership,
         latest_consent_at = EXCLUDED.latest_consent_at, income_choice = EXCLUDED.income_choice, updated_at = now()`,
      { bind: [userId, json(data.basic), json(data.noa), json(data.cpf), JSON.stringify(data.hdbOwnership), data.latestConsentAt, json(data.incomeChoice ?? null)] },
    );
  }

  async updateFlat(userId: string, flatId: string, change: Pick<HdbOwnership, 'percentageShare' | 'monthlyCashLoanInstalment' | 'monthlyCPFLoanInstalment'>): Promise<HdbOwnership | null> {
    return this.sequelize.transaction(async (transaction) => {
      const [row] = await this.sequelize.query<Pick<Row, 'hdb_ownership'>>('SELECT hdb_ownership FROM personal_data WHERE user_id = $1 FOR UPDATE', {
        bind: [userId],
        type: QueryTypes.SELECT,
        transaction,
      });
      const flat = row?.hdb_ownership.find((f) => f.id === flatId);
      if (!row || !flat) return null;
      const updated: HdbOwnership = { ...flat, ...change, monthlyLoanInstalment: change.monthlyCashLoanInstalment + change.monthlyCPFLoanInstalment };
      const flats = row.hdb_ownership.map((f) => (f.id === flatId ? updated : f));
      await this.sequelize.query('UPDATE personal_data SET hdb_ownership = $2, updated_at = now() WHERE user_id = $1', { bind: [userId, JSON.stringify(flats)], transaction });
      return updated;
    });
  }

  async saveIncomeChoice(userId: string, choice: IncomeChoice): Promise<boolean> {
    const rows = await this.sequelize.query('UPDATE personal_data SET income_choice = $2, updated_at = now() WHERE user_id = $1 RETURNING user_id', {
      bind: [userId, JSON.stringify(choice)],
      type: QueryTypes.SELECT,
    });
    return rows.length > 0;
  }

  async reset(userId: string, scope: PersonalDataScope): Promise<void> {
    const sql = {
      basic: 'UPDATE personal_data SET basic = NULL, updated_at = now() WHERE user_id = $1',
      full: "UPDATE personal_data SET noa = NULL, cpf = NULL, hdb_ownership = '[]', income_choice = NULL, updated_at = now() WHERE user_id = $1",
      all: 'DELETE FROM personal_data WHERE user_id = $1',
    }[scope];
    await this.sequelize.query(sql, { bind: [userId] });
  }
}
