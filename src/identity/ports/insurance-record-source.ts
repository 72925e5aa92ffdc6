/**
 * Whether the resident has recorded any insurance policy (an insurance asset, or a policy on the investing guide's
 * insurance list), from cashflow-wealth: the "insurance module" notice ends once one is (docs/decisions.md
 * "Investing for beginners").
 */
export interface InsuranceRecordSource {
  hasInsuranceRecorded(userId: string): Promise<boolean>;
}
