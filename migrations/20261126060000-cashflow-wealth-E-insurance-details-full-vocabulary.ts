import type { QueryInterface } from 'sequelize';

/**
 * An insurance asset's details gained the rest of spec 2 §9's vocabulary (provider code, coverage class, rider or
 * basic, payment method, the sums assured on accidental death, total permanent disability and critical illness:
 * decisions.md "Investing for beginners"). Details stored before them get each new key as null, so every reader
 * (the finances read included) sees the same whole shape.
 */
const NEW_KEYS = ['providerCode', 'coverageClass', 'riderOrBasic', 'paymentMethod', 'accidentalDeathSumAssured', 'totalPermanentDisabilitySumAssured', 'criticalIllnessSumAssured'];

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const nulls = JSON.stringify(Object.fromEntries(NEW_KEYS.map((key) => [key, null])));
  // The stored keys win over the nulls: a value already there stays.
  await qi.sequelize.query(`UPDATE assets SET insurance = $1::jsonb || insurance WHERE insurance IS NOT NULL`, { bind: [nulls] });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`UPDATE assets SET insurance = insurance - $1::text[] WHERE insurance IS NOT NULL`, { bind: [NEW_KEYS] });
}
