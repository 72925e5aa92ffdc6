/**
 * Where fresh exchange rates come from: a JSON file today (adapters/file), a provider's API (e.g. the Monetary
 * Authority of Singapore's exchange-rate API) in production. It hands over the raw list; the domain checks it.
 */
export interface FxRateSource {
  /** A description for logs and operators, e.g. 'file /srv/fx/rates.json'. */
  readonly description: string;
  /** The raw entries, expected as `[{ currencyCode, exchangeRate, retrievedDate }]`. */
  fetchRates(): Promise<unknown>;
}
