import { QueryTypes, type Sequelize } from 'sequelize';
import { insurerName } from '../../../cashflow-wealth/public.js';
import type { ImportedDataFacts, ImportedDataFactsPart, ImportedDataFactsSource } from '../../../identity/public.js';
import { connectedBanks } from '../../domain/connected-banks.js';

type Value = { myinfoConsentAt: string | null; bankConsentAt: string | null; banks: string[] | null } | null;

/**
 * The profile's consent times and connected banks (spec 1 §3), for identity: the latest Myinfo consent is the
 * personal-data record's, the latest bank-data consent and the banks are the bank-data record's. Read without the
 * records themselves, inside identity's one profile statement (GET /user asks on every start-up; docs/decisions.md
 * "Profile facts in one statement"). A reset of the whole personal-data record removes its consent time with it.
 *
 * The times travel as jsonb, i.e. ISO 8601 text with the session's offset and up to microseconds; `new Date` reads
 * that to the same millisecond (truncated) as the driver's own timestamptz parser, so the wire does not change.
 */
export const IMPORTED_DATA_FACTS_PART: ImportedDataFactsPart = {
  sql: `SELECT jsonb_build_object(
    'myinfoConsentAt', (SELECT latest_consent_at FROM personal_data WHERE user_id = $1),
    'bankConsentAt', (SELECT latest_consent_at FROM bank_data WHERE user_id = $1),
    'banks', (SELECT banks FROM bank_data WHERE user_id = $1))`,
  parse(value: unknown): ImportedDataFacts {
    const facts = value as Value;
    return {
      myinfoLatestPullConsentAt: facts?.myinfoConsentAt == null ? null : new Date(facts.myinfoConsentAt),
      apimLatestPullConsentAt: facts?.bankConsentAt == null ? null : new Date(facts.bankConsentAt),
      connectedBanks: connectedBanks(facts?.banks ?? [], insurerName),
    };
  },
};

/** The same facts on their own, for the bank notices (they read the bank-data consent time): the part's own SQL. */
export class SqlImportedDataFacts implements ImportedDataFactsSource {
  constructor(private readonly sequelize: Sequelize) {}

  async factsFor(userId: string): Promise<ImportedDataFacts> {
    const [row] = await this.sequelize.query<{ facts: unknown }>(`SELECT (${IMPORTED_DATA_FACTS_PART.sql}) AS facts`, { bind: [userId], type: QueryTypes.SELECT });
    return IMPORTED_DATA_FACTS_PART.parse(row?.facts ?? null);
  }
}
