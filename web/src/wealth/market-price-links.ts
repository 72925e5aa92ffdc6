/**
 * Where residents can look up market prices (spec 2 §2 "market-price information modal"): the exchange for stocks,
 * its fixed-income page for bonds, and the fund screener of the Investment Management Association of Singapore
 * for unit trusts. One place, so an operator can correct an address without touching the modal.
 */
import type { MarketPriceKind } from './asset-kinds';

export interface MarketPriceSource {
  kind: MarketPriceKind;
  /** What to look up ('Stocks'). */
  title: string;
  /** The site's name, as the link text. */
  linkText: string;
  href: string;
  /** One line on what to copy from there. */
  hint: string;
}

export const MARKET_PRICE_SOURCES: readonly MarketPriceSource[] = [
  {
    kind: 'stock',
    title: 'Stocks',
    linkText: 'SGX securities prices',
    href: 'https://www.sgx.com/securities/securities-prices',
    hint: 'Search for the stock and use its last traded price as the unit price.',
  },
  {
    kind: 'bond',
    title: 'Bonds',
    linkText: 'SGX fixed income',
    href: 'https://www.sgx.com/fixed-income',
    hint: 'Find the bond and use its last price as the unit price.',
  },
  {
    kind: 'unit-trust',
    title: 'Unit trusts',
    linkText: 'IMAS fund screener',
    href: 'https://www.imas.org.sg/fund-screener',
    hint: "Search for the fund and use its latest bid price (the net asset value per unit) as the unit price.",
  },
];

/**
 * Where residents can see what homes like theirs sold for (decisions.md "The home as an asset"): HDB's resale flat
 * prices and URA's private residential transactions. The value typed is the resident's own estimate.
 */
export const HOME_PRICE_SOURCES: readonly { linkText: string; href: string; hint: string }[] = [
  {
    linkText: 'HDB resale flat prices',
    href: 'https://services2.hdb.gov.sg/webapp/BB33RTIS/BB33SResaleTransMap',
    hint: 'Recent resale prices of HDB flats by town, street and flat type.',
  },
  {
    linkText: 'URA private residential transactions',
    href: 'https://www.ura.gov.sg/property-market-information/pmiResidentialTransactionSearch',
    hint: 'Recent prices of condominiums and landed houses by project and street.',
  },
];
