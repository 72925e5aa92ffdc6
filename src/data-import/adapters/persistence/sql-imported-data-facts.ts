import { QueryTypes, type Sequelize } from 'sequelize';
import type { ImportedDataFacts, ImportedDataFactsSource } from '../../../identity/public.js';
import { connectedBanks } from '../../domain/connected-banks.js';

type Row = { myinfo_consent_at: Date | null; bank_consent_at: Date | null; banks: string[] | null };

/**
 * The profile's consent times and connected banks (spec 1 §3), for identity: the latest Myinfo consent is the
 * personal-data record's, the latest bank-data consent and the banks are the bank-data record's. One statement,
 * without reading the records themselves (GET /user asks on every start-up). A reset of the whole personal-data
 * record removes its consent time with it.
 */
export class SqlImportedDataFacts implements ImportedDataFactsSource {
  constructor(private readonly sequelize: Sequelize) {}

  async factsFor(userId: string): Promise<ImportedDataFacts> {
    const [row] = await this.sequelize.query<Row>(
      `SELECT (SELECT latest_consent_at FROM personal_data WHERE user_id = $1) AS myinfo_consent_at,
              (SELECT latest_consent_at FROM bank_data WHERE user_id = $1) AS bank_consent_at,
              (SELECT banks FROM bank_data WHERE user_id = $1) AS banks`,
      { bind: [userId], type: QueryTypes.SELECT },
    );
    return {
      myinfoLatestPullConsentAt: row?.myinfo_consent_at ?? null,
      apimLatestPullConsentAt: row?.bank_consent_at ?? null,
      connectedBanks: connectedBanks(row?.banks ?? []),
    };
  }
}
