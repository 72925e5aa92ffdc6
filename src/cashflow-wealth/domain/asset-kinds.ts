/**
 * The asset kinds on their own, with nothing else of the asset rules: the wire's list (wealth.contract.ts) re-exports
 * them, and the web app's first page holds that list, so it must not pull the rules in with it.
 */
/**
 * Spec 2 §3 "Assets": the eleven manual kinds, and the home (decisions.md "The home as an asset"), by the name in
 * the path and by their camelCase name.
 */
export const ASSET_KINDS = {
  'cash-balance': 'cashBalance',
  'cash-savings': 'cashSavings',
  bond: 'bond',
  gold: 'gold',
  'fixed-deposit': 'fixedDeposit',
  insurance: 'insurance',
  stock: 'stock',
  'structured-product': 'structuredProduct',
  'unit-trust': 'unitTrust',
  'other-investment': 'otherInvestment',
  'other-non-investment': 'otherNonInvestment',
  property: 'property',
} as const;
export type AssetKindPath = keyof typeof ASSET_KINDS;
export type AssetKind = (typeof ASSET_KINDS)[AssetKindPath];
export const ASSET_KIND_LIST: readonly AssetKind[] = Object.values(ASSET_KINDS);

