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
}

/**
 * The homes (`property` assets, already at the resident's share) and the mortgages they secure: a liability counts
 * only when it is one of the resident's, so a link to a deleted liability takes nothing away.
 */
export function homeFigures(facts: Pick<MoneyFacts, 'assets' | 'liabilities'>, rates: FxRates): HomeFigures {
  const toSgd = sgdConverter(rates);
  const homes = facts.assets.filter((asset) => asset.kind === 'property');
  const homeValue = sumCents(homes.map((home) => toSgd(home.totalValue, home.currency)));
  const securedIds = new Set(homes.map((home) => home.securedLiabilityId).filter((id): id is string => typeof id === 'string'));
  const securedDebt = sumCents(facts.liabilities.filter((liability) => liability.id !== undefined && securedIds.has(liability.id)).map((liability) => toSgd(liability.amount, liability.currency)));
  return { homeValue, securedDebt, homeEquity: sumCents([homeValue, (-securedDebt) as Cents]) };
}
