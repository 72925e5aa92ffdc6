/**
 * Where a resident's finances stand: a stamp that changes with every write of their money rows and with every
 * change of the exchange rates, the same on every server instance (it lives in the database). Equal stamps mean
 * GET /finances and GET /health-check would read the same rows.
 */
export interface FinancesVersions {
  stampOf(userId: string): Promise<string>;
}
