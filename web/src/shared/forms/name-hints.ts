import type { AssetKindPath, LiabilityCategory } from '../../wealth/wealth.types';

/**
 * The hint under each add/edit dialog's name field (docs/decisions.md "Rough edges smoothed"): it says what the
 * dialog adds, with an example of that thing, so a resident adding gold is not told "for example 'DBS shares'".
 * One place, so a dialog cannot borrow another's words; the lengths are the ones each call checks.
 */

/** An asset's name, by its kind: an account, a deposit, a holding, a policy, a home. */
const ASSET_NAME_EXAMPLES: Readonly<Record<AssetKindPath, { thing: string; example: string }>> = {
  'cash-balance': { thing: 'account', example: 'POSB current account' },
  'cash-savings': { thing: 'savings account', example: 'DBS savings account' },
  'fixed-deposit': { thing: 'fixed deposit', example: 'OCBC 12-month deposit' },
  stock: { thing: 'shareholding', example: 'DBS shares' },
  bond: { thing: 'bond', example: 'Singapore Savings Bonds' },
  'unit-trust': { thing: 'unit trust', example: 'Global index fund' },
  gold: { thing: 'gold', example: 'Gold bars' },
  'structured-product': { thing: 'structured product', example: 'Equity-linked note' },
  'other-investment': { thing: 'investment', example: 'Peer-to-peer lending' },
  insurance: { thing: 'policy', example: 'Endowment plan' },
  'other-non-investment': { thing: 'asset', example: 'Our car' },
  property: { thing: 'home', example: 'Our flat' },
};

export function assetNameHint(kind: AssetKindPath): string {
  const { thing, example } = ASSET_NAME_EXAMPLES[kind];
  return `Your name for this ${thing}, up to 24 characters: for example '${example}'`;
}

export function liabilityNameHint(category: LiabilityCategory | ''): string {
  return category === 'NON_MORTGAGE' ? "The loan or debt you owe: for example 'Car loan' or 'Credit card'" : "The loan or debt you owe: for example 'HDB loan'";
}

export const GOAL_NAME_HINT = "What you are saving for: for example 'Holiday in Japan'";
export const LOAN_REPAYMENT_NAME_HINT = "The loan this monthly instalment repays: for example 'HDB loan' or 'Car loan'";
export const MONTHLY_INVESTMENT_NAME_HINT = "What you invest in each month: for example 'Index fund savings plan'. Up to 24 characters; Chinese, Japanese and Korean characters count as 2";
export const INCOME_NAME_HINT = 'Where this income comes from: for example your employer';
