import type { FxRates } from '../../../shared-kernel/fx.js';
import { sumCents, type Cents } from '../../../shared-kernel/money.js';
import type { MoneyFacts } from './money-facts.js';
import { sgdConverter } from './sgd-amounts.js';

/** What the resident's homes add to their net worth, SGD cents (decisions.md "The home as an asset"). */
export interface HomeFigures {
  /** the resident's share of every home's estimated value */
  homeValue: Cents;
  /** the liabilities the homes secure (each counted once, whatever number of homes name it) */
  securedDebt: Cents;
  /** homeValue - securedDebt: what net worth loses without the home */
  homeEquity: Cents;
  /**
   * A home with no value yet (0: Myinfo brought the flat without a price and the resident has not estimated it):
   * it is left out of net worth, and so is the debt it secures (`debtLeftOut`), rather than counting the loan alone
   * and showing a homeowner a negative net worth (docs/decisions.md "Imports ask before they add").
   */
  homeNotValued: boolean;
  /** the liabilities only unvalued homes secure, SGD cents: left out of net worth until the home has a value */
  debtLeftOut: Cents;
}

/**
 * The homes (`property` assets, already at the resident's share) and the mortgages they secure: a liability counts
 * only when it is one of the resident's, so a link to a deleted liability takes nothing away. A home worth 0 is not
 * valued yet: it and the loans only it secures are apart (`homeNotValued`, `debtLeftOut`).
 */
export function homeFigures(facts: Pick<MoneyFacts, 'assets' | 'liabilities'>, rates: FxRates): HomeFigures {
  const toSgd = sgdConverter(rates);
  const homes = facts.assets.filter((asset) => asset.kind === 'property');
  const valued = homes.filter((home) => home.totalValue > 0);
  const unvalued = homes.filter((home) => !(home.totalValue > 0));
  const homeValue = sumCents(valued.map((home) => toSgd(home.totalValue, home.currency)));
  const idsOf = (list: typeof homes) => new Set(list.map((home) => home.securedLiabilityId).filter((id): id is string => typeof id === 'string'));
  const securedIds = idsOf(valued);
  // A loan a valued home also secures counts with that home.
  const leftOutIds = new Set([...idsOf(unvalued)].filter((id) => !securedIds.has(id)));
  const sumOf = (ids: ReadonlySet<string>) => sumCents(facts.liabilities.filter((liability) => liability.id !== undefined && ids.has(liability.id)).map((liability) => toSgd(liability.amount, liability.currency)));
  const securedDebt = sumOf(securedIds);
  return { homeValue, securedDebt, homeEquity: sumCents([homeValue, (-securedDebt) as Cents]), homeNotValued: unvalued.length > 0, debtLeftOut: sumOf(leftOutIds) };
}
