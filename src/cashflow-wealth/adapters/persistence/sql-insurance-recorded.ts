import { QueryTypes, type Sequelize } from 'sequelize';
import type { InsuranceRecordSource } from '../../../identity/public.js';

/**
 * Whether the resident has recorded any insurance policy, for identity's "insurance module" notice
 * (docs/decisions.md "Investing for beginners"): an insurance asset (typed or imported) or a policy on the
 * investing guide's insurance list. One query, scoped to the resident.
 */
export class SqlInsuranceRecorded implements InsuranceRecordSource {
  constructor(private readonly sequelize: Sequelize) {}

  async hasInsuranceRecorded(userId: string): Promise<boolean> {
    const [row] = await this.sequelize.query<{ recorded: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM assets WHERE user_id = $1 AND kind = 'insurance')
           OR EXISTS (SELECT 1 FROM investing_insurance_policies WHERE user_id = $1) AS recorded`,
      { bind: [userId], type: QueryTypes.SELECT },
    );
    return row?.recorded === true;
  }
}
