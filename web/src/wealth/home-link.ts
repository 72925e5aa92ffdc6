/**
 * "Is this the mortgage on this home?" (docs/decisions.md "Links and feeds"): when the resident adds a home while a
 * mortgage exists, or a mortgage while a home exists, the setup offers to link them. Pure, so the rules are tested
 * without React. The link itself is the home's `property.securedLiabilityId`.
 */

export interface HomeItem {
  id: string;
  name: string;
  /** the liability the home secures; null (or '') when none */
  securedLiabilityId: string | null;
}

export interface MortgageItem {
  id: string;
  name: string;
  category: 'MORTGAGE' | 'NON_MORTGAGE';
}

export interface HomeLinkOffer {
  homeId: string;
  homeName: string;
  mortgageId: string;
  mortgageName: string;
  /** 'Is HDB loan the mortgage on Our flat?' */
  question: string;
}

const pairKey = (homeId: string, mortgageId: string) => `${homeId}|${mortgageId}`;
export { pairKey as homeLinkKey };

/**
 * The questions to ask: every pair of a home that secures nothing yet and a mortgage no home secures yet, where
 * the home or the mortgage was added on this page (`addedIds`), leaving out the pairs the resident answered 'No'
 * (`declined`, by {@link homeLinkKey}). Homes first, in their order; within a home, mortgages in theirs.
 */
export function homeLinkOffers(homes: readonly HomeItem[], liabilities: readonly MortgageItem[], addedIds: ReadonlySet<string>, declined: ReadonlySet<string>): HomeLinkOffer[] {
  const secured = new Set(homes.map((home) => home.securedLiabilityId).filter((id): id is string => Boolean(id)));
  const mortgages = liabilities.filter((liability) => liability.category === 'MORTGAGE' && !secured.has(liability.id));
  return homes
    .filter((home) => !home.securedLiabilityId)
    .flatMap((home) =>
      mortgages
        .filter((mortgage) => (addedIds.has(home.id) || addedIds.has(mortgage.id)) && !declined.has(pairKey(home.id, mortgage.id)))
        .map((mortgage) => ({ homeId: home.id, homeName: home.name, mortgageId: mortgage.id, mortgageName: mortgage.name, question: `Is ${mortgage.name} the mortgage on ${home.name}?` })),
    );
}

/** The home a liability is the mortgage on, for the liability's row ('the loan on Our flat'); undefined when none. */
export function homeOfLiability(liabilityId: string, homes: readonly HomeItem[]): HomeItem | undefined {
  return homes.find((home) => home.securedLiabilityId === liabilityId);
}
